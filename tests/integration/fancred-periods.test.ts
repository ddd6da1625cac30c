import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import {
  applyPendingEvents,
  awardPoints,
  findFansForWinner,
  freezePeriod,
  getFanCredSummary,
  getMyPoints,
  getStandings,
  getUserStanding,
  getWinner,
  listFinalPeriods,
  listWinners,
  saveWinner,
  voidEvent,
} from '@/server/fancred';
import type { Actor } from '@/server/kernel/actor';
import { makeFan } from '../support/fancred';

/** Periods in South African time, final tables, winners, voiding and the sweeper (issue 11), on a fixed clock. */
const actor: Actor = { type: 'staff', id: 'demo-staff-admin', label: 'admin@example.com' };

describe('periods (Africa/Johannesburg)', () => {
  it('rolls over at midnight SAST on the last day of the year: the old month and year are frozen, the new ones start at zero', async () => {
    const early = await makeFan({ nickname: 'LastMinute' });
    const late = await makeFan({ nickname: 'FirstThing' });
    const lastSecond = new Date('2024-12-31T21:59:59Z'); // 23:59:59 SAST
    const midnight = new Date('2024-12-31T22:00:00Z'); // 00:00:00 SAST on 1 January
    expect(await awardPoints({ userId: early.id, action: 'competition_entry', itemKey: 'nye', now: lastSecond })).toMatchObject({
      status: 'applied',
      points: 20,
    });
    expect(await awardPoints({ userId: late.id, action: 'daily_visit', now: midnight })).toMatchObject({ status: 'applied', points: 2 });
    expect(await getMyPoints({ userId: early.id, type: 'monthly', now: lastSecond })).toEqual({
      points: 20,
      rank: 1,
      periodKey: '2024-12',
    });
    expect(await getMyPoints({ userId: early.id, type: 'yearly', now: midnight })).toEqual({ points: 0, rank: null, periodKey: '2025' });

    const january = await getStandings({ type: 'monthly', page: 1, now: new Date('2025-01-01T06:00:00Z') });
    expect(january).toMatchObject({ periodKey: '2025-01', isFinal: false, pageInfo: { page: 1, pages: 1, total: 1 } });
    expect(january.standings.map((row) => row.displayName)).toEqual(['FirstThing']);
    const december = await getStandings({ type: 'monthly', page: 1, periodKey: '2024-12', now: new Date('2025-01-01T06:00:00Z') });
    expect(december).toMatchObject({ periodKey: '2024-12', isFinal: true, pageInfo: { total: 1 } });
    expect(december.standings).toEqual([expect.objectContaining({ rank: 1, displayName: 'LastMinute', points: 20 })]);
    const year = await getStandings({ type: 'yearly', page: 1, periodKey: '2024', now: new Date('2025-01-01T06:00:00Z') });
    expect(year.standings.map((row) => row.displayName)).toEqual(['LastMinute']);
    expect((await listFinalPeriods()).map((period) => period.periodKey)).toEqual(expect.arrayContaining(['2024-12', '2024']));

    // Frozen once: a second freeze changes nothing, and a late award to the old month does not enter its final table.
    expect(await freezePeriod('2024-12')).toBe(false);
    await awardPoints({ userId: late.id, action: 'competition_entry', itemKey: 'late', now: new Date('2024-12-31T20:00:00Z') });
    const still = await getStandings({ type: 'monthly', page: 1, periodKey: '2024-12', now: new Date('2025-01-02T06:00:00Z') });
    expect(still.standings.map((row) => row.displayName)).toEqual(['LastMinute']);
    expect(
      await getUserStanding({ userId: early.id, type: 'monthly', periodKey: '2024-12', now: new Date('2025-01-02T06:00:00Z') }),
    ).toMatchObject({ rank: 1, points: 20 });
  });

  it('counts a daily rule once per SAST day: 23:30 SAST and 00:30 SAST are two days', async () => {
    const fan = await makeFan();
    expect(await awardPoints({ userId: fan.id, action: 'daily_visit', now: new Date('2025-03-10T21:30:00Z') })).toMatchObject({
      status: 'applied',
    });
    expect(await awardPoints({ userId: fan.id, action: 'daily_visit', now: new Date('2025-03-10T21:45:00Z') })).toMatchObject({
      reason: 'duplicate',
    });
    expect(await awardPoints({ userId: fan.id, action: 'daily_visit', now: new Date('2025-03-10T22:30:00Z') })).toMatchObject({
      status: 'applied',
    });
  });
});

describe('voiding an event', () => {
  it('takes its points out of both ledgers, moves the ranks, and is audited; only an applied event can be voided', async () => {
    const now = new Date('2025-06-15T10:00:00Z');
    const cheat = await makeFan({ nickname: 'TooGood' });
    const honest = await makeFan({ nickname: 'Honest' });
    const award = await awardPoints({ userId: cheat.id, action: 'subscription', itemKey: 'v1', now });
    await awardPoints({ userId: honest.id, action: 'competition_entry', itemKey: 'v1', now });
    expect(await getUserStanding({ userId: honest.id, type: 'monthly', now })).toMatchObject({ rank: 2 });
    const result = await voidEvent({ eventId: award.eventId as number, reason: 'Fake subscription' }, actor);
    expect(result).toEqual({ ok: true, value: { userId: cheat.id } });
    expect(await getMyPoints({ userId: cheat.id, type: 'monthly', now })).toMatchObject({ points: 0, rank: null });
    expect(await getMyPoints({ userId: cheat.id, type: 'yearly', now })).toMatchObject({ points: 0 });
    expect(await getUserStanding({ userId: honest.id, type: 'monthly', now })).toMatchObject({ rank: 1 });
    const table = await getStandings({ type: 'monthly', page: 1, now });
    expect(table.standings.map((row) => row.displayName)).toEqual(['Honest']);
    const summary = await getFanCredSummary(cheat.id);
    expect(summary.events[0]).toMatchObject({ id: award.eventId, eventStatus: 'rejected', reason: 'voided', points: 100 });
    const db = await getDb();
    const audit = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_type = 'fan_event' and entity_id = ${String(award.eventId)} and action = 'void'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
    expect(await voidEvent({ eventId: award.eventId as number, reason: 'again' }, actor)).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
    // The voided award's key stays claimed: sending it again earns nothing.
    expect(await awardPoints({ userId: cheat.id, action: 'subscription', itemKey: 'v1', now })).toMatchObject({
      reason: 'duplicate',
      points: 0,
    });
  });
});

describe('winners', () => {
  it("are chosen from a finished period's final table, one per place and per fan, audited, and listed when published", async () => {
    const now = new Date('2025-08-20T10:00:00Z');
    const first = await makeFan({ nickname: 'AugustChamp', email: 'august.champ@example.com' });
    const second = await makeFan({ nickname: 'AugustSecond' });
    await awardPoints({ userId: first.id, action: 'subscription', itemKey: 'w', now });
    await awardPoints({ userId: second.id, action: 'competition_entry', itemKey: 'w', now });
    expect(await saveWinner({ periodKey: '2099-01', place: 1, userId: first.id, prize: 'Jersey', isPublished: true }, actor)).toMatchObject(
      { ok: false, error: { code: 'period_open' } },
    );
    await freezePeriod('2025-08');
    const found = await findFansForWinner({ query: `0${first.msisdn?.slice(2)}`, periodKey: '2025-08' });
    expect(found).toEqual([expect.objectContaining({ userId: first.id, finalRank: 1, finalPoints: 100, displayName: 'AugustChamp' })]);
    expect(found[0]?.maskedMsisdn).not.toBe(first.msisdn);
    expect((await findFansForWinner({ query: 'august.champ', periodKey: '2025-08' })).map((fan) => fan.userId)).toEqual([first.id]);
    const saved = await saveWinner({ periodKey: '2025-08', place: 1, userId: first.id, prize: 'Signed jersey', isPublished: false }, actor);
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.value.id : 0;
    expect(await saveWinner({ periodKey: '2025-08', place: 1, userId: second.id, prize: 'Cap', isPublished: true }, actor)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'place_taken' },
    });
    expect(await saveWinner({ periodKey: '2025-08', place: 2, userId: first.id, prize: 'Cap', isPublished: true }, actor)).toMatchObject({
      ok: false,
      error: { code: 'fan_taken' },
    });
    expect(await listWinners({ periodKey: '2025-08', isPublishedOnly: true })).toEqual([]);
    expect(
      await saveWinner(
        { id, periodKey: '2025-08', place: 1, userId: first.id, prize: 'Signed jersey', note: 'Collected', isPublished: true },
        actor,
      ),
    ).toEqual({ ok: true, value: { id } });
    expect(await getWinner(id)).toMatchObject({
      periodKey: '2025-08',
      type: 'monthly',
      place: 1,
      displayName: 'AugustChamp',
      finalRank: 1,
      finalPoints: 100,
      note: 'Collected',
      isPublished: true,
    });
    expect((await listWinners({ isPublishedOnly: true })).map((winner) => winner.id)).toContain(id);
    const db = await getDb();
    const audit = await db.execute<{ action: string }>(
      sql`select action from audit_log where entity_type = 'fancred_winner' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
  });
});

describe('the sweeper', () => {
  it('applies an event left pending by a process that stopped after committing it', async () => {
    const fan = await makeFan();
    const db = await getDb();
    const inserted = await db.execute<{ id: string }>(sql`
      insert into fan_events (emsisdn, event, event_type, event_status, user_id, action, item_key, dedupe_key, month_key, year_key, day_key, created_at)
      values (${fan.emsisdn}, 'video_watch', 'video_watch', 'pending', ${fan.id}, 'video_watch', 'video:9', 'item:video:9', '2025-09', '2025', '2025-09-09', '2025-09-09T10:00:00Z')
      returning id`);
    expect(await applyPendingEvents({ olderThanSeconds: 0 })).toBeGreaterThanOrEqual(1);
    const row = await db.execute<{ event_status: string; points: number }>(
      sql`select event_status, points from fan_events where id = ${inserted.rows[0]?.id}`,
    );
    expect(row.rows[0]).toEqual({ event_status: 'applied', points: 3 });
    expect(await getMyPoints({ userId: fan.id, type: 'monthly', now: new Date('2025-09-10T10:00:00Z') })).toMatchObject({ points: 3 });
  });
});
