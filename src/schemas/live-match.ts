/**
 * The live match's vocabulary (issue 24, DESIGN §4.1), shared by the server, the console's live page and the fans'
 * live island: event types, sides, statuses, what each score is worth, and the JSON of `{match}` on the wire. No
 * zod here: the fans' live island imports this file (the input schemas are in ./live-event-input).
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

/**
 * A change of the live match on the stream (`event: change`, issue 38): what differs from version `from` — the
 * top-level fields that changed (always `version`), the timeline events added or changed, the ids of those removed.
 * A fan who has `from` applies it; anyone else gets the whole `{match}` (a join, a reconnect, a stream that fell
 * behind), so a frame never resends what its fan already has and a match costs its events once.
 */
export interface LiveMatchChange {
  from: number;
  match: Partial<Omit<LiveMatchJson, 'events'>> & { version: number };
  events?: LiveEventJson[];
  removed?: string[];
}

/** A JSON object's keys that hold a value (JSON drops the undefined ones). */
const definedKeys = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/**
 * Whether two JSON values are equal whatever the order of their keys: the state a copy publishes from is read back
 * from jsonb, which keeps keys in its own order, so comparing their text would find every event changed.
 */
function same(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const keys = definedKeys(left);
  if (keys.length !== definedKeys(right).length) return false;
  return keys.every((key) => same((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]));
}

/** What `after` changed from `before` (both of one match). */
export function diffLiveMatch(before: LiveMatchJson, after: LiveMatchJson): LiveMatchChange {
  const match: Record<string, unknown> = { version: after.version };
  for (const key of Object.keys(after) as (keyof LiveMatchJson)[]) {
    if (key !== 'events' && !same(before[key], after[key])) match[key] = after[key];
  }
  const old = new Map(before.events.map((event) => [event.id, event]));
  const events = after.events.filter((event) => !same(old.get(event.id), event));
  const kept = new Set(after.events.map((event) => event.id));
  const removed = before.events.filter((event) => !kept.has(event.id)).map((event) => event.id);
  return {
    from: before.version,
    match: match as LiveMatchChange['match'],
    ...(events.length > 0 ? { events } : {}),
    ...(removed.length > 0 ? { removed } : {}),
  };
}

/**
 * The match after `change`, or null when `state` is not the version it was made from (the stream then starts again
 * and gets the whole match). An event changed keeps its place; one added goes last, as the timeline is in order.
 */
export function applyLiveChange(state: LiveMatchJson, change: LiveMatchChange): LiveMatchJson | null {
  if (state.version !== change.from) return null;
  const changed = new Map((change.events ?? []).map((event) => [event.id, event]));
  const removed = new Set(change.removed ?? []);
  const events = state.events.filter((event) => !removed.has(event.id)).map((event) => changed.get(event.id) ?? event);
  const known = new Set(state.events.map((event) => event.id));
  for (const event of change.events ?? []) if (!known.has(event.id)) events.push(event);
  return { ...state, ...change.match, events };
}
