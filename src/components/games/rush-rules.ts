import { RUSH } from '@/schemas/games';
import { seededRandom } from '@/schemas/seeded-random';

/**
 * Rugby Rush's rules, apart from drawing (unit-tested): the runner moves up a three-lane field at a speed that rises
 * from RUSH.startSpeed to RUSH.maxSpeed; rows of defenders (never all three lanes) and gold bonuses come from the
 * seed. A metre gained is a point, a bonus 25; touching a defender ends the run.
 */
export const LANES = 3;
/** Metres per second the speed rises by, per second. */
const ACCELERATION = 0.25;
/** Lanes per second the runner slides sideways. */
const LANE_SPEED = 7;
/** How close (metres along, lanes across) counts as contact. */
const HIT_METRES = 0.9;
const HIT_LANES = 0.55;
/** Bonuses are at least this far apart: at the top speed that is more than RUSH.minMsBetweenBonuses. */
const BONUS_GAP_METRES = 30;

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
  elapsed: number;
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
}

export function newRun(seed: number): RushState {
  return {
    random: seededRandom(seed),
    elapsed: 0,
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
  };
}

export function scoreOf(state: Pick<RushState, 'distance' | 'bonuses'>): number {
  return Math.floor(state.distance) + state.bonuses * RUSH.bonusPoints;
}

export function steer(state: RushState, direction: -1 | 1): void {
  if (state.isOver) return;
  state.lane = Math.max(0, Math.min(LANES - 1, state.lane + direction));
}

/** The gap to the next row shrinks as the run goes on (more defenders), but never below a gap you can react in. */
function rowGap(state: RushState): number {
  return Math.max(11, 22 - state.distance / 60) + state.random() * 6;
}

function spawnRow(state: RushState, at: number): void {
  const blocked = 1 + (state.random() < Math.min(0.6, state.distance / 800) ? 1 : 0);
  const lanes = [0, 1, 2].sort(() => state.random() - 0.5);
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

/** Moves the run on by `dt` seconds (at most a tenth of a second per call). */
export function step(state: RushState, dt: number): void {
  if (state.isOver) return;
  const seconds = Math.min(0.1, Math.max(0, dt));
  state.elapsed += seconds;
  state.speed = Math.min(RUSH.maxSpeed, RUSH.startSpeed + ACCELERATION * state.elapsed);
  state.distance += state.speed * seconds;
  const slide = LANE_SPEED * seconds;
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
