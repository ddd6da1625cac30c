import Link from 'next/link';
import { consoleTranslator } from '@/i18n/console-messages';

/**
 * Previous / next links for a server-paginated list: the other query parameters (search, filter, order) are kept.
 * Labels come from the page, so this works in any section.
 */
export function Pager({
  basePath,
  params,
  page,
  lastPage,
  labels,
}: {
  basePath: string;
  params: Record<string, string | undefined>;
  page: number;
  lastPage: number;
  labels: { previous: string; next: string; status: string };
}) {
  const href = (target: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...params, page: String(target) }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return `${basePath}?${query.toString()}`;
  };
  const linkClass = 'rounded border border-neutral-400 bg-white px-3 py-1.5 text-sm font-semibold';
  return (
    <nav aria-label={consoleTranslator('shell')('pages')} className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClass} rel="prev">
          {labels.previous}
        </Link>
      ) : (
        <span className={`${linkClass} opacity-50`} aria-disabled="true">
          {labels.previous}
        </span>
      )}
      <span className="text-sm text-muted">{labels.status}</span>
      {page < lastPage ? (
        <Link href={href(page + 1)} className={linkClass} rel="next">
          {labels.next}
        </Link>
      ) : (
        <span className={`${linkClass} opacity-50`} aria-disabled="true">
          {labels.next}
        </span>
      )}
    </nav>
  );
}
