import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

/** The demo tools (demo mode only; each page checks): English, never indexed. */
export const metadata: Metadata = {
  title: { default: 'Touchline demo tools', template: '%s · Touchline demo' },
  robots: { index: false, follow: false },
};

export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-neutral-100 text-ink">{children}</body>
    </html>
  );
}
