'use client';
import { Link } from '@/components/ui/site-link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { getJson } from '@/components/browser/api-client';
import { openAuthModal } from '../auth-modal/modal-store';

/**
 * A link to a subscribers-only feature (videos, games, competitions): it asks the server's one entitlement check
 * (/api/site/subscriptions/entitlement) and opens sub_status_check when the answer is no — with the Login link for
 * a visitor, who comes back here after logging in.
 */
export function GatedLink({
  href,
  className,
  children,
  testId,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const router = useRouter();
  return (
    <Link
      href={href}
      prefetch={false}
      className={className}
      data-testid={testId}
      onClick={async (event) => {
        event.preventDefault();
        const entitled = await getJson('/api/site/subscriptions/entitlement');
        if (entitled.ok) return router.push(href);
        openAuthModal('sub_status_check', { sessionRequired: entitled.status === 401, callbackUrl: entitled.status === 401 ? href : null });
      }}
    >
      {children}
    </Link>
  );
}
