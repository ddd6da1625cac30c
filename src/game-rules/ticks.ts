/**
 * The games' clock (decision 025): both games run in fixed ticks of 1/60 s, so a game is the same on a 30 Hz phone, a
 * 120 Hz laptop and the server that replays it. A move is stamped with the tick it was made on; the game's time is its
 * ticks, never the frame rate.
 */
export const TICKS_PER_SECOND = 60;
export const TICK_SECONDS = 1 / TICKS_PER_SECOND;
export const TICK_MS = 1000 / TICKS_PER_SECOND;

/** The most ticks a game can have run in `ms` of real time (the loop never runs ahead of the clock). */
export function ticksWithin(ms: number): number {
  return Math.floor((Math.max(0, ms) * TICKS_PER_SECOND) / 1000);
}

/** A tick as seconds for a message ("12.4 s"). */
export function secondsAt(tick: number): string {
  return (tick / TICKS_PER_SECOND).toFixed(1);
}

/** What a replay makes of a game's moves: its score and how long the moves take, or why the moves are not a game. */
export type Replay =
  | { ok: true; score: number; ticks: number }
  /** `moves`: not moves this game allows; `time`: moves the game allows, but they take longer than was played. */
  | { ok: false; kind: 'moves' | 'time'; detail: string };

export const movesRefused = (detail: string): Replay => ({ ok: false, kind: 'moves', detail });
export const timeRefused = (detail: string): Replay => ({ ok: false, kind: 'time', detail });

/** A move on the wire: whole numbers, the tick first. */
export type Move = readonly number[];

export const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
