import type { PageInfo, Standing } from '@/server/fancred';

/**
 * A leaderboard table (spec §3 leaderboard standings): rank, display name (never a mobile number), points. Fans on
 * equal points share a rank (the engine ranks them). Plain HTML: it works without JavaScript and stays cached.
 */
export function StandingsTable({
  standings,
  caption,
  labels,
  testId = 'fancred-table',
}: {
  standings: Standing[];
  caption: string;
  labels: { rank: string; fan: string; points: string; you: string; empty: string };
  testId?: string;
}) {
  if (standings.length === 0) return <p className="rounded-lg bg-white p-4 text-sm ring-1 ring-black/5">{labels.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-200 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="w-16 px-3 py-2">
              {labels.rank}
            </th>
            <th scope="col" className="px-3 py-2">
              {labels.fan}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {labels.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((standing, index) => (
            <tr
              key={`${standing.rank}-${index}`}
              className={`border-b border-neutral-100 last:border-0 ${standing.isMe ? 'bg-bok-gold/30 font-bold' : ''}`}
              data-testid="fancred-row"
            >
              <td className="px-3 py-2 font-extrabold text-bok-green tabular-nums">{standing.rank}</td>
              <td className="max-w-48 truncate px-3 py-2">
                {standing.displayName}
                {standing.isMe && <span className="ml-2 rounded bg-bok-green px-1.5 py-0.5 text-xs text-white">{labels.you}</span>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{standing.points.toLocaleString('en-ZA')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next links over spec §3's page info, keeping the other parameters (?type=…&page=N). */
export function StandingsPager({
  pageInfo,
  href,
  labels,
}: {
  pageInfo: PageInfo;
  href: (page: number) => string;
  labels: { previous: string; next: string; status: string; pagination: string };
}) {
  if (pageInfo.pages <= 1)
    return (
      <p className="mt-3 text-sm text-muted" data-testid="fancred-page-info">
        {labels.status}
      </p>
    );
  const linkClass = 'inline-flex min-h-11 items-center rounded border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold';
  return (
    <nav aria-label={labels.pagination} className="mt-3 flex flex-wrap items-center justify-between gap-3">
      {pageInfo.page > 1 ? (
        <a href={href(pageInfo.page - 1)} className={linkClass} rel="prev">
          {labels.previous}
        </a>
      ) : (
        <span className={`${linkClass} opacity-50`} aria-disabled="true">
          {labels.previous}
        </span>
      )}
      <span className="text-sm text-muted" data-testid="fancred-page-info">
        {labels.status}
      </span>
      {pageInfo.page < pageInfo.pages ? (
        <a href={href(pageInfo.page + 1)} className={linkClass} rel="next">
          {labels.next}
        </a>
      ) : (
        <span className={`${linkClass} opacity-50`} aria-disabled="true">
          {labels.next}
        </span>
      )}
    </nav>
  );
}
