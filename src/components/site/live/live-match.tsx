'use client';

import { useEffect, useRef, useState } from 'react';
import { fill } from '@/i18n/fill';
import type { LiveMatchState } from '@/schemas/live-match';
import type { LiveLabels } from './labels';
import { Scoreboard, scoreText } from './scoreboard';
import { useLiveMatch } from './use-live-match';

/**
 * What a screen reader is told, politely, after a change: a score or a new status, with the score. A comment or a card
 * is left to the timeline (read when the fan goes there).
 */
function useAnnouncement(match: LiveMatchState, labels: LiveLabels): string {
  const [text, setText] = useState('');
  const seen = useRef({ version: match.version, homeScore: match.homeScore, awayScore: match.awayScore, status: match.status });
  useEffect(() => {
    const before = seen.current;
    if (match.version === before.version) return;
    seen.current = { version: match.version, homeScore: match.homeScore, awayScore: match.awayScore, status: match.status };
    const scoreMoved = before.homeScore !== match.homeScore || before.awayScore !== match.awayScore;
    if (!scoreMoved && before.status === match.status) return;
    const latest = match.events.at(-1);
    const event = scoreMoved && latest ? labels.events[latest.type] : labels.status[match.status];
    setText(fill(labels.announce, { event, score: scoreText(match, labels) }));
  }, [match, labels]);
  return text;
}

/** The match page's live island: the scoreboard and timeline, moving with every frame of the stream. */
export function LiveMatch({ initial, renderedAt, labels }: { initial: LiveMatchState; renderedAt: number; labels: LiveLabels }) {
  const { match, minute, isReconnecting } = useLiveMatch(initial, renderedAt);
  const announcement = useAnnouncement(match, labels);
  return (
    <>
      <Scoreboard match={match} minute={minute} labels={labels} isReconnecting={isReconnecting} />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcement">
        {announcement}
      </p>
    </>
  );
}
