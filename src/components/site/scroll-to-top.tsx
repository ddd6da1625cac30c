'use client';

import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/** Appears once the page has scrolled more than 20 px (spec §2, §9). */
export const SCROLL_THRESHOLD_PX = 20;

/** `icon` comes rendered from the server: no icon library in the browser for one arrow. */
export function ScrollToTop({ label, icon }: { label: string; icon: ReactNode }) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-40 rounded-full bg-bok-green p-3 text-white shadow-lg hover:bg-bok-green-dark desk:bottom-6"
    >
      {icon}
    </button>
  );
}
