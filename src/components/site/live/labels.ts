import type { LiveStatus, MatchEventType } from '@/schemas/live-match';

/** The live match's texts in the fan's language, passed to the island as props (no catalogue reaches the browser). */
export interface LiveLabels {
  status: Record<LiveStatus, string>;
  events: Record<MatchEventType, string>;
  /** `{minute}′` */
  minute: string;
  timeline: string;
  noEvents: string;
  /** `{home} {homeScore}, {away} {awayScore}` */
  score: string;
  /** `{event}. {score}` — what a screen reader is told of a change. */
  announce: string;
  reconnecting: string;
  /** `{on} on for {off}` */
  substitution: string;
}
