import { describe, expect, it } from 'vitest';
import {
  aimAtPosts,
  kickResult,
  makeRound,
  MAX_PLACE_BACK,
  placeKick,
  POST_HALF_WIDTH,
  RANGE_MAX,
  type Kick,
} from '@/components/games/kicks-rules';
import { newRun, scoreOf, steer, step, type RushState } from '@/components/games/rush-rules';
import { isScoreShapeValid, KICKS, maxScoreFor, RUSH } from '@/schemas/games';

/** The games' rules apart from drawing (issue 13): scoring, the wind, collisions, and that play stays within the server's bound. */
describe('Rugby Kicks', () => {
  const calm: Kick = { index: 0, difficulty: 1, x: 0, y: 25, wind: 0 };

  it('a round is the same for the same seed: ten kicks, the first straight in front, harder and windier later', () => {
    const round = makeRound(42);
    expect(makeRound(42)).toEqual(round);
    expect(makeRound(43)).not.toEqual(round);
    expect(round).toHaveLength(KICKS.kicksPerRound);
    expect(round[0]).toMatchObject({ x: 0, difficulty: 1 });
    expect(Math.abs(round[0]!.wind)).toBeLessThanOrEqual(1);
    expect(round.map((kick) => kick.difficulty)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    const last = round[9]!;
    expect(last.y).toBeGreaterThan(round[0]!.y);
  });

  it('straight and strong enough is over for 10 × difficulty; short or wide is a miss', () => {
    expect(kickResult(calm, 0, 0.5)).toMatchObject({ isGood: true, points: 10 });
    expect(kickResult({ ...calm, difficulty: 4 }, 0, 0.5).points).toBe(40);
    expect(kickResult({ ...calm, y: 20 }, 0, 0)).toMatchObject({ isGood: true });
    expect(kickResult({ ...calm, y: 45 }, 0, 0)).toMatchObject({ isGood: false, points: 0 });
    expect(kickResult({ ...calm, y: 45 }, 0, 0).landY).toBeGreaterThan(0);
    expect(kickResult(calm, 0.3, 0.6)).toMatchObject({ isGood: false });
  });

  it('the wind moves the ball, more the harder it is hit; aiming into it makes the kick', () => {
    const windy: Kick = { ...calm, wind: 5 };
    const soft = kickResult(windy, 0, 0.2);
    const hard = kickResult(windy, 0, 1);
    expect(hard.drift).toBeGreaterThan(soft.drift);
    expect(hard.isGood).toBe(false);
    const aim = Math.atan2(-hard.drift, windy.y);
    expect(kickResult(windy, aim, 1)).toMatchObject({ isGood: true });
  });

  it('aiming at the posts from a wide angle with no wind goes over, and the first kick of every round can be made straight', () => {
    const wide: Kick = { index: 5, difficulty: 3, x: 18, y: 30, wind: 0 };
    expect(kickResult(wide, aimAtPosts(wide), 0.6).isGood).toBe(true);
    expect(Math.abs(kickResult(wide, aimAtPosts(wide), 0.6).crossX)).toBeLessThan(POST_HALF_WIDTH);
    for (const seed of [1, 7, 99, 123456]) expect(kickResult(makeRound(seed)[0]!, 0, 0.6).isGood).toBe(true);
    expect(RANGE_MAX).toBeGreaterThan(50);
  });

  it('the ball is placed back along its line, up to the limit: a straighter angle, a longer kick', () => {
    const wide: Kick = { index: 4, difficulty: 3, x: 20, y: 24, wind: 0 };
    expect(placeKick(wide, 6)).toMatchObject({ x: 20, y: 30 });
    expect(placeKick(wide, 99).y).toBe(wide.y + MAX_PLACE_BACK);
    expect(placeKick(wide, -3).y).toBe(wide.y);
    expect(Math.abs(aimAtPosts(placeKick(wide, 10)))).toBeLessThan(Math.abs(aimAtPosts(wide)));
    // A kick that just reaches from the try line falls short from further back.
    expect(kickResult({ ...calm, y: 21 }, 0, 0).isGood).toBe(true);
    expect(kickResult(placeKick({ ...calm, y: 21 }, 5), 0, 0).isGood).toBe(false);
  });

  it('the best possible round is what the server accepts once the kicks have had their time', () => {
    const best = KICKS.kicksPerRound * KICKS.maxDifficulty * KICKS.pointsPerDifficulty;
    expect(maxScoreFor('rugby-kicks', KICKS.kicksPerRound * 2000)).toBe(best);
    expect(isScoreShapeValid('rugby-kicks', 30)).toBe(true);
    expect(isScoreShapeValid('rugby-kicks', 35)).toBe(false);
  });
});

describe('Rugby Rush', () => {
  const runFor = (state: RushState, seconds: number, policy?: (state: RushState) => void) => {
    for (let t = 0; t < seconds && !state.isOver; t += 1 / 60) {
      policy?.(state);
      step(state, 1 / 60);
    }
    return state;
  };

  it('the same seed gives the same run; metres score one each and the speed rises to its cap', () => {
    const a = runFor(newRun(5), 3);
    const b = runFor(newRun(5), 3);
    expect(a.distance).toBeCloseTo(b.distance);
    expect(a.things.map((thing) => [thing.kind, thing.lane, thing.at])).toEqual(
      b.things.map((thing) => [thing.kind, thing.lane, thing.at]),
    );
    const run = newRun(5);
    step(run, 0.1);
    expect(run.distance).toBeCloseTo(RUSH.startSpeed * 0.1 + 0.25 * 0.1 * 0.1, 1);
    expect(scoreOf({ distance: 123.9, bonuses: 2 })).toBe(123 + 2 * RUSH.bonusPoints);
    const long = newRun(5);
    long.things = [];
    long.nextRowAt = Number.POSITIVE_INFINITY;
    runFor(long, 80);
    expect(long.speed).toBe(RUSH.maxSpeed);
  });

  it('running into a defender ends the run; a bonus in your lane is collected once', () => {
    const run = newRun(1);
    run.nextRowAt = Number.POSITIVE_INFINITY;
    run.things = [
      { id: 1, kind: 'bonus', lane: 1, at: 3, isTaken: false },
      { id: 2, kind: 'defender', lane: 0, at: 5, isTaken: false },
      { id: 3, kind: 'defender', lane: 1, at: 8, isTaken: false },
    ];
    runFor(run, 0.6);
    expect(run.bonuses).toBe(1);
    expect(run.isOver).toBe(false);
    runFor(run, 2);
    expect(run.isOver).toBe(true);
    expect(run.distance).toBeLessThan(9);
  });

  it('steering changes lanes within the field, and a dodge avoids the tackle', () => {
    const run = newRun(1);
    steer(run, -1);
    steer(run, -1);
    expect(run.lane).toBe(0);
    steer(run, 1);
    steer(run, 1);
    steer(run, 1);
    expect(run.lane).toBe(2);
    const dodge = newRun(1);
    dodge.nextRowAt = Number.POSITIVE_INFINITY;
    dodge.things = [{ id: 1, kind: 'defender', lane: 1, at: 6, isTaken: false }];
    steer(dodge, 1);
    runFor(dodge, 2);
    expect(dodge.isOver).toBe(false);
  });

  it('a run that dodges by looking ahead never scores more than the server accepts for its time', () => {
    for (const seed of [3, 11, 2024]) {
      const run = newRun(seed);
      const dodger = (state: RushState) => {
        const ahead = state.things.find(
          (thing) => thing.kind === 'defender' && thing.lane === state.lane && thing.at > state.distance && thing.at - state.distance < 8,
        );
        if (!ahead) return;
        const free = [0, 1, 2].filter(
          (lane) => !state.things.some((thing) => thing.kind === 'defender' && thing.lane === lane && Math.abs(thing.at - ahead.at) < 3),
        );
        const target = free.sort((a, b) => Math.abs(a - state.lane) - Math.abs(b - state.lane))[0];
        if (target !== undefined && target !== state.lane) steer(state, target < state.lane ? -1 : 1);
      };
      runFor(run, 90, dodger);
      expect(scoreOf(run)).toBeLessThanOrEqual(maxScoreFor('rugby-rush', run.elapsed * 1000));
      expect(run.distance).toBeGreaterThan(50);
    }
  });
});

describe('the playable ad cookie', () => {
  it('is written in the obfuscated form sign-up decodes, and read back', async () => {
    const { encodeScore, decodeScore } = await import('@/components/games/playable-ad-cookie');
    const { decodePlayableAdScore, encodePlayableAdScore } = await import('@/server/identity/playable-ad-score');
    for (const score of [0, 10, 150, 999_999]) {
      expect(encodeScore(score)).toBe(encodePlayableAdScore(score));
      expect(decodePlayableAdScore(encodeScore(score))).toBe(score);
      expect(decodeScore(encodeScore(score))).toBe(score);
    }
    expect(decodeScore('bm9wZQ')).toBeNull();
  });
});
