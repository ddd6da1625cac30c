import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as player } from '@/app/api/site/games/player/route';
import { POST as score } from '@/app/api/site/games/score/route';
import { POST as start } from '@/app/api/site/games/start/route';
import { playKicks, playRush, type Played } from '@/game-rules/autoplay';
import { TICK_MS } from '@/game-rules/ticks';
import { subscriptions } from '@/server/billing/schema';
import { getDb } from '@/server/db/client';
import { getGameStandings, getPersonalBests, listScoresForStaff, startGame, submitScore, voidScore } from '@/server/games';
import { makeFan, sessionFor } from '../support/fancred';
import { call, errorOf } from '../support/identity-http';

/**
 * Games (issue 13, decision 025): only a subscriber plays; the server starts every game and takes one score per
 * session, ranked only as the server's replay of the game's moves from the session's seed makes it, in no more time
 * than has passed since the start; a ranked score earns game_play points once, capped daily.
 */
async function subscriber(extra: Parameters<typeof makeFan>[0] = {}) {
  const fan = await makeFan({ nickname: `Kicker${randomUUID().slice(0, 6)}`, ...extra });
  const db = await getDb();
  const now = Date.now();
  await db.insert(subscriptions).values({
    id: `gm-${randomUUID()}`,
    userId: fan.id,
    provider: 'vodacom',
    package: 'subscription_monthly',
    state: 'active',
    startedAt: new Date(now - 86_400_000),
    expiresAt: new Date(now + 30 * 86_400_000),
  });
  return { fan, jar: await sessionFor(fan.id) };
}

const json = async <T>(response: Response) => (await response.json()) as T;

/** A started game's session (a live fan's start is never refused). */
async function newGame(input: Parameters<typeof startGame>[0]) {
  const started = await startGame(input);
  if (!started.ok) throw new Error(started.error.code);
  return started.session;
}

/** The session's seed, as the fan's browser got it. */
async function seedOf(sessionId: string): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ seed: number }>(sql`select seed from game_sessions where id = ${sessionId}`);
  return Number(rows.rows[0]?.seed);
}

/** A kicker who misses the kicks whose number (1–10) is listed. */
const kicker = (misses: number[] = []) => {
  let kick = 0;
  return { think: () => 40, miss: () => misses.includes(++kick) };
};

/** How long a played game took in real time: its ticks and a moment to load and send. */
const realMsOf = (played: Played) => Math.ceil(played.ticks * TICK_MS) + 1500;

/** Moves a session's start back, as if the fan had been playing for `ms`. */
async function playedFor(sessionId: string, ms: number) {
  const db = await getDb();
  await db.execute(sql`update game_sessions set started_at = now() - make_interval(secs => ${ms / 1000}) where id = ${sessionId}`);
}

async function pointsOf(userId: string, action = 'game_play') {
  const db = await getDb();
  const rows = await db.execute<{ points: number; n: number }>(
    sql`select coalesce(sum(points), 0)::int as points, count(*)::int as n from fan_events where user_id = ${userId} and action = ${action} and event_status = 'applied'`,
  );
  return rows.rows[0] ?? { points: 0, n: 0 };
}

describe('access to the games', () => {
  it("a visitor gets 401, a member without a subscription 403 with the spec's text, a subscriber plays", async () => {
    expect((await errorOf(await call(player, '/api/site/games/player'))).status).toBe(401);
    expect((await errorOf(await call(start, '/api/site/games/start', { game: 'rugby-kicks' }))).status).toBe(401);
    expect((await errorOf(await call(score, '/api/site/games/score', { session_id: randomUUID(), score: 10 }))).status).toBe(401);

    const member = await makeFan({ nickname: 'NoSub' });
    const memberJar = await sessionFor(member.id);
    expect(await errorOf(await call(player, '/api/site/games/player', undefined, { jar: memberJar }))).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: 'You need an active subscription to watch videos and play games.',
    });
    expect((await errorOf(await call(start, '/api/site/games/start', { game: 'rugby-rush' }, { jar: memberJar }))).status).toBe(403);

    const { fan, jar } = await subscriber();
    expect(await json(await call(player, '/api/site/games/player', undefined, { jar }))).toEqual({
      external_user_id: fan.id,
      gamer_tag: fan.nickname,
    });
    const started = await call(start, '/api/site/games/start', { game: 'rugby-rush' }, { jar });
    expect(started.status).toBe(201);
    const session = await json<{ session_id: string; seed: number; game: string }>(started);
    expect(session.game).toBe('rugby-rush');
    expect(session.seed).toBeGreaterThan(0);
  });

  it('a subscriber without a nickname is told so (games_no_nickname) and cannot start; bad input is a 4xx', async () => {
    const { jar } = await subscriber({ nickname: null });
    expect(await json(await call(player, '/api/site/games/player', undefined, { jar }))).toMatchObject({ gamer_tag: null });
    expect(await errorOf(await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar }))).toMatchObject({
      status: 409,
      code: 'nickname_required',
    });
    const named = await subscriber();
    expect((await errorOf(await call(start, '/api/site/games/start', { game: 'chess' }, { jar: named.jar }))).status).toBe(422);
    for (const body of [
      { session_id: 'nope', score: 10, moves: [] },
      { session_id: randomUUID(), score: -1, moves: [] },
      { session_id: randomUUID(), score: 1.5, moves: [] },
      { session_id: randomUUID(), score: 10_000_000, moves: [] },
      { session_id: randomUUID(), moves: [] },
      // The old body, a score and nothing to replay.
      { session_id: randomUUID(), score: 10 },
      { session_id: randomUUID(), score: 10, moves: 'kick' },
      { session_id: randomUUID(), score: 10, moves: [[1, 2, 3, 4, 5]] },
      { session_id: randomUUID(), score: 10, moves: [[]] },
      { session_id: randomUUID(), score: 10, moves: [[1.5, 1]] },
      { session_id: randomUUID(), score: 10, moves: [[1, 'left']] },
      { session_id: randomUUID(), score: 10, moves: Array.from({ length: 6001 }, (_, tick) => [tick, 1]) },
    ]) {
      const refused = await errorOf(await call(score, '/api/site/games/score', body, { jar: named.jar }));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
  });
});

describe('scores', () => {
  it('one score per session under 50 concurrent sends; it earns game_play points once', async () => {
    const { fan, jar } = await subscriber();
    const session = await json<{ session_id: string; seed: number }>(
      await call(start, '/api/site/games/start', { game: 'rugby-rush' }, { jar }),
    );
    const played = playRush(session.seed, { tiredAt: 15 * 60 });
    await playedFor(session.session_id, realMsOf(played));
    const body = { session_id: session.session_id, score: played.score, moves: played.moves };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(score, '/api/site/games/score', body, { jar })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const db = await getDb();
    const stored = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from game_scores where session_id = ${session.session_id}`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    expect(await pointsOf(fan.id)).toEqual({ points: 5, n: 1 });
    expect(await errorOf(await call(score, '/api/site/games/score', body, { jar }))).toMatchObject({ status: 409, code: 'already_scored' });
  });

  it('a really played game is ranked with exactly the score its replay makes', async () => {
    const { fan, jar } = await subscriber();
    for (const game of ['rugby-kicks', 'rugby-rush'] as const) {
      const session = await json<{ session_id: string; seed: number }>(await call(start, '/api/site/games/start', { game }, { jar }));
      expect(await seedOf(session.session_id)).toBe(session.seed);
      const played = game === 'rugby-kicks' ? playKicks(session.seed, kicker([2, 5, 9])) : playRush(session.seed, { tiredAt: 12 * 60 });
      await playedFor(session.session_id, realMsOf(played));
      const answer = await call(
        score,
        '/api/site/games/score',
        { session_id: session.session_id, score: played.score, moves: played.moves },
        { jar },
      );
      expect(answer.status).toBe(201);
      expect(await json(answer)).toMatchObject({ status: 'ranked', score: played.score, points: 5 });
      const db = await getDb();
      const row = await db.execute<{ score: number; replay_score: number; status: string; reason: string | null }>(
        sql`select score, replay_score, status, reason from game_scores where session_id = ${session.session_id}`,
      );
      expect(row.rows).toEqual([{ score: played.score, replay_score: played.score, status: 'ranked', reason: null }]);
      expect(
        (await getGameStandings({ game, period: 'today', limit: 100 })).find((standing) => standing.nickname === fan.nickname),
      ).toMatchObject({
        score: played.score,
      });
    }
    const kicks = (await listScoresForStaff(fan.id)).find((row) => row.game === 'rugby-kicks');
    // Kicks 2, 5 and 9 (difficulty 1, 3 and 5) went wide: 300 - 10 - 30 - 50.
    expect(kicks).toMatchObject({ score: 210, replayScore: 210, status: 'ranked' });
  });

  it('refuses the old forged 500 after 12 s: a bare score, ten kicks 1.2 s apart, or a perfect round that takes longer than 12 s', async () => {
    const { fan, jar } = await subscriber();
    const kicksGame = async () => {
      const session = await json<{ session_id: string; seed: number }>(
        await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar }),
      );
      await playedFor(session.session_id, 12_000);
      return session;
    };
    const send = (body: object) => call(score, '/api/site/games/score', body, { jar });
    // The old request: a score and no moves to replay.
    const bare = await kicksGame();
    expect(await errorOf(await send({ session_id: bare.session_id, score: 500 }))).toMatchObject({ status: 422, code: 'invalid_input' });
    // Ten kicks at the old bound's pace: each taken while the one before was still in the air.
    const rushed = await kicksGame();
    const tenQuick = Array.from({ length: 10 }, (_, index) => [index * 72, 0, 0, 500]);
    expect(await errorOf(await send({ session_id: rushed.session_id, score: 500, moves: tenQuick }))).toMatchObject({
      status: 422,
      code: 'invalid_moves',
      message: 'These moves are not possible in this game.',
    });
    // The best round there is — every kick over, no time spent aiming — needs at least 19 s, not 12.
    const perfect = await kicksGame();
    const best = playKicks(perfect.seed, { think: () => 0, miss: () => false });
    expect(best.score).toBe(300);
    expect(await errorOf(await send({ session_id: perfect.session_id, score: 300, moves: best.moves }))).toMatchObject({
      status: 422,
      code: 'impossible_score',
      message: 'This score is not possible in the time played.',
    });
    const db = await getDb();
    const kept = await db.execute<{ score: number; replay_score: number | null; status: string; reason: string }>(
      sql`select score, replay_score, status, reason from game_scores where user_id = ${fan.id} order by id`,
    );
    expect(kept.rows).toEqual([
      {
        score: 500,
        replay_score: null,
        status: 'refused',
        reason: 'invalid_moves: kick 2 at 1.2 s was taken while kick 1 was still in play',
      },
      {
        score: 300,
        replay_score: null,
        status: 'refused',
        reason: expect.stringMatching(/^impossible_score: kick \d+ was taken at \d+\.\d s, after 12\.\d s of play$/),
      },
    ]);
    expect(await pointsOf(fan.id)).toEqual({ points: 0, n: 0 });
  });

  it('refuses moves that claim more than their replay makes, keeping the claim and the replay for staff', async () => {
    const { fan, jar } = await subscriber();
    const kicks = await json<{ session_id: string; seed: number }>(
      await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar }),
    );
    const missed = playKicks(kicks.seed, kicker([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(missed.score).toBe(100);
    await playedFor(kicks.session_id, realMsOf(missed));
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: kicks.session_id, score: 300, moves: missed.moves }, { jar })),
    ).toMatchObject({ status: 422, code: 'score_mismatch', message: "This score is not what the game's moves make." });
    // A run's moves from another game's seed: the replay of this seed makes another run.
    const rush = await json<{ session_id: string; seed: number }>(
      await call(start, '/api/site/games/start', { game: 'rugby-rush' }, { jar }),
    );
    const elsewhere = playRush(rush.seed + 1, { tiredAt: 10 * 60 });
    await playedFor(rush.session_id, 20 * 60_000);
    const forged = await errorOf(
      await call(score, '/api/site/games/score', { session_id: rush.session_id, score: elsewhere.score, moves: elsewhere.moves }, { jar }),
    );
    expect(['score_mismatch', 'invalid_moves']).toContain(forged.code);
    expect(forged.status).toBe(422);

    const staff = await listScoresForStaff(fan.id);
    expect(staff.find((row) => row.game === 'rugby-kicks')).toMatchObject({
      score: 300,
      replayScore: 100,
      status: 'refused',
      reason: 'score_mismatch: 300 was sent, the moves make 100',
    });
    expect(staff.find((row) => row.game === 'rugby-rush')).toMatchObject({ score: elsewhere.score, status: 'refused' });
    expect(await pointsOf(fan.id)).toEqual({ points: 0, n: 0 });
    expect((await getGameStandings({ game: 'rugby-kicks', period: 'all', limit: 100 })).some((row) => row.nickname === fan.nickname)).toBe(
      false,
    );
  });

  it('refuses a foreign session and a too-early score, and keeps the refusal for staff unranked', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const session = await json<{ session_id: string; seed: number }>(
      await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar: owner.jar }),
    );
    const played = playKicks(session.seed);
    const body = { session_id: session.session_id, score: played.score, moves: played.moves };
    expect(await errorOf(await call(score, '/api/site/games/score', body, { jar: other.jar }))).toMatchObject({
      status: 404,
      code: 'unknown_session',
    });
    expect(
      await errorOf(await call(score, '/api/site/games/score', { ...body, session_id: randomUUID() }, { jar: owner.jar })),
    ).toMatchObject({
      status: 404,
    });
    // Just started: too short to score.
    expect(await errorOf(await call(score, '/api/site/games/score', body, { jar: owner.jar }))).toMatchObject({
      status: 422,
      code: 'game_too_short',
    });
    const db = await getDb();
    const kept = await db.execute<{ status: string; reason: string }>(
      sql`select status, reason from game_scores where user_id = ${owner.fan.id}`,
    );
    expect(kept.rows).toEqual([{ status: 'refused', reason: 'game_too_short' }]);
    expect(await db.execute(sql`select 1 from game_scores where user_id = ${other.fan.id}`)).toMatchObject({ rows: [] });
  });

  it('a body larger than the moves can need is refused before it is read in full', async () => {
    const { jar } = await subscriber();
    const moves = Array.from({ length: 20_000 }, (_, tick) => [tick * 1000, 1]);
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: randomUUID(), score: 10, moves }, { jar })),
    ).toMatchObject({
      status: 413,
    });
  });

  it('an expired session cannot score', async () => {
    const { fan } = await subscriber();
    const startedAt = new Date('2026-11-25T08:00:00Z');
    const session = await newGame({ userId: fan.id, game: 'rugby-rush', now: startedAt });
    const played = playRush(session.seed);
    const late = await submitScore({
      userId: fan.id,
      sessionId: session.sessionId,
      score: played.score,
      moves: played.moves,
      now: new Date(startedAt.getTime() + 31 * 60_000),
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'session_expired' } });
  });

  it("points stop at the rule's daily cap (25 a day: five games), the tables and personal bests follow the SAST day and month", async () => {
    const { fan } = await subscriber();
    const day = new Date('2026-11-24T21:30:00Z'); // 23:30 in South Africa on the 24th
    const results = [];
    for (let play = 0; play < 6; play += 1) {
      const session = await newGame({ userId: fan.id, game: 'rugby-kicks', now: new Date(day.getTime() - 60_000 + play) });
      // Fewer misses each game: 30, 60, 100, 150, 210 and 300.
      const played = playKicks(session.seed, kicker([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].slice(play * 2)));
      results.push(await submitScore({ userId: fan.id, sessionId: session.sessionId, score: played.score, moves: played.moves, now: day }));
    }
    expect(results.map((result) => (result.ok ? result.score : -1))).toEqual([0, 20, 60, 120, 200, 300]);
    expect(results.map((result) => (result.ok ? result.points : -1))).toEqual([5, 5, 5, 5, 5, 0]);
    // One hour later it is the 25th in South Africa: a new day, the same month.
    const next = new Date(day.getTime() + 3_600_000);
    const bests = await getPersonalBests(fan.id, next);
    expect(bests['rugby-kicks']).toEqual({ today: null, month: 300, all: 300 });
    expect(bests['rugby-rush']).toEqual({ today: null, month: null, all: null });
    const month = await getGameStandings({ game: 'rugby-kicks', period: 'month', now: next, limit: 100 });
    expect(month.filter((row) => row.nickname === fan.nickname)).toEqual([expect.objectContaining({ score: 300 })]);
    const today = await getGameStandings({ game: 'rugby-kicks', period: 'today', now: day, limit: 100 });
    expect(today.some((row) => row.nickname === fan.nickname)).toBe(true);
  });
});

describe('staff', () => {
  it('void a ranked score (audited, off the tables); a refused or unknown one cannot be voided', async () => {
    const { fan } = await subscriber();
    const at = new Date();
    const session = await newGame({ userId: fan.id, game: 'rugby-rush', now: new Date(at.getTime() - 60_000) });
    const played = playRush(session.seed, { tiredAt: 10 * 60 });
    const ranked = await submitScore({ userId: fan.id, sessionId: session.sessionId, score: played.score, moves: played.moves, now: at });
    expect(ranked.ok).toBe(true);
    const scoreId = ranked.ok ? ranked.scoreId : 0;
    expect(
      (await getGameStandings({ game: 'rugby-rush', period: 'today', now: at, limit: 100 })).some((row) => row.nickname === fan.nickname),
    ).toBe(true);
    const actor = { type: 'staff' as const, id: 'staff-test', label: 'admin@example.com' };
    expect(await voidScore({ scoreId, reason: '  ' }, actor)).toMatchObject({ ok: false, error: { status: 422 } });
    expect(await voidScore({ scoreId, reason: 'Replayed a recorded run' }, actor)).toMatchObject({ ok: true, value: { userId: fan.id } });
    expect(await voidScore({ scoreId, reason: 'again' }, actor)).toMatchObject({ ok: false, error: { status: 409 } });
    expect(await voidScore({ scoreId: 999_999_999, reason: 'x' }, actor)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(
      (await getGameStandings({ game: 'rugby-rush', period: 'today', now: at, limit: 100 })).some((row) => row.nickname === fan.nickname),
    ).toBe(false);
    expect((await listScoresForStaff(fan.id))[0]).toMatchObject({
      id: scoreId,
      status: 'voided',
      reason: 'voided: Replayed a recorded run',
    });
    const db = await getDb();
    const audit = await db.execute<{ action: string; actor_label: string }>(
      sql`select action, actor_label from audit_log where entity_type = 'game_score' and entity_id = ${String(scoreId)}`,
    );
    expect(audit.rows).toEqual([{ action: 'void', actor_label: 'admin@example.com' }]);
  });

  it('a ranked score is its replay: the database refuses a ranked row whose replay says otherwise', async () => {
    const { fan } = await subscriber();
    const session = await newGame({ userId: fan.id, game: 'rugby-kicks' });
    const db = await getDb();
    await expect(
      db.execute(
        sql`insert into game_scores (session_id, user_id, game, score, replay_score, status, elapsed_ms, day_key, month_key) values (${session.sessionId}, ${fan.id}, 'rugby-kicks', 300, 100, 'ranked', 60000, '2026-11-26', '2026-11')`,
      ),
    ).rejects.toThrow();
  });
});
