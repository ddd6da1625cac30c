import Link from 'next/link';
import { consoleTranslator } from '@/i18n/console-messages';
import type { StaffMatch } from '@/server/matches';

const KICKOFF_FORMAT = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A kick-off as staff read it: South African time. */
export const formatKickoff = (iso: string) => KICKOFF_FORMAT.format(new Date(iso));

const STATUS_CLASS = {
  scheduled: 'bg-neutral-100 text-neutral-800',
  live: 'bg-red-700 text-white',
  half_time: 'bg-amber-700 text-white',
  final: 'bg-neutral-800 text-white',
} as const;

/** Fixtures or results of one team; each match links to its edit page (score, details, delete, history). */
export function MatchesTable({ matches, caption, now }: { matches: StaffMatch[]; caption: string; now: number }) {
  const t = consoleTranslator('matches');
  if (matches.length === 0) return <p className="text-sm text-muted">{t('noMatches')}</p>;
  return (
    <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-300 bg-neutral-50 text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('columns.kickoff')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.match')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.venue')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.competition')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.status')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('columns.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => {
            const isOverdue = match.status === 'scheduled' && new Date(match.kickoffAt).getTime() < now;
            return (
              <tr key={match.id} className="border-b border-neutral-200 align-top last:border-0" data-testid="admin-match-row">
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={match.kickoffAt}>{formatKickoff(match.kickoffAt)}</time>
                </td>
                <td className="px-3 py-2">
                  <Link
                    href={`/admin/match-centre/${match.team}/edit/${match.id}`}
                    className="font-semibold text-bok-green underline"
                    title={t('editHint')}
                  >
                    {t('fixtureName', { teamName: match.teamName, opponent: match.opponent })}
                  </Link>{' '}
                  <span className="text-muted">({t(match.isHome ? 'home' : 'away')})</span>
                  {match.status !== 'final' && (
                    <>
                      {' · '}
                      <Link
                        href={`/admin/match-centre/${match.team}/live/${match.id}`}
                        className="font-semibold text-bok-green underline"
                        title={t('live.openHint')}
                      >
                        {t('live.open')}
                      </Link>
                    </>
                  )}
                </td>
                <td className="px-3 py-2">{match.city ? `${match.venue}, ${match.city}` : match.venue}</td>
                <td className="px-3 py-2">{match.competition}</td>
                <td className="px-3 py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-bold ${STATUS_CLASS[match.status]}`}>
                    {t(`status.${match.status}`)}
                  </span>
                  {isOverdue && <p className="mt-1 text-xs font-semibold text-amber-800">{t('overdue')}</p>}
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  {match.teamScore !== null && match.opponentScore !== null ? `${match.teamScore} – ${match.opponentScore}` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
