'use client';

import { fill } from '@/i18n/fill';
import type { LiveMatchState } from '@/schemas/live-match';
import type { LiveLabels } from './labels';
import { useLiveMatch } from './use-live-match';

type CardLabels = Pick<LiveLabels, 'status' | 'minute'>;

/**
 * A match card's live score (home page, match centre): our team's score first, as the card names the sides, with
 * the status and minute; it follows the stream while the match is on.
 */
export function LiveScore({
  initial,
  renderedAt,
  labels,
  isOurSideHome,
}: {
  initial: LiveMatchState;
  renderedAt: number;
  labels: CardLabels;
  isOurSideHome: boolean;
}) {
  const { match, minute } = useLiveMatch(initial, renderedAt);
  const [ours, theirs] = isOurSideHome ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore];
  const hasScore = ours !== null && theirs !== null;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2" data-testid="live-card" data-status={match.status}>
      <span className="tabular-nums" data-testid="match-score">
        {hasScore ? `${ours} – ${theirs}` : '–'}
      </span>
      <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white uppercase">
        {labels.status[match.status]}
        {minute !== null && match.status === 'live' ? ` ${fill(labels.minute, { minute })}` : ''}
      </span>
    </span>
  );
}
