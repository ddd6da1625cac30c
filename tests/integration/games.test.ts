import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as player } from '@/app/api/site/games/player/route';
import { POST as score } from '@/app/api/site/games/score/route';
import { POST as start } from '@/app/api/site/games/start/route';
import { maxScoreFor } from '@/schemas/games';
import { subscriptions } from '@/server/billing/schema';
import { getDb } from '@/server/db/client';
import { getGameStandings, getPersonalBests, listScoresForStaff, startGame, submitScore, voidScore } from '@/server/games';
import { makeFan, sessionFor } from '../support/fancred';
import { call, errorOf } from '../support/identity-http';

/**
 * Games (issue 13): only a subscriber plays; the server starts every game and takes one score per session, within
 * what the game can produce in the time since it started; a ranked score earns game_play points once, capped daily.
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
      { session_id: 'nope', score: 10 },
      { session_id: randomUUID(), score: -1 },
      { session_id: randomUUID(), score: 1.5 },
      { session_id: randomUUID(), score: 10_000_000 },
      { session_id: randomUUID() },
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
    const session = await json<{ session_id: string }>(await call(start, '/api/site/games/start', { game: 'rugby-rush' }, { jar }));
    await playedFor(session.session_id, 60_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(score, '/api/site/games/score', { session_id: session.session_id, score: 300 + index }, { jar }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const db = await getDb();
    const stored = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from game_scores where session_id = ${session.session_id}`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    expect(await pointsOf(fan.id)).toEqual({ points: 5, n: 1 });
    expect(await errorOf(await call(score, '/api/site/games/score', { session_id: session.session_id, score: 10 }, { jar }))).toMatchObject(
      { status: 409, code: 'already_scored' },
    );
  });

  it('refuses a foreign session, an impossible, misshapen or too-early score, and keeps the refusal for staff unranked', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const session = await json<{ session_id: string }>(
      await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar: owner.jar }),
    );
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: session.session_id, score: 10 }, { jar: other.jar })),
    ).toMatchObject({ status: 404, code: 'unknown_session' });
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: randomUUID(), score: 10 }, { jar: owner.jar })),
    ).toMatchObject({ status: 404 });
    // Just started: too short to score.
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: session.session_id, score: 10 }, { jar: owner.jar })),
    ).toMatchObject({ status: 422, code: 'game_too_short' });

    const forged = await json<{ session_id: string }>(
      await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar: owner.jar }),
    );
    await playedFor(forged.session_id, 10_000);
    const limit = maxScoreFor('rugby-kicks', 10_000);
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: forged.session_id, score: limit + 10 }, { jar: owner.jar })),
    ).toMatchObject({
      status: 422,
      code: 'impossible_score',
      message: 'This score is not possible in the time played.',
    });
    const misshapen = await json<{ session_id: string }>(
      await call(start, '/api/site/games/start', { game: 'rugby-kicks' }, { jar: owner.jar }),
    );
    await playedFor(misshapen.session_id, 60_000);
    expect(
      await errorOf(await call(score, '/api/site/games/score', { session_id: misshapen.session_id, score: 15 }, { jar: owner.jar })),
    ).toMatchObject({ status: 422, code: 'impossible_score' });

    const db = await getDb();
    const kept = await db.execute<{ status: string; reason: string }>(
      sql`select status, reason from game_scores where user_id = ${owner.fan.id} order by id`,
    );
    expect(kept.rows).toEqual([
      { status: 'refused', reason: 'game_too_short' },
      { status: 'refused', reason: 'impossible_score' },
      { status: 'refused', reason: 'impossible_score' },
    ]);
    expect(await pointsOf(owner.fan.id)).toEqual({ points: 0, n: 0 });
    expect(
      (await getGameStandings({ game: 'rugby-kicks', period: 'all', limit: 100 })).some((row) => row.nickname === owner.fan.nickname),
    ).toBe(false);
  });

  it("an expired session cannot score; the bound grows with time and stops at the game's maximum", async () => {
    const { fan } = await subscriber();
    const startedAt = new Date('2026-11-25T08:00:00Z');
    const session = await newGame({ userId: fan.id, game: 'rugby-rush', now: startedAt });
    const late = await submitScore({
      userId: fan.id,
      sessionId: session.sessionId,
      score: 10,
      now: new Date(startedAt.getTime() + 31 * 60_000),
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'session_expired' } });
    expect(maxScoreFor('rugby-kicks', 600_000)).toBe(500);
    expect(maxScoreFor('rugby-kicks', 2_400)).toBe(100);
    expect(maxScoreFor('rugby-rush', 10_000)).toBe(200 + 11 * 25);
  });

  it("points stop at the rule's daily cap (25 a day: five games), the tables and personal bests follow the SAST day and month", async () => {
    const { fan } = await subscriber();
    const day = new Date('2026-11-24T21:30:00Z'); // 23:30 in South Africa on the 24th
    const results = [];
    for (let play = 0; play < 6; play += 1) {
      const session = await newGame({ userId: fan.id, game: 'rugby-kicks', now: new Date(day.getTime() - 60_000 + play) });
      results.push(await submitScore({ userId: fan.id, sessionId: session.sessionId, score: 100 + play * 10, now: day }));
    }
    expect(results.map((result) => (result.ok ? result.points : -1))).toEqual([5, 5, 5, 5, 5, 0]);
    expect(results.every((result) => result.ok)).toBe(true);
    // One hour later it is the 25th in South Africa: a new day, the same month.
    const next = new Date(day.getTime() + 3_600_000);
    const bests = await getPersonalBests(fan.id, next);
    expect(bests['rugby-kicks']).toEqual({ today: null, month: 150, all: 150 });
    expect(bests['rugby-rush']).toEqual({ today: null, month: null, all: null });
    const month = await getGameStandings({ game: 'rugby-kicks', period: 'month', now: next, limit: 100 });
    expect(month.filter((row) => row.nickname === fan.nickname)).toEqual([expect.objectContaining({ score: 150 })]);
    const today = await getGameStandings({ game: 'rugby-kicks', period: 'today', now: day, limit: 100 });
    expect(today.some((row) => row.nickname === fan.nickname)).toBe(true);
  });
});

describe('staff', () => {
  it('void a ranked score (audited, off the tables); a refused or unknown one cannot be voided', async () => {
    const { fan } = await subscriber();
    const at = new Date();
    const session = await newGame({ userId: fan.id, game: 'rugby-rush', now: new Date(at.getTime() - 60_000) });
    const ranked = await submitScore({ userId: fan.id, sessionId: session.sessionId, score: 400, now: at });
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
});
