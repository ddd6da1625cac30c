'use client';

import { Link } from '@/components/site/site-link';
import { useEffect } from 'react';
import { describeError, reportClientError } from '@/components/site/report-client-error';

/** Last resort when the root layout itself fails: report it like any other error, and offer a way home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    void reportClientError(describeError(error, window.location.pathname + window.location.search));
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Something went wrong</h1>
        <p>Sorry, this page ran into a problem. It has been reported to our team.</p>
        <Link href="/">Go to the home page</Link>
      </body>
    </html>
  );
}
