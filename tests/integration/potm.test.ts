import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as voteRoute } from '@/app/api/site/potm/vote/route';
import { GET as viewRoute } from '@/app/api/site/potm/[matchId]/route';
import { getDb } from '@/server/db/client';
import { exportMatchdayData, getPotmView, listPotmCandidates, votePotm } from '@/server/matchday';
import { makeFan, sessionFor } from '../support/fancred';
import { call, errorOf, request, type CookieJar } from '../support/identity-http';
import { fullTimeMinutesAgo, makeMatch, record } from '../support/matchday';

/**
 * Player of the Match (issue 24 item 4) against a real Postgres: the window (shut before the staff's minute, open from
 * it and through full time, shut 15 minutes after), one vote per fan per match held by the primary key under
 * concurrency, 422 for a player who is not in the match, results only once the vote has closed, FanCred once.
 */

const PATH = '/api/site/potm/vote';

async function view(matchId: number, jar?: CookieJar) {
  const response = await viewRoute(request(`/api/site/potm/${matchId}`, undefined, { jar }), {
    params: Promise.resolve({ matchId: String(matchId) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Active players of a team (the demo squad), and one of another team. */
async function players(team: string, count: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(
    sql`select id from players where category = ${team} and is_active order by id limit ${count}`,
  );
  if (rows.rows.length < count) throw new Error(`the demo squad of ${team} is missing`);
  return rows.rows.map((row) => Number(row.id));
}

async function potmAwards(userId: string, matchId: number): Promise<{ events: number; points: number }> {
  const db = await getDb();
  const rows = await db.execute<{ events: number; points: number }>(sql`
    select count(*)::int as events, coalesce(sum(points), 0)::int as points from fan_events
    where user_id = ${userId} and action = 'potm_vote' and item_key = ${`match:${matchId}`} and event_status = 'applied'`);
  return { events: Number(rows.rows[0]?.events), points: Number(rows.rows[0]?.points) };
}

async function votesOf(matchId: number): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from potm_votes where match_id = ${matchId}`);
  return Number(rows.rows[0]?.n);
}

/** A match in play at `minute` (kicked off at that minute by the reporter: the clock runs from there). */
async function matchAtMinute(minute: number, potmOpensMinute = 60): Promise<number> {
  const matchId = await makeMatch({ potmOpensMinute });
  await record(matchId, 'kick_off', { minute });
  return matchId;
}

describe('the window', () => {
  it('is shut before kick-off and before the staff’s minute, opens at it, stays open through full time, shuts 15 minutes after', async () => {
    const [player] = await players('springboks', 1);
    const matchId = await makeMatch();
    const voters = await Promise.all(Array.from({ length: 4 }, () => makeFan()));
    const vote = (index: number) => votePotm({ ip: '198.51.100.25', userId: voters[index]!.id, matchId, playerId: player! });

    expect(await vote(0)).toMatchObject({ ok: false, error: { status: 409, code: 'voting_closed' } });
    expect((await getPotmView(matchId, null))?.state).toBe('upcoming');
    await record(matchId, 'kick_off', { minute: 58 });
    await record(matchId, 'try', { side: 'home', minute: 59 });
    expect(await vote(0)).toMatchObject({ ok: false, error: { code: 'voting_closed' } });
    expect(await getPotmView(matchId, null)).toMatchObject({ state: 'upcoming', isOpen: false, opensMinute: 60, closesAt: null });

    await record(matchId, 'comment', { minute: 60, text: 'Sixty minutes gone at Loftus.' });
    expect(await vote(0)).toMatchObject({ ok: true, value: { matchId, playerId: player, points: 5 } });
    expect((await getPotmView(matchId, null))?.state).toBe('open');

    const fullTime = await record(matchId, 'full_time');
    expect(await vote(1)).toMatchObject({ ok: true });
    const open = await getPotmView(matchId, null);
    expect(open).toMatchObject({ state: 'open', isOpen: true });
    expect(Date.parse(open!.closesAt!) - Date.parse(fullTime.match.fullTimeAt!)).toBe(15 * 60_000);
    expect(open?.results).toBeUndefined();

    await fullTimeMinutesAgo(matchId, 14);
    expect(await vote(2)).toMatchObject({ ok: true });
    await fullTimeMinutesAgo(matchId, 15);
    expect(await vote(3)).toMatchObject({ ok: false, error: { code: 'voting_closed' } });
    expect((await getPotmView(matchId, null))?.state).toBe('closed');
    expect(await votesOf(matchId)).toBe(3);
  });

  it('opens at the minute staff chose, and at half time when that minute has been reached', async () => {
    const [player] = await players('springboks', 1);
    const early = await matchAtMinute(30, 25);
    const fan = await makeFan();
    expect(await votePotm({ ip: '198.51.100.25', userId: fan.id, matchId: early, playerId: player! })).toMatchObject({ ok: true });

    const halfTime = await matchAtMinute(35, 40);
    await record(halfTime, 'half_time', { minute: 41 });
    expect(await votePotm({ ip: '198.51.100.25', userId: fan.id, matchId: halfTime, playerId: player! })).toMatchObject({ ok: true });

    const notYet = await matchAtMinute(35, 60);
    await record(notYet, 'half_time', { minute: 40 });
    expect(await votePotm({ ip: '198.51.100.25', userId: fan.id, matchId: notYet, playerId: player! })).toMatchObject({
      ok: false,
      error: { code: 'voting_closed' },
    });
  });
});

describe('one vote per fan per match', () => {
  it('stores one of 20 concurrent votes by one fan, answers the rest 409 already_voted, and awards FanCred once', async () => {
    const squad = await players('springboks', 3);
    const matchId = await matchAtMinute(65);
    const fan = await makeFan();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => votePotm({ ip: '198.51.100.25', userId: fan.id, matchId, playerId: squad[n % squad.length]! })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error.code === 'already_voted')).toHaveLength(19);
    expect(await votesOf(matchId)).toBe(1);
    expect(await potmAwards(fan.id, matchId)).toEqual({ events: 1, points: 5 });
  });

  it('over HTTP: 401 for a visitor, 200 once, 409 already_voted, 422 for a stranger, 404 for no match', async () => {
    const [player, teammate] = await players('springboks', 2);
    const [stranger] = await players('springbok-sevens', 1);
    const db = await getDb();
    const retired = (
      await db.execute<{ id: number }>(sql`
      insert into players (category, first_name, last_name, short_name, slug, position, is_active)
      values ('springboks', 'Old', 'Timer', 'O. Timer', ${`old-timer-${Date.now()}`}, 'Prop', false) returning id`)
    ).rows[0]!.id;
    const matchId = await matchAtMinute(70);
    expect((await errorOf(await call(voteRoute, PATH, { match_id: matchId, player_id: player }))).status).toBe(401);

    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    for (const bad of [stranger, retired, 2_000_000_000]) {
      expect(await errorOf(await call(voteRoute, PATH, { match_id: matchId, player_id: bad }, { jar }))).toMatchObject({
        status: 422,
        code: 'player_not_in_match',
      });
    }
    expect((await errorOf(await call(voteRoute, PATH, { match_id: matchId, player_id: 'abc' }, { jar }))).status).toBe(422);
    expect(await errorOf(await call(voteRoute, PATH, { match_id: 2_000_000_000, player_id: player }, { jar }))).toMatchObject({
      status: 404,
    });

    const first = await call(voteRoute, PATH, { match_id: matchId, player_id: player }, { jar });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ vote: { match_id: matchId, player_id: player, voted_at: expect.any(String) }, points: 5 });
    expect(await errorOf(await call(voteRoute, PATH, { match_id: matchId, player_id: teammate }, { jar }))).toMatchObject({
      status: 409,
      code: 'already_voted',
    });
    const mine = await view(matchId, jar);
    expect(mine.body).toMatchObject({ open: true, state: 'open', mine: { player_id: player } });
    expect(mine.body).not.toHaveProperty('results');
    expect((await view(matchId)).body.mine).toBeNull();
    expect(await votesOf(matchId)).toBe(1);
  });
});

describe('results', () => {
  it('are hidden while the vote is open and shown, winner first, once it has closed', async () => {
    const [first, second, third] = await players('springboks', 3);
    const matchId = await matchAtMinute(75);
    const fans = await Promise.all(Array.from({ length: 7 }, () => makeFan()));
    const picks = [second, first, second, third, second, first, second];
    for (const [index, fan] of fans.entries())
      expect(await votePotm({ ip: '198.51.100.25', userId: fan.id, matchId, playerId: picks[index]! })).toMatchObject({ ok: true });
    await record(matchId, 'full_time');

    const open = await view(matchId);
    expect(open.body).toMatchObject({ open: true, state: 'open' });
    expect(open.body).not.toHaveProperty('results');
    expect(open.body).not.toHaveProperty('total_votes');

    await fullTimeMinutesAgo(matchId, 16);
    const closed = await view(matchId, await sessionFor(fans[0]!.id));
    const candidates = await listPotmCandidates('springboks');
    const nameOf = (id: number) => candidates.find((candidate) => candidate.playerId === id)?.name;
    expect(closed.body).toMatchObject({ open: false, state: 'closed', mine: { player_id: second }, total_votes: 7 });
    expect(closed.body.results).toEqual([
      { player_id: second, name: nameOf(second!), votes: 4, share: 57 },
      { player_id: first, name: nameOf(first!), votes: 2, share: 29 },
      { player_id: third, name: nameOf(third!), votes: 1, share: 14 },
    ]);
    expect((await exportMatchdayData(fans[0]!.id)).playerOfTheMatchVotes).toEqual([
      expect.objectContaining({ matchId, playerId: second, player: nameOf(second!) }),
    ]);
  });

  it('lists the candidates: the active players of the match’s team, with their portraits', async () => {
    const matchId = await makeMatch({ team: 'springbok-women' });
    const squad = await players('springbok-women', 2);
    const seen = await view(matchId);
    const candidates = seen.body.candidates as { player_id: number; name: string; portrait_url: string }[];
    expect(candidates.map((candidate) => candidate.player_id)).toEqual(expect.arrayContaining(squad));
    expect(candidates[0]).toMatchObject({ name: expect.any(String), portrait_url: expect.stringMatching(/^\/media\//) });
    expect(seen.body).toMatchObject({ open: false, state: 'upcoming', opens_minute: 60, closes_at: null, mine: null });
  });
});
