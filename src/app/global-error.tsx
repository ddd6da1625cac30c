'use client';

import { useEffect } from 'react';

/**
 * Last resort when the root layout itself fails: report it like any other error, and offer a way home. Every page
 * loads this boundary, so it stays tiny: the reporter arrives only when an error does, and the way home is a plain
 * link (a full load is what a broken layout needs anyway).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    void import('@/components/site/report-client-error').then(({ describeError, reportClientError }) =>
      reportClientError(describeError(error, window.location.pathname + window.location.search)),
    );
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Something went wrong</h1>
        <p>Sorry, this page ran into a problem. It has been reported to our team.</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, not the broken layout's router. */}
        <a href="/">Go to the home page</a>
      </body>
    </html>
  );
}
