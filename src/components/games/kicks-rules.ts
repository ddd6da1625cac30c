import { KICKS } from '@/schemas/games';
import { seededRandom } from '@/schemas/seeded-random';

/**
 * Rugby Kicks' rules, apart from drawing (unit-tested): a round of conversions from the seed — wider and longer as
 * the round goes on, the wind changing every kick — and what a kick does. Metres on a top-down field: the goal line is
 * y = 0 with the posts at x = ±POST_HALF_WIDTH; a kick is taken from (x, y), y metres out.
 */
export const POST_HALF_WIDTH = 2.8;
/** Range of a kick at power 0 and at power 1, in metres. */
export const RANGE_MIN = 22;
export const RANGE_MAX = 68;
/** Aim is limited to ±MAX_AIM radians from straight up the field. */
export const MAX_AIM = 0.9;
/** How much of the wind (m/s) a ball drifts per second in the air. */
const DRIFT_PER_SECOND = 0.6;

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
  flightSeconds: number;
  drift: number;
}

/** The round's kicks: the first straight in front with a light wind (a warm-up), then wider, longer and windier. */
export function makeRound(seed: number): Kick[] {
  const random = seededRandom(seed);
  return Array.from({ length: KICKS.kicksPerRound }, (_, index) => {
    const difficulty = Math.min(KICKS.maxDifficulty, 1 + Math.floor(index / 2));
    const side = random() < 0.5 ? -1 : 1;
    const x = index === 0 ? 0 : (side * Math.round((2 + random() * (difficulty * 5)) * 10)) / 10;
    const y = Math.round((20 + difficulty * 4 + random() * 5) * 10) / 10;
    const windMax = index === 0 ? 1 : 1 + difficulty;
    const wind = Math.round((random() * 2 - 1) * windMax * 10) / 10;
    return { index, difficulty, x, y, wind };
  });
}

/** How far back (metres) the kicker may place the ball along its line, as in a real conversion. */
export const MAX_PLACE_BACK = 15;

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
export function flightSecondsFor(power: number): number {
  return 1 + 1.5 * clampPower(power);
}

/** What a kick with this aim (radians, 0 = straight up the field, positive = right) and power (0–1) does. */
export function kickResult(kick: Kick, aim: number, power: number): KickResult {
  const angle = clampAim(aim);
  const range = RANGE_MIN + (RANGE_MAX - RANGE_MIN) * clampPower(power);
  const flightSeconds = flightSecondsFor(power);
  const drift = kick.wind * flightSeconds * DRIFT_PER_SECOND;
  const pathToLine = kick.y / Math.cos(angle);
  const crossX = kick.x + kick.y * Math.tan(angle) + drift;
  const reaches = range >= pathToLine;
  const landY = reaches ? 0 : kick.y - range * Math.cos(angle);
  const isGood = reaches && Math.abs(crossX) < POST_HALF_WIDTH;
  return { isGood, points: isGood ? kick.difficulty * KICKS.pointsPerDifficulty : 0, crossX, landY, flightSeconds, drift };
}
