import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ModalHost } from '@/components/auth-modal/modal-host';
import { getConfig } from '@/server/config';
import '../globals.css';

/** Every /admin route uses the page title "Dashboard" (spec §2). */
export const metadata: Metadata = { title: { absolute: 'Dashboard' }, robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  const config = getConfig();
  return (
    <html lang="en">
      <body className="min-h-screen bg-neutral-100 text-ink">
        {children}
        <ModalHost env={{ brandName: config.brand.name, brandSlug: config.brand.slug, locale: 'en', privacyUrl: config.links.privacy }} />
      </body>
    </html>
  );
}
