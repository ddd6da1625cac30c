import { getLocale, getTranslations } from 'next-intl/server';
import type { MatchItem } from '@/server/matches';
import { formatDate } from '@/i18n/format';

/** One fixture or result. */
export async function MatchCard({ match }: { match: MatchItem }) {
  const t = await getTranslations('matches');
  const locale = await getLocale();
  const hasScore = match.status !== 'scheduled' && match.teamScore !== null && match.opponentScore !== null;
  return (
    <article className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5" data-testid="match-card" data-status={match.status}>
      <p className="text-xs font-bold tracking-wide text-bok-green uppercase">{match.competition}</p>
      <h3 className="mt-1 flex flex-wrap items-baseline gap-x-2 text-lg font-bold">
        <span>{match.teamName}</span>
        {hasScore ? (
          <span className="tabular-nums" data-testid="match-score">
            {match.teamScore} – {match.opponentScore}
          </span>
        ) : (
          <span className="text-muted">{t('versus')}</span>
        )}
        <span>{match.opponent}</span>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={match.kickoffAt}>{formatDate(match.kickoffAt, locale, 'fullDateTime')}</time>
        {' · '}
        {match.venue}
        {match.city ? `, ${match.city}` : ''}
      </p>
      <p className="mt-2 flex flex-wrap gap-3 text-sm">
        {match.status === 'live' && <span className="rounded bg-red-700 px-2 py-0.5 font-bold text-white">{t('liveScore')}</span>}
        {match.status === 'final' && <span className="rounded bg-neutral-200 px-2 py-0.5 font-semibold">{t('final')}</span>}
        {match.status === 'scheduled' && match.ticketsUrl && (
          <a href={match.ticketsUrl} className="font-semibold text-bok-green underline" target="_blank" rel="noopener noreferrer">
            {t('tickets')}
          </a>
        )}
        {match.status !== 'final' && match.broadcastUrl && (
          <a href={match.broadcastUrl} className="font-semibold text-bok-green underline" target="_blank" rel="noopener noreferrer">
            {t('watch')}
          </a>
        )}
      </p>
    </article>
  );
}
