'use client';

import { Link } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Whether `pathname` is inside the section a tab stands for (`/` only for itself). */
export function isInSection(pathname: string, section: string): boolean {
  if (section === '/') return pathname === '/';
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * A mobile footer tab that marks itself as the current page (`aria-current="page"`). The footer is rendered once by the
 * layout and kept across client navigations, so the mark follows the address here rather than on the server.
 */
export function TabLink({ href, section, className, children }: { href: string; section: string; className: string; children: ReactNode }) {
  const isCurrent = isInSection(usePathname(), section);
  return (
    <Link href={href} className={className} aria-current={isCurrent ? 'page' : undefined} data-current={isCurrent || undefined}>
      {children}
    </Link>
  );
}
