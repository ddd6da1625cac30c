import { getLocale, getTranslations } from 'next-intl/server';
import type { MatchItem } from '@/server/matches';
import { formatDate } from '@/i18n/format';
import { isFollowable, type LiveMatchState } from '@/schemas/live-match';
import { LiveScore } from './live/live-score';
import { liveLabels } from './live/live-props';
import { Link } from '@/components/ui/site-link';

/** The moment this card is rendered (a cached page keeps it: the island moves on from it). */
const renderMoment = () => Date.now();

/** A card's match as the live island starts from (the stream's first frame brings the clock and the timeline). */
function cardState(match: MatchItem): LiveMatchState {
  const [homeScore, awayScore] = match.isHome ? [match.teamScore, match.opponentScore] : [match.opponentScore, match.teamScore];
  return {
    id: match.id,
    team: match.team,
    home: match.isHome ? match.teamName : match.opponent,
    away: match.isHome ? match.opponent : match.teamName,
    homeScore,
    awayScore,
    status: match.status === 'final' ? 'full_time' : match.status,
    kickoffAt: match.kickoffAt,
    clock: { running: false, minute: 0, at: null },
    version: 0,
    events: [],
  };
}

/** One fixture or result. */
export async function MatchCard({ match }: { match: MatchItem }) {
  const t = await getTranslations('matches');
  const locale = await getLocale();
  const hasScore = match.status !== 'scheduled' && match.teamScore !== null && match.opponentScore !== null;
  const renderedAt = renderMoment();
  const state = cardState(match);
  // A match on now (or about to kick off) follows the stream; its score is in the markup for a page without JavaScript.
  const live = isFollowable(state, renderedAt) ? await liveLabels() : null;
  return (
    <article className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5" data-testid="match-card" data-status={match.status}>
      <p className="kicker">{match.competition}</p>
      <h3 className="mt-1 flex flex-wrap items-baseline gap-x-2 text-lg font-bold">
        <span>{match.teamName}</span>
        {live ? (
          <LiveScore
            initial={state}
            renderedAt={renderedAt}
            labels={{ status: live.status, minute: live.minute }}
            isOurSideHome={match.isHome}
          />
        ) : hasScore ? (
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
        <Link href={`/matches/${match.team}/${match.id}`} className="font-semibold text-bok-green underline" data-testid="match-link">
          {live && match.status !== 'scheduled' ? t('followLive') : t('matchPage')}
        </Link>
        {match.status === 'live' && !live && <span className="rounded bg-red-700 px-2 py-0.5 font-bold text-white">{t('liveScore')}</span>}
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
