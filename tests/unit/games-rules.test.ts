import { describe, expect, it } from 'vitest';
import { playKicks, playRush } from '@/game-rules/autoplay';
import {
  aimAtPosts,
  KICKS,
  kickNow,
  kickResult,
  makeRound,
  MAX_PLACE_BACK,
  maxRoundScore,
  newKicks,
  placeKick,
  POST_HALF_WIDTH,
  RANGE_MAX,
  replayKicks,
  RESULT_TICKS,
  tickKicks,
  type Kick,
} from '@/game-rules/kicks';
import { newRun, replayRush, RUSH, scoreOf, step, steer, type RushState } from '@/game-rules/rush';
import { ticksWithin, TICKS_PER_SECOND } from '@/game-rules/ticks';

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

  it('the best possible round is 300 (three kicks: 40): ten kicks of difficulty 1, 1, 2, 2 … 5, 5, in tens', () => {
    expect(maxRoundScore()).toBe(300);
    expect(maxRoundScore(3)).toBe(40);
    expect(KICKS.kicksPerRound).toBe(10);
  });
});

/** Plays a round tick by tick as the browser does: `kicks` are taken in order, each when the ball is ready. */
function playRound(seed: number, kicks: { wait: number; back: number; aim: number; power: number }[], kickCount = 10) {
  const state = newKicks(seed, kickCount);
  for (const kick of kicks) {
    while (state.phase !== 'aim') tickKicks(state);
    for (let wait = 0; wait < kick.wait; wait += 1) tickKicks(state);
    expect(kickNow(state, kick)).toBe(true);
  }
  while (state.phase !== 'over') tickKicks(state);
  return state;
}

describe('Rugby Kicks, played and replayed (decision 025)', () => {
  it('a kick is the move sent: whole decimetres, milliradians and thousandths, stamped with its tick', () => {
    const state = newKicks(5, 3);
    for (let tick = 0; tick < 30; tick += 1) tickKicks(state);
    expect(kickNow(state, { back: 2.34, aim: 0.12345, power: 0.6789 })).toBe(true);
    expect(state.moves).toEqual([[30, 23, 123, 679]]);
    // While the ball is in the air nothing is kicked.
    expect(kickNow(state, { back: 0, aim: 0, power: 0.5 })).toBe(false);
    expect(state.moves).toHaveLength(1);
    expect(state.taken?.result.flightTicks).toBe(60 + Math.round(90 * 0.679));
  });

  it('the replay of a played round gives its score and its length; a round is over after the last kick has landed and shown', () => {
    for (const seed of [1, 77, 31337]) {
      const played = playKicks(seed, { think: () => 20, miss: () => false });
      expect(played.score).toBe(300);
      expect(replayKicks(seed, played.moves, { maxTicks: played.ticks })).toEqual({ ok: true, score: 300, ticks: played.ticks });
      const state = playRound(seed, [
        { wait: 5, back: 0, aim: 0.6, power: 0.2 },
        ...Array.from({ length: 9 }, () => ({ wait: 0, back: 1, aim: 0, power: 1 })),
      ]);
      expect(replayKicks(seed, state.moves, { maxTicks: state.tick })).toEqual({ ok: true, score: state.score, ticks: state.tick });
      const last = state.moves.at(-1)!;
      expect(state.tick).toBe(last[0] + 60 + Math.round((90 * last[3]) / 1000) + RESULT_TICKS);
    }
  });

  it('refuses kicks the game does not allow: while the ball is in the air, out of order, out of range, too few or too many', () => {
    const played = playKicks(9);
    const at = (index: number, move: number[]) => played.moves.map((kick, other) => (other === index ? move : kick));
    const refusal = (moves: readonly (readonly number[])[]) => replayKicks(9, moves, { maxTicks: 1_000_000 });
    // 1.2 s apart (the old bound's pace): the first kick is still in the air.
    expect(refusal(Array.from({ length: 10 }, (_, index) => [index * 72, 0, 0, 500]))).toMatchObject({
      ok: false,
      kind: 'moves',
      detail: expect.stringContaining('kick 2 at 1.2 s was taken while kick 1 was still in play'),
    });
    expect(refusal(at(3, [(played.moves[2]![0] as number) - 1, 0, 0, 500]))).toMatchObject({ ok: false, kind: 'moves' });
    expect(refusal(at(0, [10, 151, 0, 500]))).toMatchObject({ ok: false, kind: 'moves', detail: expect.stringContaining('outside') });
    expect(refusal(at(0, [10, 0, 901, 500]))).toMatchObject({ ok: false, kind: 'moves' });
    expect(refusal(at(0, [10, 0, 0, 1001]))).toMatchObject({ ok: false, kind: 'moves' });
    expect(refusal(at(0, [10, 0, 0]))).toMatchObject({ ok: false, kind: 'moves' });
    expect(refusal(at(0, [-1, 0, 0, 500]))).toMatchObject({ ok: false, kind: 'moves' });
    expect(refusal(played.moves.slice(1))).toMatchObject({ ok: false, kind: 'moves', detail: 'the round has 10 kicks, 9 were sent' });
    expect(refusal([...played.moves, played.moves[9]!])).toMatchObject({ ok: false, kind: 'moves' });
  });

  it('refuses a round that takes longer than the time played: the whole round at its fastest is 19 s, never 12', () => {
    const played = playKicks(9, { think: () => 0, miss: () => false });
    expect(replayKicks(9, played.moves, { maxTicks: played.ticks - 1 })).toMatchObject({ ok: false, kind: 'time' });
    expect(replayKicks(9, played.moves, { maxTicks: ticksWithin(12_000) })).toMatchObject({ ok: false, kind: 'time' });
    // Every kick at power 0, no time to aim: ten flights of 1 s and ten results of 0.9 s.
    const fastest = Array.from({ length: 10 }, (_, index) => [index * (TICKS_PER_SECOND + RESULT_TICKS), 0, 0, 0]);
    expect(replayKicks(9, fastest, { maxTicks: ticksWithin(19_000) })).toMatchObject({ ok: true, ticks: 10 * (60 + RESULT_TICKS) });
  });
});

describe('Rugby Rush', () => {
  const runFor = (state: RushState, seconds: number, policy?: (state: RushState) => void) => {
    for (let tick = 0; tick < seconds * TICKS_PER_SECOND && !state.isOver; tick += 1) {
      policy?.(state);
      step(state);
    }
    return state;
  };

  it('the same seed gives the same run; metres score one each and the speed rises to its cap', () => {
    const a = runFor(newRun(5), 3);
    const b = runFor(newRun(5), 3);
    expect(a.distance).toBe(b.distance);
    expect(a.things.map((thing) => [thing.kind, thing.lane, thing.at])).toEqual(
      b.things.map((thing) => [thing.kind, thing.lane, thing.at]),
    );
    const run = newRun(5);
    for (let tick = 0; tick < 6; tick += 1) step(run);
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

  it('steering changes lanes within the field, is recorded with its tick, and a dodge avoids the tackle', () => {
    const run = newRun(1);
    steer(run, -1);
    steer(run, -1);
    expect(run.lane).toBe(0);
    step(run);
    steer(run, 1);
    steer(run, 1);
    steer(run, 1);
    expect(run.lane).toBe(2);
    expect(run.moves).toEqual([
      [0, -1],
      [0, -1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const dodge = newRun(1);
    dodge.nextRowAt = Number.POSITIVE_INFINITY;
    dodge.things = [{ id: 1, kind: 'defender', lane: 1, at: 6, isTaken: false }];
    steer(dodge, 1);
    runFor(dodge, 2);
    expect(dodge.isOver).toBe(false);
  });
});

describe('Rugby Rush, played and replayed (decision 025)', () => {
  it('the replay of a played run gives its score, its length and the tackle', () => {
    for (const seed of [3, 11, 2024]) {
      const played = playRush(seed, { tiredAt: 30 * TICKS_PER_SECOND });
      expect(played.moves.length).toBeGreaterThan(0);
      expect(replayRush(seed, played.moves, { maxTicks: played.ticks })).toEqual({ ok: true, score: played.score, ticks: played.ticks });
      // The same moves from another seed are another run.
      expect(replayRush(seed + 1, played.moves, { maxTicks: played.ticks * 10 })).not.toEqual({
        ok: true,
        score: played.score,
        ticks: played.ticks,
      });
    }
  });

  it('refuses a run still going when the time played runs out, moves out of order, after the tackle, or not lane changes', () => {
    const played = playRush(3, { tiredAt: 20 * TICKS_PER_SECOND });
    expect(replayRush(3, played.moves, { maxTicks: played.ticks - 1 })).toMatchObject({ ok: false, kind: 'time' });
    expect(replayRush(3, [], { maxTicks: 5 })).toMatchObject({
      ok: false,
      kind: 'time',
      detail: 'the run was not over after 0.1 s of play',
    });
    expect(replayRush(3, [...played.moves, [played.ticks, 1]], { maxTicks: played.ticks * 2 })).toMatchObject({
      ok: false,
      kind: 'moves',
      detail: expect.stringContaining('after the tackle'),
    });
    expect(
      replayRush(
        3,
        [
          [50, 1],
          [40, -1],
        ],
        { maxTicks: 100_000 },
      ),
    ).toMatchObject({ ok: false, kind: 'moves' });
    expect(replayRush(3, [[50, 2]], { maxTicks: 100_000 })).toMatchObject({ ok: false, kind: 'moves' });
    expect(replayRush(3, [[50, 1, 0]], { maxTicks: 100_000 })).toMatchObject({ ok: false, kind: 'moves' });
    expect(replayRush(3, [[1.5, 1]], { maxTicks: 100_000 })).toMatchObject({ ok: false, kind: 'moves' });
  });

  it('a run that dodges perfectly scores at most 20 m/s and a bonus a second of its time', () => {
    const played = playRush(2024, { tiredAt: 90 * TICKS_PER_SECOND });
    const seconds = played.ticks / TICKS_PER_SECOND;
    expect(played.score).toBeLessThanOrEqual(seconds * RUSH.maxSpeed + (seconds + 1) * RUSH.bonusPoints);
    expect(played.score).toBeGreaterThan(500);
  });
});
