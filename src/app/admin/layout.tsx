import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

/** Every /admin route uses the page title "Dashboard" (spec §2). */
export const metadata: Metadata = { title: { absolute: 'Dashboard' }, robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-neutral-100 text-ink">{children}</body>
    </html>
  );
}
