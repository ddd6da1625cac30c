import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as predictRoute } from '@/app/api/site/predictor/predict/route';
import { GET as viewRoute } from '@/app/api/site/predictor/[matchId]/route';
import { predictionPoints, type PredictorWinner } from '@/schemas/predictor';
import { getDb } from '@/server/db/client';
import {
  eraseMatchdayData,
  exportMatchdayData,
  getMyPredictorSeason,
  getPredictorMatchTable,
  getPredictorSeasonTable,
  getPredictorView,
  listPredictorMatches,
  predict,
  seasonOf,
  settleDueMatches,
} from '@/server/matchday';
import { undoMatchEvent } from '@/server/matches';
import { makeFan, sessionFor } from '../support/fancred';
import { call, errorOf, request, type CookieJar } from '../support/identity-http';
import { fullTimeMinutesAgo, makeMatch, playMatch, record, REPORTER, seasonKickoff } from '../support/matchday';

/**
 * The predictor (issue 24 item 3) against a real Postgres: picks changeable until kick-off and locked from it by the
 * database's clock (a kick-off recorded early included), the scoring tiers, settlement exactly once however often and
 * however concurrently it runs, FanCred's `predictor` points once per fan per match, and the tables.
 */

const PATH = '/api/site/predictor/predict';

async function view(matchId: number, jar?: CookieJar) {
  const response = await viewRoute(request(`/api/site/predictor/${matchId}`, undefined, { jar }), {
    params: Promise.resolve({ matchId: String(matchId) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pick = (userId: string, matchId: number, winner: PredictorWinner, margin = 0) =>
  predict({ userId, ip: '198.51.100.24', matchId, winner, margin });

async function pickOrThrow(userId: string, matchId: number, winner: PredictorWinner, margin = 0) {
  const outcome = await pick(userId, matchId, winner, margin);
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.value;
}

/** A fan's applied `predictor` awards for a match: how many, and their points. */
async function predictorAwards(userId: string, matchId: number): Promise<{ events: number; points: number }> {
  const db = await getDb();
  const rows = await db.execute<{ events: number; points: number }>(sql`
    select count(*)::int as events, coalesce(sum(points), 0)::int as points from fan_events
    where user_id = ${userId} and action = 'predictor' and item_key = ${`match:${matchId}`} and event_status = 'applied'`);
  return { events: Number(rows.rows[0]?.events), points: Number(rows.rows[0]?.points) };
}

async function storedPoints(matchId: number, userId: string): Promise<number | null> {
  const db = await getDb();
  const rows = await db.execute<{ points: number | null }>(
    sql`select points from predictions where match_id = ${matchId} and user_id = ${userId}`,
  );
  return rows.rows[0]?.points ?? null;
}

/** Fifteen minutes and a bit after now: when a match that ended now is due. */
const dueTime = () => new Date(Date.now() + 16 * 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('predicting over HTTP', () => {
  it('asks a visitor to log in, stores a fan’s pick, lets them change it before kick-off, and shows the split', async () => {
    const matchId = await makeMatch();
    expect((await errorOf(await call(predictRoute, PATH, { match_id: matchId, winner: 'home', margin: 7 }))).status).toBe(401);

    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const first = await call(predictRoute, PATH, { match_id: matchId, winner: 'home', margin: 7 }, { jar });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      prediction: { match_id: matchId, winner: 'home', margin: 7, points: null, updated_at: expect.any(String) },
    });
    const changed = await call(predictRoute, PATH, { match_id: matchId, winner: 'away', margin: '12' }, { jar });
    expect(((await changed.json()) as { prediction: unknown }).prediction).toMatchObject({ winner: 'away', margin: 12 });

    const others = await Promise.all([makeFan(), makeFan(), makeFan()]);
    await pickOrThrow(others[0]!.id, matchId, 'home', 3);
    await pickOrThrow(others[1]!.id, matchId, 'draw');
    await pickOrThrow(others[2]!.id, matchId, 'away', 1);

    const mine = await view(matchId, jar);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      match_id: matchId,
      open: true,
      settled: false,
      split: { home: 25, away: 50, draw: 25 },
      counts: { home: 1, away: 2, draw: 1 },
      total: 4,
      mine: { winner: 'away', margin: 12, points: null },
    });
    const visitor = await view(matchId);
    expect(visitor.body.mine).toBeNull();
    expect(visitor.body.split).toEqual({ home: 25, away: 50, draw: 25 });

    const db = await getDb();
    const rows = await db.execute(sql`select 1 from predictions where match_id = ${matchId} and user_id = ${fan.id}`);
    expect(rows.rows).toHaveLength(1);
  });

  it('stores a draw as margin 0, and refuses bad margins, winners and matches with 4xx', async () => {
    const matchId = await makeMatch();
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const draw = await call(predictRoute, PATH, { match_id: matchId, winner: 'draw', margin: 9 }, { jar });
    expect(((await draw.json()) as { prediction: unknown }).prediction).toMatchObject({ winner: 'draw', margin: 0 });
    for (const bad of [
      { match_id: matchId, winner: 'home', margin: 0 },
      { match_id: matchId, winner: 'away', margin: 201 },
      { match_id: matchId, winner: 'home', margin: 2.5 },
      { match_id: matchId, winner: 'home' },
      { match_id: matchId, winner: 'home', margin: 'lots' },
      { match_id: matchId, winner: 'nobody', margin: 3 },
      { match_id: 'x', winner: 'home', margin: 3 },
    ]) {
      const failed = await errorOf(await call(predictRoute, PATH, bad, { jar }));
      expect(failed.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await errorOf(await call(predictRoute, PATH, { match_id: 2_000_000_000, winner: 'home', margin: 3 }, { jar }))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect((await view(2_000_000_000)).status).toBe(404);
    const unchanged = await getPredictorView(matchId, fan.id);
    expect(unchanged?.mine).toMatchObject({ winner: 'draw', margin: 0 });
  });
});

describe('the lock at kick-off', () => {
  it('refuses new and changed picks once the kick-off time has passed, by the database’s clock', async () => {
    const matchId = await makeMatch({ kickoffInSeconds: 3600 });
    const fan = await makeFan();
    const late = await makeFan();
    const jar = await sessionFor(fan.id);
    await pickOrThrow(fan.id, matchId, 'home', 10);

    // The kick-off time passes (the reporter has not recorded the kick-off yet): the status alone does not keep it open.
    const db = await getDb();
    await db.execute(sql`update matches set kickoff_at = now() - interval '1 second' where id = ${matchId}`);
    expect(await errorOf(await call(predictRoute, PATH, { match_id: matchId, winner: 'away', margin: 3 }, { jar }))).toMatchObject({
      status: 409,
      code: 'predictions_closed',
    });
    // The app's clock does not decide: a server whose clock is an hour slow is refused all the same.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - 3_600_000));
    const slowClock = await pick(late.id, matchId, 'draw');
    vi.useRealTimers();
    expect(slowClock).toMatchObject({ ok: false, error: { code: 'predictions_closed' } });

    expect((await getPredictorView(matchId, fan.id))?.mine).toMatchObject({ winner: 'home', margin: 10 });
    expect((await view(matchId, jar)).body).toMatchObject({ open: false });
  });

  it('locks at a kick-off the reporter records before the advertised time', async () => {
    const matchId = await makeMatch({ kickoffInSeconds: 2 * 3600 });
    const fan = await makeFan();
    await pickOrThrow(fan.id, matchId, 'away', 5);
    await record(matchId, 'kick_off');
    expect(await pick(fan.id, matchId, 'home', 5)).toMatchObject({ ok: false, error: { status: 409, code: 'predictions_closed' } });
    expect(await pick((await makeFan()).id, matchId, 'home', 5)).toMatchObject({ ok: false, error: { code: 'predictions_closed' } });
    expect((await getPredictorView(matchId, fan.id))?.mine).toMatchObject({ winner: 'away', margin: 5 });
  });

  it('keeps every pick that was answered 200 while a kick-off is recorded at the same moment, and no other', async () => {
    const matchId = await makeMatch();
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeFan()));
    const outcomes = await Promise.all([
      ...fans.map((fan, index) => pick(fan.id, matchId, index % 2 ? 'home' : 'away', index + 1)),
      record(matchId, 'kick_off'),
    ]);
    const answers = outcomes.slice(0, fans.length) as Awaited<ReturnType<typeof pick>>[];
    for (const answer of answers) if (!answer.ok) expect(answer.error.code).toBe('predictions_closed');
    const accepted = fans.filter((_, index) => answers[index]?.ok).map((fan) => fan.id);
    const db = await getDb();
    const stored = await db.execute<{ user_id: string }>(sql`select user_id from predictions where match_id = ${matchId}`);
    expect(stored.rows.map((row) => row.user_id).sort()).toEqual(accepted.sort());
  });
});

describe('scoring and settlement', () => {
  it('scores 25 for the exact margin, 15 within 5 points, 10 for the winner and 0 otherwise', async () => {
    // The Springboks play away here: "home" is the opponent, who win 24–17 (a margin of 7).
    const matchId = await makeMatch({ isHome: false });
    const picks: [PredictorWinner, number, number][] = [
      ['home', 7, 25],
      ['home', 2, 15],
      ['home', 12, 15],
      ['home', 13, 10],
      ['home', 1, 10],
      ['away', 7, 0],
      ['draw', 0, 0],
    ];
    const fans = await Promise.all(picks.map(() => makeFan()));
    for (const [index, [winner, margin]] of picks.entries()) await pickOrThrow(fans[index]!.id, matchId, winner, margin);
    await playMatch(matchId, { home: 24, away: 17 });

    const settled = await settleDueMatches(dueTime());
    expect(settled.filter((item) => item.matchId === matchId)).toEqual([{ matchId, predictions: 7, awarded: 5 }]);
    for (const [index, [winner, margin, points]] of picks.entries()) {
      expect(await storedPoints(matchId, fans[index]!.id), `${winner} by ${margin}`).toBe(points);
      expect(predictionPoints({ winner, margin }, { home: 24, away: 17 })).toBe(points);
      expect(await predictorAwards(fans[index]!.id, matchId)).toEqual(points > 0 ? { events: 1, points } : { events: 0, points: 0 });
    }
    expect((await getPredictorView(matchId, fans[0]!.id))?.mine).toMatchObject({ points: 25 });
    expect((await getPredictorView(matchId, null))?.isSettled).toBe(true);
  });

  it('counts a draw predicted and drawn as exact', async () => {
    const matchId = await makeMatch();
    const [drawer, winner] = await Promise.all([makeFan(), makeFan()]);
    await pickOrThrow(drawer.id, matchId, 'draw');
    await pickOrThrow(winner.id, matchId, 'home', 1);
    await playMatch(matchId, { home: 20, away: 20 });
    await settleDueMatches(dueTime());
    expect(await storedPoints(matchId, drawer.id)).toBe(25);
    expect(await storedPoints(matchId, winner.id)).toBe(0);
    expect(await predictorAwards(drawer.id, matchId)).toEqual({ events: 1, points: 25 });
  });

  it('waits 15 minutes after full time, so that a correction by undo still counts', async () => {
    const matchId = await makeMatch();
    const fan = await makeFan();
    await pickOrThrow(fan.id, matchId, 'home', 3);
    await record(matchId, 'kick_off');
    const penalty = await record(matchId, 'penalty', { side: 'home' });
    await record(matchId, 'try', { side: 'home' });
    await record(matchId, 'full_time');
    expect((await settleDueMatches()).map((item) => item.matchId)).not.toContain(matchId);
    expect(await storedPoints(matchId, fan.id)).toBeNull();

    // The reporter takes back a penalty that was never kicked: 5–0, a margin of 5.
    const undone = await undoMatchEvent(matchId, penalty.event.id, REPORTER);
    expect(undone.ok && undone.value.match.homeScore).toBe(5);
    await fullTimeMinutesAgo(matchId, 16);
    expect((await settleDueMatches()).map((item) => item.matchId)).toContain(matchId);
    expect(await storedPoints(matchId, fan.id)).toBe(15);
  });

  it('settles a match once when run twice and when copies run it at the same moment, and awards FanCred once', async () => {
    const matches = await Promise.all([makeMatch(), makeMatch(), makeMatch()]);
    const fans = await Promise.all(Array.from({ length: 6 }, () => makeFan()));
    for (const matchId of matches) {
      for (const [index, fan] of fans.entries()) await pickOrThrow(fan.id, matchId, index % 3 === 2 ? 'away' : 'home', index + 1);
      await playMatch(matchId, { home: 13, away: 10 });
    }
    const db = await getDb();
    const ledger = async (userId: string) =>
      Number(
        (
          await db.execute<{ points: number }>(
            sql`select coalesce(sum(points), 0)::int as points from fancred_points where user_id = ${userId} and period_key !~ '-'`,
          )
        ).rows[0]?.points,
      );
    const before = await Promise.all(fans.map((fan) => ledger(fan.id)));

    const at = dueTime();
    const runs = await Promise.all([settleDueMatches(at), settleDueMatches(at), settleDueMatches(at), settleDueMatches(at)]);
    const again = await settleDueMatches(at);
    const mine = (list: { matchId: number }[]) => list.map((item) => item.matchId).filter((id) => matches.includes(id));
    expect(runs.flatMap(mine).sort()).toEqual([...matches].sort());
    expect(mine(again)).toEqual([]);

    const settlements = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from predictor_settlements where match_id in (${sql.join(matches, sql`, `)})`,
    );
    expect(settlements.rows[0]?.n).toBe(3);
    // Margin 3: picks home by 1..5 score 15 (within 5), home by 3 scores 25; the away picks 0.
    const expected = fans.map((_, index) => (index % 3 === 2 ? 0 : index + 1 === 3 ? 25 : 15));
    for (const [index, fan] of fans.entries()) {
      for (const matchId of matches) {
        expect(await predictorAwards(fan.id, matchId)).toEqual(
          expected[index]! > 0 ? { events: 1, points: expected[index] } : { events: 0, points: 0 },
        );
      }
      expect((await ledger(fan.id)) - before[index]!).toBe(3 * expected[index]!);
    }
  });

  it('does not settle a match that is not over, nor one whose full time was undone', async () => {
    const live = await makeMatch();
    const fan = await makeFan();
    await pickOrThrow(fan.id, live, 'home', 3);
    await record(live, 'kick_off');
    await record(live, 'try', { side: 'home' });
    const fullTime = await record(live, 'full_time');
    await undoMatchEvent(live, fullTime.event.id, REPORTER);
    expect((await settleDueMatches(dueTime())).map((item) => item.matchId)).not.toContain(live);
    expect(await storedPoints(live, fan.id)).toBeNull();
  });
});

describe('tables', () => {
  it('ranks a settled match’s picks by points, naming fans as FanCred does, and leaves out staff', async () => {
    const matchId = await makeMatch();
    const named = await makeFan({ nickname: 'PredictorAce' });
    const plain = await makeFan({ firstName: 'Thandi', lastName: 'Mokoena', nickname: null });
    const tied = await makeFan({ firstName: 'Sipho', lastName: 'Khumalo', nickname: null });
    const staffer = await makeFan({ nickname: 'StaffPick', staffRole: 'editor' });
    await pickOrThrow(plain.id, matchId, 'home', 20);
    await pickOrThrow(named.id, matchId, 'home', 8);
    await pickOrThrow(tied.id, matchId, 'home', 25);
    await pickOrThrow(staffer.id, matchId, 'home', 8);
    await playMatch(matchId, { home: 8, away: 0 });
    expect(await getPredictorMatchTable(matchId)).toEqual({ matchId, rows: [], total: 0 });
    await settleDueMatches(dueTime());

    const table = await getPredictorMatchTable(matchId);
    expect(table.total).toBe(3);
    expect(table.rows).toEqual([
      { rank: 1, displayName: 'PredictorAce', winner: 'home', margin: 8, points: 25 },
      { rank: 2, displayName: 'Thandi M.', winner: 'home', margin: 20, points: 10 },
      { rank: 2, displayName: 'Sipho K.', winner: 'home', margin: 25, points: 10 },
    ]);
    expect(await predictorAwards(staffer.id, matchId)).toEqual({ events: 0, points: 0 });
  });

  it('adds up a season (a calendar year in SAST) and ranks the fans with points in it', async () => {
    const season = 2037;
    // Two matches of the season (one kicks off at 23:30 SAST on New Year's Eve) and one of the next, kicked off early.
    const first = await makeMatch({ kickoffAt: seasonKickoff(season) });
    const second = await makeMatch({ kickoffAt: new Date(Date.UTC(season, 11, 31, 21, 30)) });
    const next = await makeMatch({ kickoffAt: new Date(Date.UTC(season, 11, 31, 22, 30)) });
    expect(seasonOf(new Date(Date.UTC(season, 11, 31, 21, 30)))).toBe(season);
    expect(seasonOf(new Date(Date.UTC(season, 11, 31, 22, 30)))).toBe(season + 1);
    const [a, b, c] = await Promise.all([
      makeFan({ nickname: 'SeasonA' }),
      makeFan({ nickname: 'SeasonB' }),
      makeFan({ nickname: 'SeasonC' }),
    ]);
    await pickOrThrow(a.id, first, 'home', 3); // 25
    await pickOrThrow(b.id, first, 'home', 6); // 15
    await pickOrThrow(c.id, first, 'away', 3); // 0
    await pickOrThrow(a.id, second, 'away', 10); // 0
    await pickOrThrow(b.id, second, 'home', 5); // 25
    await pickOrThrow(a.id, next, 'home', 5); // 25, next season
    for (const matchId of [first, second, next]) await playMatch(matchId, { home: matchId === first ? 3 : 5, away: 0 });
    await settleDueMatches(dueTime());

    const table = await getPredictorSeasonTable({ season });
    expect(table).toEqual({
      season,
      total: 2,
      rows: [
        { rank: 1, displayName: 'SeasonB', points: 40, matches: 2, exact: 1 },
        { rank: 2, displayName: 'SeasonA', points: 25, matches: 2, exact: 1 },
      ],
    });
    expect(await getMyPredictorSeason(a.id, season)).toEqual({ rank: 2, points: 25, matches: 2, exact: 1 });
    expect(await getMyPredictorSeason(a.id, season + 1)).toEqual({ rank: 1, points: 25, matches: 1, exact: 1 });
    expect(await getMyPredictorSeason(c.id, season)).toEqual({ rank: 3, points: 0, matches: 1, exact: 0 });
    expect(await getMyPredictorSeason(c.id, season + 1)).toBeNull();

    const links = await listPredictorMatches({ settled: 50 });
    expect(links.settled.map((match) => match.id)).toEqual(expect.arrayContaining([first, second, next]));
    expect(links.settled.find((match) => match.id === first)).toMatchObject({ homeScore: 3, awayScore: 0, predictions: 3 });
  });
});

describe('the fan’s own data', () => {
  it('exports the picks, and on deletion removes those of matches not over while a finished match keeps its table', async () => {
    const played = await makeMatch();
    const coming = await makeMatch();
    const fan = await makeFan();
    await pickOrThrow(fan.id, played, 'home', 3);
    await pickOrThrow(fan.id, coming, 'away', 9);
    await playMatch(played, { home: 3, away: 0 });
    await settleDueMatches(dueTime());

    const data = await exportMatchdayData(fan.id);
    expect(data.predictions).toEqual([
      expect.objectContaining({ matchId: played, winner: 'home', margin: 3, points: 25 }),
      expect.objectContaining({ matchId: coming, winner: 'away', margin: 9, points: null }),
    ]);
    const db = await getDb();
    expect(await db.transaction((tx) => eraseMatchdayData(tx, fan.id))).toEqual({ predictions: 1 });
    expect((await exportMatchdayData(fan.id)).predictions.map((item) => item.matchId)).toEqual([played]);
  });
});
