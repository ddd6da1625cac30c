'use client';

import Link from 'next/link';

/** Last resort when the root layout itself fails: a plain page with a way home. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Something went wrong</h1>
        <p>Sorry, this page ran into a problem.</p>
        <Link href="/">Go to the home page</Link>
      </body>
    </html>
  );
}
