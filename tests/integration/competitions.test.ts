import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as exportEntries } from '@/app/api/admin/competitions/export/route';
import { POST as enter } from '@/app/api/site/competitions/enter/route';
import {
  createCompetition,
  deleteCompetition,
  drawIndex,
  addManualWinner,
  drawWinner,
  eligibleDigest,
  eligibleEntryIds,
  enterCompetition,
  entriesCsv,
  getCompetitionForConsole,
  getCompetitionWinner,
  listCompetitionsForConsole,
  listPublishedWinners,
  neutraliseCell,
} from '@/server/competitions';
import { getStorage } from '@/server/adapters/storage/get-storage';
import { getDb } from '@/server/db/client';
import type { Actor } from '@/server/kernel/actor';
import { makeFan, makeSubscriber, sessionFor } from '../support/fancred';
import { DAY, makeCompetition } from '../support/competitions';
import { call, errorOf } from '../support/identity-http';

/**
 * Competitions against a real Postgres (issue 14): who may enter, once under concurrency, points once, the draw's
 * eligibility and reproducibility, and the streamed export at 200,000 entries in constant memory.
 */

const actor: Actor = { type: 'service', label: 'test' };
const competition = makeCompetition;
const subscriber = makeSubscriber;

async function entriesOf(competitionId: number): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ n: string }>(sql`select count(*) as n from competition_entries where competition_id = ${competitionId}`);
  return Number(rows.rows[0]?.n);
}

const PATH = '/api/site/competitions/enter';

describe('entering over HTTP', () => {
  it('asks a visitor to log in, shows comp_sub_status_check to a member without a subscription, and lets a subscriber enter once', async () => {
    const id = await competition();
    expect((await errorOf(await call(enter, PATH, { competition_id: id, answer: 'Two' }))).status).toBe(401);

    const member = await makeFan();
    const memberJar = await sessionFor(member.id);
    expect(await errorOf(await call(enter, PATH, { competition_id: id, answer: 'Two' }, { jar: memberJar }))).toEqual({
      status: 403,
      code: 'comp_sub_status_check',
      message: 'You need an active subscription to enter this competition.',
    });

    const fan = await subscriber();
    const jar = await sessionFor(fan.id);
    const first = await call(enter, PATH, { competition_id: id, answer: 'Two' }, { jar });
    expect(first.status).toBe(201);
    const body = (await first.json()) as { entered_at: string; points: number };
    expect(body.points).toBe(20);
    const again = await errorOf(await call(enter, PATH, { competition_id: id, answer: 'One' }, { jar }));
    expect(again).toMatchObject({ status: 409, code: 'comp_already_entered', fields: { entered_at: body.entered_at } });
    expect(again.message).toMatch(/^You've already entered into this competition on \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await entriesOf(id)).toBe(1);
  });

  it('refuses closed, not-yet-open and unknown competitions, and bad answers, with 4xx (never 500)', async () => {
    const fan = await subscriber();
    const jar = await sessionFor(fan.id);
    const closed = await competition({ opensAt: new Date(Date.now() - 3 * DAY), closesAt: new Date(Date.now() - DAY) });
    const upcoming = await competition({ opensAt: new Date(Date.now() + DAY), closesAt: new Date(Date.now() + 3 * DAY) });
    const open = await competition();
    expect(await errorOf(await call(enter, PATH, { competition_id: closed, answer: 'Two' }, { jar }))).toMatchObject({
      status: 409,
      code: 'competition_closed',
    });
    expect(await errorOf(await call(enter, PATH, { competition_id: upcoming, answer: 'Two' }, { jar }))).toMatchObject({
      status: 409,
      code: 'competition_not_open',
    });
    expect(await errorOf(await call(enter, PATH, { competition_id: 2_000_000_000, answer: 'Two' }, { jar }))).toMatchObject({
      status: 404,
    });
    expect(await errorOf(await call(enter, PATH, { competition_id: open, answer: 'Three' }, { jar }))).toMatchObject({
      status: 422,
      code: 'invalid_answer',
    });
    for (const bad of [
      { competition_id: open },
      { competition_id: open, answer: '' },
      { competition_id: open, answer: 'x'.repeat(201) },
      { competition_id: 'abc', answer: 'Two' },
      { competition_id: -1, answer: 'Two' },
    ]) {
      const status = (await call(enter, PATH, bad, { jar })).status;
      expect(status, JSON.stringify(bad).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await entriesOf(open)).toBe(0);
  });
});

describe('once only', () => {
  it('stores exactly one of 50 concurrent entries by one fan and awards the points once', async () => {
    const id = await competition({ questionType: 'text', options: [], correctAnswer: 'Cape Town' });
    const fan = await subscriber();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => enterCompetition({ user: fan, competitionId: id, answer: n % 2 ? 'cape  town' : 'Durban' })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error.code === 'comp_already_entered')).toHaveLength(49);
    expect(await entriesOf(id)).toBe(1);
    const db = await getDb();
    const events = await db.execute<{ points: number }>(
      sql`select points from fan_events where user_id = ${fan.id} and action = 'competition_entry' and event_status = 'applied'`,
    );
    expect(events.rows.map((row) => Number(row.points))).toEqual([20]);
  });

  it('refuses to delete a competition with entries', async () => {
    const id = await competition();
    const fan = await subscriber();
    expect((await enterCompetition({ user: fan, competitionId: id, answer: 'Two' })).ok).toBe(true);
    expect(await deleteCompetition(id, actor)).toMatchObject({ ok: false, error: { status: 409, code: 'has_entries' } });
    const empty = await competition();
    expect((await getCompetitionForConsole(id))?.entries).toBe(1);
    expect((await getCompetitionForConsole(empty))?.entries).toBe(0);
    expect((await listCompetitionsForConsole()).find((row) => row.id === id)?.entries).toBe(1);
    expect((await deleteCompetition(empty, actor)).ok).toBe(true);
  });

  it("deletes a deleted competition's image from storage", async () => {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#ffb612' } })
      .png()
      .toBuffer();
    const id = await makeCompetition({ image: new Blob([new Uint8Array(png)], { type: 'image/png' }) });
    const key = (await getCompetitionForConsole(id))?.imageFile;
    expect(key).toMatch(/^competitions\//);
    expect(await getStorage().get(key as string)).not.toBeNull();
    expect((await deleteCompetition(id, actor)).ok).toBe(true);
    expect(await getStorage().get(key as string)).toBeNull();
  });
});

describe('the console', () => {
  it('refuses a file that is not an image, and bad dates or answers, without storing anything', async () => {
    const image = new Blob(['not a picture'], { type: 'image/png' });
    await expect(competition({ image })).rejects.toThrow('The image is not a picture we can read.');
    await expect(competition({ closesAt: new Date(Date.now() - 2 * DAY) })).rejects.toThrow(
      'The closing date must be after the opening date.',
    );
    await expect(competition({ correctAnswer: 'Three' })).rejects.toThrow('The correct answer must be one of the answers.');
    await expect(competition({ options: ['Two'], correctAnswer: 'Two' })).rejects.toThrow('Give at least two answers to choose from.');
  });

  it('gives each competition its own address from the title, never current-competitions', async () => {
    const title = `Current Competitions ${randomUUID().slice(0, 4)}`;
    const input = {
      title,
      description: 'x',
      prize: 'x',
      rules: '',
      question: 'q',
      questionType: 'text' as const,
      options: [],
      correctAnswer: 'a',
      opensAt: new Date(),
      closesAt: new Date(Date.now() + DAY),
      isActive: true,
    };
    const a = await createCompetition(input, actor);
    const b = await createCompetition(input, actor);
    if (!a.ok || !b.ok) throw new Error('not created');
    expect(b.value.slug).toBe(`${a.value.slug}-2`);
  });
});

describe('the draw', () => {
  it('draws only eligible entries (correct answer, not staff, not already a winner) and can be redone from its seed', async () => {
    const opensAt = new Date(Date.now() - 3 * DAY);
    const id = await competition({ opensAt, closesAt: new Date(Date.now() + DAY) });
    const right = await Promise.all(Array.from({ length: 6 }, () => subscriber()));
    const wrong = await Promise.all(Array.from({ length: 4 }, () => subscriber()));
    for (const fan of right) expect((await enterCompetition({ user: fan, competitionId: id, answer: 'Two' })).ok).toBe(true);
    for (const fan of wrong) expect((await enterCompetition({ user: fan, competitionId: id, answer: 'One' })).ok).toBe(true);
    const staffFan = await makeFan({ staffRole: 'editor', roleId: 1 });
    expect((await enterCompetition({ user: staffFan, competitionId: id, answer: 'Two' })).ok).toBe(true);

    expect(await drawWinner({ competitionId: id, isPublished: true }, actor)).toMatchObject({
      ok: false,
      error: { code: 'competition_open' },
    });
    const db = await getDb();
    await db.execute(sql`update competitions set closes_at = now() - interval '1 minute' where id = ${id}`);

    const drawn = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const before = await eligibleEntryIds(db, id);
      expect(before).toHaveLength(6 - round);
      const result = await drawWinner({ competitionId: id, isPublished: true }, actor);
      if (!result.ok) throw new Error(result.error.message);
      // Redo the draw from what was stored: the same list (by its digest), the same seed, the same entry.
      const winner = await getCompetitionWinner(result.value.id, { withNumbers: true });
      expect(winner).toMatchObject({
        method: 'draw',
        eligibleCount: before.length,
        drawSeed: result.value.seed,
        eligibleDigest: eligibleDigest(before),
        place: round + 1,
      });
      expect(before[drawIndex(winner!.drawSeed!, winner!.eligibleCount!)]).toBe(winner!.entryId);
      drawn.add(winner!.userId);
    }
    expect([...drawn].sort()).toEqual(right.map((fan) => fan.id).sort());
    // Published winners appear on the public pages by their leaderboard name (makeFan: Lerato Dlamini, no nickname).
    const published = (await listPublishedWinners()).filter((winner) => winner.competitionId === id);
    expect(published.map((winner) => winner.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(published.map((winner) => winner.displayName))).toEqual(new Set(['Lerato D.']));
    expect(await drawWinner({ competitionId: id, isPublished: true }, actor)).toMatchObject({
      ok: false,
      error: { code: 'no_eligible_entries' },
    });
    const audit = await db.execute<{
      n: string;
    }>(sql`select count(*) as n from audit_log where entity_type = 'competition_winner' and action = 'draw'
      and entity_id in (select id::text from competition_winners where competition_id = ${id})`);
    expect(Number(audit.rows[0]?.n)).toBe(6);
  });

  it('lets staff choose a winner by hand: a fan’s entry wins (audited), a staff entry or another competition’s entry is refused', async () => {
    const id = await competition();
    const other = await competition();
    const fan = await subscriber();
    const staffFan = await makeFan({ staffRole: 'editor', roleId: 1 });
    expect((await enterCompetition({ user: fan, competitionId: id, answer: 'One' })).ok).toBe(true);
    expect((await enterCompetition({ user: staffFan, competitionId: id, answer: 'Two' })).ok).toBe(true);
    const db = await getDb();
    const entryOf = async (userId: string) =>
      Number(
        (await db.execute<{ id: string }>(sql`select id from competition_entries where competition_id = ${id} and user_id = ${userId}`))
          .rows[0]?.id,
      );
    expect(await addManualWinner({ competitionId: id, entryId: await entryOf(staffFan.id), isPublished: false }, actor)).toMatchObject({
      ok: false,
      error: { status: 422, code: 'invalid_entry', message: 'Staff cannot win.' },
    });
    expect(await addManualWinner({ competitionId: other, entryId: await entryOf(fan.id), isPublished: false }, actor)).toMatchObject({
      ok: false,
      error: { status: 422, code: 'invalid_entry' },
    });
    const chosen = await addManualWinner(
      { competitionId: id, entryId: await entryOf(fan.id), note: 'Best answer', isPublished: true },
      actor,
    );
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(await getCompetitionWinner(chosen.value.id, { withNumbers: true })).toMatchObject({
      method: 'manual',
      userId: fan.id,
      place: 1,
      drawSeed: null,
    });
    const audit = await db.execute<{ n: string }>(
      sql`select count(*) as n from audit_log where entity_type = 'competition_winner' and entity_id = ${String(chosen.value.id)}`,
    );
    expect(Number(audit.rows[0]?.n)).toBe(1);
  });

  it('picks the same position for the same seed and count, spread over the whole range', () => {
    const seed = 'ab'.repeat(32);
    expect(drawIndex(seed, 1000)).toBe(drawIndex(seed, 1000));
    const hits = new Set(Array.from({ length: 400 }, (_, n) => drawIndex(n.toString(16).padStart(64, '0'), 10)));
    expect(hits.size).toBe(10);
    expect(() => drawIndex(seed, 0)).toThrow();
  });
});

describe('Export Entries', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+27', '-2', '@SUM(A1)', '\tx', 'Cape Town', '27710000001'].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+27",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'Cape Town',
      '27710000001',
    ]);
  });

  it('is for admins only and audited', async () => {
    const id = await competition();
    const path = `/api/admin/competitions/export?competition_id=${id}`;
    expect((await call(exportEntries, path)).status).toBe(401);
    const editor = await makeFan({ staffRole: 'editor', email: `editor-${randomUUID().slice(0, 8)}@example.com` });
    expect((await call(exportEntries, path, undefined, { jar: await sessionFor(editor.id) })).status).toBe(403);
    const admin = await makeFan({ staffRole: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.com` });
    const fan = await subscriber();
    await enterCompetition({ user: fan, competitionId: id, answer: 'Two' });
    const response = await call(exportEntries, path, undefined, { jar: await sessionFor(admin.id) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('entry_time_sast,fan_name,mobile_number,email,answer,correct');
    expect(lines[1]).toContain(fan.msisdn!);
    expect(lines).toHaveLength(2);
    expect(
      (
        await call(exportEntries, '/api/admin/competitions/export?competition_id=2000000000', undefined, {
          jar: await sessionFor(admin.id),
        })
      ).status,
    ).toBe(404);
    const db = await getDb();
    const audit = await db.execute(
      sql`select 1 from audit_log where entity_type = 'competition_entries' and action = 'export' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses a cross-site GET (a link on another site riding the admin’s cookie), not the page’s own download', async () => {
    const id = await competition();
    const path = `/api/admin/competitions/export?competition_id=${id}`;
    const admin = await makeFan({ staffRole: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.com` });
    const jar = await sessionFor(admin.id);
    for (const site of ['cross-site', 'same-site']) {
      const forged = await call(exportEntries, path, undefined, { jar, headers: { 'sec-fetch-site': site } });
      expect(await errorOf(forged), site).toMatchObject({ status: 403, code: 'cross_site' });
    }
    const db = await getDb();
    const audited = sql`select 1 from audit_log where entity_type = 'competition_entries' and action = 'export' and entity_id = ${String(id)}`;
    expect((await db.execute(audited)).rows).toHaveLength(0);
    // The page's fetch (same-origin), the address typed or bookmarked (none), and a client that is not a browser.
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}] as Record<string, string>[]) {
      const response = await call(exportEntries, path, undefined, { jar, headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      await response.text();
    }
    expect((await db.execute(audited)).rows).toHaveLength(3);
  });

  it('streams 200,000 entries in batches without memory growing with the count', { timeout: 180_000 }, async () => {
    const id = await competition({ opensAt: new Date(Date.now() - 3 * DAY), closesAt: new Date(Date.now() - DAY) });
    const db = await getDb();
    const tag = randomUUID().slice(0, 8);
    await db.execute(
      sql`insert into users (id, first_name, last_name, email) select ${`exp-${tag}-`} || n, 'Fan', '=cmd|' || n, ${`exp-${tag}-`} || n || '@example.com' from generate_series(1, 200000) n`,
    );
    await db.execute(
      sql`insert into competition_entries (competition_id, user_id, answer, is_correct) select ${id}, ${`exp-${tag}-`} || n, case when n % 2 = 0 then 'Two' else '@One' end, n % 2 = 0 from generate_series(1, 200000) n`,
    );
    // Retained memory (after a full collection), sampled as the file streams: flat, not growing with the rows read.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let newlines = 0;
    let nextSample = 20_000;
    let formulaCells = 0;
    for await (const chunk of entriesCsv(id)) {
      const text = String(chunk);
      for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) newlines += 1;
      if (/,[=+\-@]/.test(text)) formulaCells += 1;
      if (newlines >= nextSample) {
        nextSample += 20_000;
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(newlines).toBe(200_001);
    expect(formulaCells).toBe(0);
    // The whole file is ~15 MB of text (and far more as row objects); the stream holds about one batch at a time.
    expect(peak - before).toBeLessThan(8 * 1024 * 1024);
    await db.execute(sql`delete from competition_entries where competition_id = ${id}`);
    // These fans have nothing else pointing at them (their entries are gone): skip the per-row foreign-key checks of
    // every table that references users, which take minutes for many rows on a busy machine.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from users where id like ${`exp-${tag}-%`}`);
    });
  });
});
