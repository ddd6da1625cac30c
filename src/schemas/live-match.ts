import { z } from 'zod';
import { MAX_DB_INT } from './db-id';

/**
 * The live match's vocabulary (issue 24, DESIGN §4.1), shared by the server, the console's live page and the fans'
 * live island: event types, sides, statuses, what each score is worth, and the JSON of `{match}` on the wire.
 */
export const MATCH_EVENT_TYPES = [
  'kick_off',
  'try',
  'conversion',
  'penalty',
  'drop_goal',
  'penalty_try',
  'yellow_card',
  'red_card',
  'substitution',
  'half_time',
  'full_time',
  'comment',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

export type Side = 'home' | 'away';
export type LiveStatus = 'scheduled' | 'live' | 'half_time' | 'full_time';

/** Points per scoring event (World Rugby's law 8). */
export const EVENT_POINTS: Partial<Record<MatchEventType, number>> = { try: 5, conversion: 2, penalty: 3, drop_goal: 3, penalty_try: 7 };

export const isScoringEvent = (type: MatchEventType): boolean => (EVENT_POINTS[type] ?? 0) > 0;

/** Events that belong to one side (a score, a card, a substitution); the others are the match's. */
export const SIDED_EVENTS: readonly MatchEventType[] = [
  'try',
  'conversion',
  'penalty',
  'drop_goal',
  'penalty_try',
  'yellow_card',
  'red_card',
  'substitution',
];

const playerId = z.coerce.number().int().positive().max(MAX_DB_INT);

/**
 * One event as the console and the service API send it (`{type, side?, minute?, player_id?, text?}` on the wire; the
 * route maps it). `id` is the sender's UUID: a retried send is the same event.
 */
export const liveEventInput = z
  .object({
    id: z.uuid({ error: 'An event id is a UUID' }).optional(),
    type: z.enum(MATCH_EVENT_TYPES, { error: `type is one of ${MATCH_EVENT_TYPES.join(', ')}` }),
    side: z.enum(['home', 'away'], { error: 'side is home or away' }).nullish(),
    minute: z.coerce.number({ error: 'minute is a whole number from 0 to 200' }).int().min(0).max(200).nullish(),
    playerId: playerId.nullish(),
    playerOffId: playerId.nullish(),
    text: z.string().trim().max(280, 'A commentary line is at most 280 characters').nullish(),
    /** The reporter saw the "possibly the same score" warning and records it anyway. */
    confirm: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const sided = SIDED_EVENTS.includes(value.type);
    if (sided && !value.side) context.addIssue({ code: 'custom', path: ['side'], message: 'Say which side: home or away' });
    if (!sided && value.side) context.addIssue({ code: 'custom', path: ['side'], message: `A ${value.type} belongs to no side` });
    if (value.type === 'comment' && !value.text) context.addIssue({ code: 'custom', path: ['text'], message: 'Write the commentary line' });
  });
export type LiveEventInput = z.output<typeof liveEventInput>;

/** The service API's body (snake_case on the wire), mapped to the service's input. */
export const liveEventBody = z
  .object({
    id: z.unknown().optional(),
    type: z.unknown(),
    side: z.unknown().optional(),
    minute: z.unknown().optional(),
    player_id: z.unknown().optional(),
    player_off_id: z.unknown().optional(),
    text: z.unknown().optional(),
    confirm: z.unknown().optional(),
  })
  .transform(({ player_id, player_off_id, ...rest }): Record<string, unknown> => ({
    ...rest,
    playerId: player_id,
    playerOffId: player_off_id,
  }))
  .pipe(liveEventInput);

/** `{match}` on the wire (GET /api/site/matches/{id} and every `event: match` of the live stream). */
export interface LiveEventJson {
  id: string;
  type: MatchEventType;
  side: Side | null;
  minute: number | null;
  player_id?: number;
  player_off_id?: number;
  player_name?: string;
  player_off_name?: string;
  text?: string;
}

export interface LiveMatchJson {
  id: number;
  team: string;
  home: string;
  away: string;
  home_score: number | null;
  away_score: number | null;
  status: LiveStatus;
  minute: number | null;
  kickoff_at: string;
  events: LiveEventJson[];
  /** Beyond the contract: the clock (so a page can tick the minute itself), the version, the vote's opening minute. */
  clock: { running: boolean; minute: number; at: string | null };
  version: number;
  potm_opens_minute: number;
  full_time_at: string | null;
}

/** A live match as the page and its live island hold it (camelCase; the island maps each `{match}` to it). */
export interface LiveMatchState {
  id: number;
  team: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  status: LiveStatus;
  kickoffAt: string;
  clock: { running: boolean; minute: number; at: string | null };
  version: number;
  events: {
    id: string;
    type: MatchEventType;
    side: Side | null;
    minute: number | null;
    playerName: string | null;
    playerOffName: string | null;
    text: string | null;
  }[];
}

/** The minute a match clock shows at `now` (the page ticks it between frames). */
export function minuteAt(clock: LiveMatchState['clock'], now: number): number {
  if (!clock.running || !clock.at) return clock.minute;
  return Math.min(120, clock.minute + Math.max(0, Math.floor((now - Date.parse(clock.at)) / 60_000)));
}

/** Whether a match is worth a live connection now: in play, or kick-off within the hour (a page cached a while ago). */
export function isFollowable(match: Pick<LiveMatchState, 'status' | 'kickoffAt'>, now: number): boolean {
  if (match.status === 'live' || match.status === 'half_time') return true;
  if (match.status !== 'scheduled') return false;
  const kickoff = Date.parse(match.kickoffAt);
  return kickoff - now < 60 * 60_000 && now - kickoff < 3 * 60 * 60_000;
}
