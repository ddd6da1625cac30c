import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AuditEntry } from '@/server/audit';
import { History } from '../audit-trail';
import { PageHeader } from '../page-header';

/**
 * A home-page widget's console page (headlines, games, next match): its header with a link to the home page, the
 * widget's editor, and the widget's history underneath.
 */
export function WidgetPage({
  title,
  description,
  viewHomeLabel,
  history,
  children,
}: {
  title: string;
  description: string;
  viewHomeLabel: string;
  history: AuditEntry[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link href="/" className="text-sm font-semibold text-bok-green underline">
            {viewHomeLabel}
          </Link>
        }
      />
      {children}
      <History entries={history} />
    </>
  );
}
