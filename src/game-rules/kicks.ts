import { seededRandom } from '@/schemas/seeded-random';
import { isWhole, movesRefused, secondsAt, TICKS_PER_SECOND, timeRefused, type Move, type Replay } from './ticks';

/**
 * Rugby Kicks' rules (decision 025): pure and deterministic, played by the browser and replayed by the server from the
 * same seed and moves. A round of conversions — wider and longer as it goes on, the wind changing every kick — on a
 * top-down field in metres: the goal line is y = 0 with the posts at x = ±POST_HALF_WIDTH; a kick is taken from (x, y),
 * y metres out. A kick scores 10 × its difficulty (1–5) when it goes over.
 */
export const KICKS = {
  kicksPerRound: 10,
  pointsPerDifficulty: 10,
  maxDifficulty: 5,
} as const;

export const POST_HALF_WIDTH = 2.8;
/** Range of a kick at power 0 and at power 1, in metres. */
export const RANGE_MIN = 22;
export const RANGE_MAX = 68;
/** Aim is limited to ±MAX_AIM radians from straight up the field. */
export const MAX_AIM = 0.9;
/** How far back (metres) the kicker may place the ball along its line, as in a real conversion. */
export const MAX_PLACE_BACK = 15;
/** How much of the wind (m/s) a ball drifts per second in the air. */
const DRIFT_PER_SECOND = 0.6;
/** The ball flies 1 s at power 0, 2.5 s at power 1; the result shows for 0.9 s before the next kick. */
const FLIGHT_TICKS_MIN = TICKS_PER_SECOND;
const FLIGHT_TICKS_PER_POWER = 1.5 * TICKS_PER_SECOND;
export const RESULT_TICKS = Math.round(0.9 * TICKS_PER_SECOND);

/**
 * A kick as sent: [tick, back, aim, power] — the tick it was taken on, how far back the ball was placed (decimetres,
 * 0–150), the aim (milliradians, ±900, positive = right) and the power (thousandths, 0–1000). The browser kicks with
 * exactly these whole numbers, so its result and the server's are the same kick.
 */
export type KickMove = readonly [tick: number, back: number, aim: number, power: number];
export const KICK_MOVE_LIMITS = { back: MAX_PLACE_BACK * 10, aim: MAX_AIM * 1000, power: 1000 } as const;

export interface Kick {
  index: number;
  difficulty: number;
  x: number;
  y: number;
  /** Crosswind in m/s: positive blows to the right. */
  wind: number;
}

export interface KickResult {
  isGood: boolean;
  points: number;
  /** Where the ball crosses the goal line (x), or where it lands short (y > 0). */
  crossX: number;
  landY: number;
  flightTicks: number;
  drift: number;
}

const difficultyOf = (index: number) => Math.min(KICKS.maxDifficulty, 1 + Math.floor(index / 2));

/** The round's kicks: the first straight in front with a light wind (a warm-up), then wider, longer and windier. */
export function makeRound(seed: number): Kick[] {
  const random = seededRandom(seed);
  return Array.from({ length: KICKS.kicksPerRound }, (_, index) => {
    const difficulty = difficultyOf(index);
    const side = random() < 0.5 ? -1 : 1;
    const x = index === 0 ? 0 : (side * Math.round((2 + random() * (difficulty * 5)) * 10)) / 10;
    const y = Math.round((20 + difficulty * 4 + random() * 5) * 10) / 10;
    const windMax = index === 0 ? 1 : 1 + difficulty;
    const wind = Math.round((random() * 2 - 1) * windMax * 10) / 10;
    return { index, difficulty, x, y, wind };
  });
}

/** The most a round of `kickCount` kicks can score: every kick over (300 for ten, 40 for the playable ad's three). */
export function maxRoundScore(kickCount: number = KICKS.kicksPerRound): number {
  let total = 0;
  for (let index = 0; index < Math.min(kickCount, KICKS.kicksPerRound); index += 1)
    total += difficultyOf(index) * KICKS.pointsPerDifficulty;
  return total;
}

/** The kick taken `back` metres further out on the same line (straighter angle, longer kick). */
export function placeKick(kick: Kick, back: number): Kick {
  return { ...kick, y: kick.y + Math.max(0, Math.min(MAX_PLACE_BACK, back)) };
}

export function clampAim(aim: number): number {
  return Math.max(-MAX_AIM, Math.min(MAX_AIM, aim));
}

export function clampPower(power: number): number {
  return Math.max(0, Math.min(1, power));
}

/** The aim that points straight at the middle of the posts from where the kick is taken. */
export function aimAtPosts(kick: Pick<Kick, 'x' | 'y'>): number {
  return clampAim(Math.atan2(-kick.x, kick.y));
}

/** Harder hits fly longer and higher, so the wind has longer to move them. */
export function flightTicksFor(power: number): number {
  return FLIGHT_TICKS_MIN + Math.round(FLIGHT_TICKS_PER_POWER * clampPower(power));
}

/** What a kick with this aim (radians, 0 = straight up the field, positive = right) and power (0–1) does. */
export function kickResult(kick: Kick, aim: number, power: number): KickResult {
  const angle = clampAim(aim);
  const range = RANGE_MIN + (RANGE_MAX - RANGE_MIN) * clampPower(power);
  const flightTicks = flightTicksFor(power);
  const drift = ((kick.wind * flightTicks) / TICKS_PER_SECOND) * DRIFT_PER_SECOND;
  const pathToLine = kick.y / Math.cos(angle);
  const crossX = kick.x + kick.y * Math.tan(angle) + drift;
  const reaches = range >= pathToLine;
  const landY = reaches ? 0 : kick.y - range * Math.cos(angle);
  const isGood = reaches && Math.abs(crossX) < POST_HALF_WIDTH;
  return { isGood, points: isGood ? kick.difficulty * KICKS.pointsPerDifficulty : 0, crossX, landY, flightTicks, drift };
}

export type KicksPhase = 'aim' | 'flight' | 'result' | 'over';

/** A round being played (or replayed), tick by tick. */
export interface KicksState {
  round: Kick[];
  /** The kick being taken (0-based). */
  index: number;
  /** Ticks played so far. */
  tick: number;
  phase: KicksPhase;
  /** Ticks into the flight or the result. */
  phaseTick: number;
  /** The kick in the air or just landed: where it was taken from, its aim, power and result. */
  taken: { kick: Kick; aim: number; power: number; result: KickResult } | null;
  score: number;
  moves: KickMove[];
}

export function newKicks(seed: number, kickCount: number = KICKS.kicksPerRound): KicksState {
  const round = makeRound(seed).slice(0, Math.max(1, Math.min(KICKS.kicksPerRound, kickCount)));
  return { round, index: 0, tick: 0, phase: 'aim', phaseTick: 0, taken: null, score: 0, moves: [] };
}

/** Is this a kick the game allows (whole numbers within the limits), whatever its tick? */
function isKickInRange(back: unknown, aim: unknown, power: unknown): boolean {
  return (
    isWhole(back) &&
    isWhole(aim) &&
    isWhole(power) &&
    back >= 0 &&
    back <= KICK_MOVE_LIMITS.back &&
    Math.abs(aim) <= KICK_MOVE_LIMITS.aim &&
    power >= 0 &&
    power <= KICK_MOVE_LIMITS.power
  );
}

/** Takes the kick now, with the move's whole numbers; false (nothing happens) while the ball is in the air or after the round. */
function takeKick(state: KicksState, back: number, aim: number, power: number): boolean {
  const base = state.round[state.index];
  if (state.phase !== 'aim' || !base || !isKickInRange(back, aim, power)) return false;
  const kick = placeKick(base, back / 10);
  const result = kickResult(kick, aim / 1000, power / 1000);
  state.taken = { kick, aim: aim / 1000, power: power / 1000, result };
  state.moves.push([state.tick, back, aim, power]);
  state.phase = 'flight';
  state.phaseTick = 0;
  return true;
}

/** The browser's kick: the ball placed `back` metres out, the aim in radians and the power 0–1, rounded to the move sent. */
export function kickNow(state: KicksState, kick: { back: number; aim: number; power: number }): boolean {
  return takeKick(
    state,
    Math.round(Math.max(0, Math.min(MAX_PLACE_BACK, kick.back)) * 10),
    Math.round(clampAim(kick.aim) * 1000),
    Math.round(clampPower(kick.power) * 1000),
  );
}

/** One tick: the ball flies, lands (the points count), the result shows, then the next kick or the end of the round. */
export function tickKicks(state: KicksState): void {
  if (state.phase === 'over') return;
  state.tick += 1;
  if (state.phase === 'aim' || !state.taken) return;
  state.phaseTick += 1;
  if (state.phase === 'flight' && state.phaseTick >= state.taken.result.flightTicks) {
    state.score += state.taken.result.points;
    state.phase = 'result';
    state.phaseTick = 0;
  } else if (state.phase === 'result' && state.phaseTick >= RESULT_TICKS) {
    state.index += 1;
    state.taken = null;
    state.phaseTick = 0;
    state.phase = state.index >= state.round.length ? 'over' : 'aim';
  }
}

/**
 * The server's replay of a round: every kick a move the game allows, taken while no ball is in the air, in order; the
 * round ends after its last kick has landed and shown. `maxTicks` is the time played: a round that needs longer is refused.
 */
export function replayKicks(seed: number, moves: readonly Move[], options: { kickCount?: number; maxTicks: number }): Replay {
  const state = newKicks(seed, options.kickCount);
  if (moves.length !== state.round.length) return movesRefused(`the round has ${state.round.length} kicks, ${moves.length} were sent`);
  for (const [index, move] of moves.entries()) {
    const [tick, back, aim, power] = move;
    const which = `kick ${index + 1}`;
    if (move.length !== 4 || !isWhole(tick) || tick < 0) return movesRefused(`${which} is not a kick`);
    if (!isKickInRange(back, aim, power)) return movesRefused(`${which} is outside what the game allows (${move.slice(1).join(', ')})`);
    if (tick > options.maxTicks)
      return timeRefused(`${which} was taken at ${secondsAt(tick)} s, after ${secondsAt(options.maxTicks)} s of play`);
    if (tick < state.tick) return movesRefused(`${which} at ${secondsAt(tick)} s comes before the last kick at ${secondsAt(state.tick)} s`);
    while (state.tick < tick && (state.phase === 'flight' || state.phase === 'result')) tickKicks(state);
    if (state.phase !== 'aim') return movesRefused(`${which} at ${secondsAt(tick)} s was taken while kick ${index} was still in play`);
    // Waiting to aim changes nothing: the round jumps to the kick's tick.
    state.tick = tick;
    takeKick(state, back as number, aim as number, power as number);
  }
  while (state.phase !== 'over') tickKicks(state);
  if (state.tick > options.maxTicks)
    return timeRefused(`the round takes ${secondsAt(state.tick)} s, ${secondsAt(options.maxTicks)} s were played`);
  return { ok: true, score: state.score, ticks: state.tick };
}
