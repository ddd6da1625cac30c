import { seededRandom } from '@/schemas/seeded-random';
import { isWhole, movesRefused, secondsAt, TICK_SECONDS, TICKS_PER_SECOND, timeRefused, type Move, type Replay } from './ticks';

/**
 * Rugby Rush's rules (decision 025): pure and deterministic, played by the browser and replayed by the server from the
 * same seed and moves. The runner moves up a three-lane field at a speed that rises from RUSH.startSpeed to
 * RUSH.maxSpeed; rows of defenders (never all three lanes) and gold bonuses come from the seed. A metre gained is a
 * point, a bonus 25; touching a defender ends the run. Only + − × ÷, min, max and floor on numbers: the same run on
 * every JavaScript engine.
 */
export const RUSH = {
  startSpeed: 8,
  maxSpeed: 20,
  bonusPoints: 25,
} as const;

export const LANES = 3;
/** Metres per second the speed rises by, per second. */
const ACCELERATION = 0.25;
/** Lanes per second the runner slides sideways. */
const LANE_SPEED = 7;
/** How close (metres along, lanes across) counts as contact. */
const HIT_METRES = 0.9;
const HIT_LANES = 0.55;
/** Bonuses are at least this far apart. */
const BONUS_GAP_METRES = 30;

/** A lane change as sent: [tick, direction] — the tick it was made on, -1 left or 1 right. */
export type SteerMove = readonly [tick: number, direction: -1 | 1];

export type ThingKind = 'defender' | 'bonus';

export interface Thing {
  id: number;
  kind: ThingKind;
  lane: number;
  at: number;
  isTaken: boolean;
}

export interface RushState {
  random: () => number;
  /** Ticks run so far. */
  tick: number;
  distance: number;
  speed: number;
  /** The runner's position across the field (0 … LANES - 1), sliding towards `lane`. */
  x: number;
  lane: number;
  bonuses: number;
  things: Thing[];
  nextRowAt: number;
  lastBonusAt: number;
  nextId: number;
  isOver: boolean;
  moves: SteerMove[];
}

export function newRun(seed: number): RushState {
  return {
    random: seededRandom(seed),
    tick: 0,
    distance: 0,
    speed: RUSH.startSpeed,
    x: 1,
    lane: 1,
    bonuses: 0,
    things: [],
    nextRowAt: 35,
    lastBonusAt: -BONUS_GAP_METRES,
    nextId: 1,
    isOver: false,
    moves: [],
  };
}

export function scoreOf(state: Pick<RushState, 'distance' | 'bonuses'>): number {
  return Math.floor(state.distance) + state.bonuses * RUSH.bonusPoints;
}

/** A lane change now (recorded as a move); nothing after the tackle. */
export function steer(state: RushState, direction: -1 | 1): void {
  if (state.isOver) return;
  state.moves.push([state.tick, direction]);
  state.lane = Math.max(0, Math.min(LANES - 1, state.lane + direction));
}

/** The gap to the next row shrinks as the run goes on (more defenders), but never below a gap you can react in. */
function rowGap(state: RushState): number {
  return Math.max(11, 22 - state.distance / 60) + state.random() * 6;
}

function spawnRow(state: RushState, at: number): void {
  const blocked = 1 + (state.random() < Math.min(0.6, state.distance / 800) ? 1 : 0);
  // Fisher–Yates, not sort() with a random comparator: how often sort() calls it differs between engines.
  const lanes = [0, 1, 2];
  for (let index = lanes.length - 1; index > 0; index -= 1) {
    const other = Math.floor(state.random() * (index + 1));
    [lanes[index], lanes[other]] = [lanes[other] as number, lanes[index] as number];
  }
  for (const lane of lanes.slice(0, blocked)) state.things.push({ id: state.nextId++, kind: 'defender', lane, at, isTaken: false });
  const free = lanes.slice(blocked);
  if (free.length > 0 && at - state.lastBonusAt >= BONUS_GAP_METRES && state.random() < 0.45) {
    state.things.push({
      id: state.nextId++,
      kind: 'bonus',
      lane: free[Math.floor(state.random() * free.length)] as number,
      at: at + 5,
      isTaken: false,
    });
    state.lastBonusAt = at + 5;
  }
}

/** Moves the run on by one tick (1/60 s). */
export function step(state: RushState): void {
  if (state.isOver) return;
  state.tick += 1;
  state.speed = Math.min(RUSH.maxSpeed, RUSH.startSpeed + (ACCELERATION * state.tick) / TICKS_PER_SECOND);
  state.distance += state.speed * TICK_SECONDS;
  const slide = LANE_SPEED * TICK_SECONDS;
  state.x = state.x < state.lane ? Math.min(state.lane, state.x + slide) : Math.max(state.lane, state.x - slide);
  while (state.nextRowAt < state.distance + 40) {
    spawnRow(state, state.nextRowAt);
    state.nextRowAt += rowGap(state);
  }
  for (const thing of state.things) {
    if (thing.isTaken || Math.abs(thing.at - state.distance) > HIT_METRES || Math.abs(thing.lane - state.x) > HIT_LANES) continue;
    if (thing.kind === 'bonus') {
      thing.isTaken = true;
      state.bonuses += 1;
    } else {
      state.isOver = true;
      return;
    }
  }
  state.things = state.things.filter((thing) => thing.at > state.distance - 10 && !(thing.kind === 'bonus' && thing.isTaken));
}

/**
 * The server's replay of a run: every lane change in tick order and before the tackle, then the run goes on until a
 * defender stops it. `maxTicks` is the time played: a run still going then (or a move after it) is refused.
 */
export function replayRush(seed: number, moves: readonly Move[], options: { maxTicks: number }): Replay {
  const state = newRun(seed);
  for (const [index, move] of moves.entries()) {
    const [tick, direction] = move;
    const which = `lane change ${index + 1}`;
    if (move.length !== 2 || !isWhole(tick) || tick < 0 || (direction !== -1 && direction !== 1))
      return movesRefused(`${which} is not a lane change`);
    if (tick > options.maxTicks)
      return timeRefused(`${which} was made at ${secondsAt(tick)} s, after ${secondsAt(options.maxTicks)} s of play`);
    if (tick < state.tick) return movesRefused(`${which} at ${secondsAt(tick)} s comes before the last one at ${secondsAt(state.tick)} s`);
    while (state.tick < tick && !state.isOver) step(state);
    if (state.isOver) return movesRefused(`${which} at ${secondsAt(tick)} s comes after the tackle at ${secondsAt(state.tick)} s`);
    steer(state, direction);
  }
  while (!state.isOver && state.tick < options.maxTicks) step(state);
  if (!state.isOver) return timeRefused(`the run was not over after ${secondsAt(options.maxTicks)} s of play`);
  return { ok: true, score: scoreOf(state), ticks: state.tick };
}
