'use client';

import { notFound } from 'next/navigation';

/**
 * Sets the 404 status of a page that renders its own not-found content (decision 010). Thrown only in the server
 * render, inside its own Suspense boundary: the prerender then answers 404 and keeps everything outside that boundary
 * (the layout, `lang`, the not-found text) in the HTML. In the browser it renders nothing, so nothing is re-rendered.
 */
export function NotFoundStatus() {
  if (typeof window === 'undefined') notFound();
  return null;
}
