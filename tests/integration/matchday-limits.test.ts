import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { POST as voteRoute } from '@/app/api/site/potm/vote/route';
import { POST as predictRoute } from '@/app/api/site/predictor/predict/route';
import { GET as viewRoute } from '@/app/api/site/predictor/[matchId]/route';
import { getDb } from '@/server/db/client';
import { makeFan, sessionFor } from '../support/fancred';
import { awayFromWindowEdge, call, errorOf, request, type CookieJar } from '../support/identity-http';
import { makeMatch, record } from '../support/matchday';

/**
 * Limits where a crowd meets a loop (issue 37 item 6): picks and votes are capped per fan and per client address, the
 * refusal is a 429 with Retry-After in the fan's language, and a pick leaves the crowd's split to its 5 s life instead
 * of emptying it for everyone. The caps are lowered before the configuration is first read (each test file runs in
 * its own process); each test counts from addresses of its own.
 */
vi.hoisted(() => {
  process.env.MATCHDAY_WRITES_FAN_10MIN = '3';
  process.env.MATCHDAY_WRITES_IP_MINUTE = '5';
});

/** An address no other test (nor an earlier run, whose windows may still be open) counted against. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const PREDICT = '/api/site/predictor/predict';
const VOTE = '/api/site/potm/vote';

async function signedIn(): Promise<CookieJar> {
  return sessionFor((await makeFan()).id);
}

async function squadPlayer(): Promise<number> {
  const db = await getDb();
  const [row] = (
    await db.execute<{ id: number }>(sql`select id from players where category = 'springboks' and is_active order by id limit 1`)
  ).rows;
  if (!row) throw new Error('the demo squad is missing');
  return Number(row.id);
}

describe('the predictor and the vote are capped', () => {
  it('per fan: a fourth pick in 10 minutes is 429 too_many_predictions with Retry-After, from any address', async () => {
    await awayFromWindowEdge(600, 20);
    const matchId = await makeMatch();
    const jar = await signedIn();
    for (const margin of [1, 2, 3]) {
      expect((await call(predictRoute, PREDICT, { match_id: matchId, winner: 'home', margin }, { jar, ip: freshIp() })).status).toBe(200);
    }
    const capped = await call(predictRoute, PREDICT, { match_id: matchId, winner: 'home', margin: 4 }, { jar, ip: freshIp() });
    expect(await errorOf(capped)).toMatchObject({
      status: 429,
      code: 'too_many_predictions',
      message: 'Too many picks in a short time. Please try again in a few minutes.',
    });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing of the refused pick was stored.
    const db = await getDb();
    const [stored] = (await db.execute<{ margin: number }>(sql`select margin from predictions where match_id = ${matchId}`)).rows;
    expect(Number(stored!.margin)).toBe(3);
  });

  it('per address, across fans: the sixth write from one address in a minute is refused, in the fan’s language', async () => {
    await awayFromWindowEdge(60, 10);
    const matchId = await makeMatch();
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) {
      const jar = await signedIn();
      expect((await call(predictRoute, PREDICT, { match_id: matchId, winner: 'away', margin: 5 }, { jar, ip })).status).toBe(200);
    }
    const jar = await signedIn();
    const inZulu = { ip, headers: { cookie: `${jar.header()}; NEXT_LOCALE=zu` } };
    const capped = await call(predictRoute, PREDICT, { match_id: matchId, winner: 'draw', margin: 0 }, inZulu);
    expect(await errorOf(capped)).toMatchObject({
      status: 429,
      code: 'too_many_predictions',
      message: 'Izibikezelo eziningi kakhulu ngesikhathi esifushane. Sicela uzame futhi emizuzwini embalwa.',
    });
    // The same fan from another address is not held back by this one.
    expect((await call(predictRoute, PREDICT, { match_id: matchId, winner: 'draw', margin: 0 }, { jar, ip: freshIp() })).status).toBe(200);
  });

  it('a vote likewise: a fan hammering the vote gets 409 already_voted, then 429 too_many_votes (Afrikaans here)', async () => {
    await awayFromWindowEdge(600, 20);
    const matchId = await makeMatch({ kickoffInSeconds: -3600, potmOpensMinute: 0 });
    await record(matchId, 'kick_off');
    const playerId = await squadPlayer();
    const jar = await signedIn();
    const ip = freshIp();
    expect((await call(voteRoute, VOTE, { match_id: matchId, player_id: playerId }, { jar, ip })).status).toBe(200);
    for (let index = 0; index < 2; index += 1) {
      expect(await errorOf(await call(voteRoute, VOTE, { match_id: matchId, player_id: playerId }, { jar, ip: freshIp() }))).toMatchObject({
        status: 409,
        code: 'already_voted',
      });
    }
    const inAfrikaans = { ip: freshIp(), headers: { cookie: `${jar.header()}; NEXT_LOCALE=af` } };
    const capped = await call(voteRoute, VOTE, { match_id: matchId, player_id: playerId }, inAfrikaans);
    expect(await errorOf(capped)).toMatchObject({
      status: 429,
      code: 'too_many_votes',
      message: "Te veel stemme in 'n kort tyd. Probeer asseblief oor 'n paar minute weer.",
    });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the crowd’s split', () => {
  it('is not emptied by a pick: it keeps its 5 s life, while the fan’s own pick shows at once', async () => {
    const matchId = await makeMatch();
    const view = async (jar?: CookieJar) => {
      const response = await viewRoute(request(`/api/site/predictor/${matchId}`, undefined, { jar }), {
        params: Promise.resolve({ matchId: String(matchId) }),
      });
      return (await response.json()) as { total: number; mine: { winner: string } | null };
    };
    // The clock stands still for the split's memo (its 5 s are not what this test measures); the database's runs on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    expect((await view()).total).toBe(0);
    const jar = await signedIn();
    expect((await call(predictRoute, PREDICT, { match_id: matchId, winner: 'home', margin: 7 }, { jar, ip: freshIp() })).status).toBe(200);
    const mine = await view(jar);
    expect(mine.mine).toMatchObject({ winner: 'home' });
    // Within the split's 5 s: still the split as first read (a pick no longer empties it for everyone).
    expect(mine.total).toBe(0);
  });
});
