import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.170' }) }));
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: () => undefined }));

const actions = await import('@/app/admin/(console)/competitions/actions');
const { eligibleEntryIds, enterCompetition, findEntries, getCompetitionForConsole, listCompetitionWinners, toSastInput } =
  await import('@/server/competitions');
const { getDb } = await import('@/server/db/client');
const { makeFan, makeSubscriber, sessionFor } = await import('../support/fancred');
const { DAY, makeCompetition } = await import('../support/competitions');

/**
 * The competitions console against an attacker inside (issue 22 item 7): a draw cannot be redone by removing the
 * winner until the right fan comes up (a redraw is an admin's, with a reason, audited); a new right answer re-grades the
 * entries the draw picks from; editors see no fan's number, as the export (admins only) already has it.
 */

async function signedIn(role: 'admin' | 'editor') {
  const staff = await makeFan({ staffRole: role, email: `${role}-${randomUUID().slice(0, 8)}@example.com` });
  current.cookie = (await sessionFor(staff.id)).header();
  return staff;
}

const competition = (answer: { questionType: 'choice' | 'text'; options: string[]; correctAnswer: string }) =>
  makeCompetition({ ...answer, question: 'Who scored?', opensAt: new Date(Date.now() - 2 * DAY) });
const subscriber = makeSubscriber;

async function close(id: number) {
  await (await getDb()).execute(sql`update competitions set closes_at = now() - interval '1 minute' where id = ${id}`);
}

/** The form the console posts to update a competition, with one field changed. */
async function editForm(id: number, changes: Record<string, string>): Promise<FormData> {
  const row = await getCompetitionForConsole(id);
  if (!row) throw new Error('no competition');
  const fields: Record<string, string> = {
    id: String(id),
    title: row.title,
    description: row.description,
    prize: row.prize,
    rules: row.rules,
    question: row.question,
    question_type: row.questionType,
    options: row.options.join('\n'),
    correct_answer: row.correctAnswer,
    opens_at: toSastInput(row.opensAt),
    closes_at: toSastInput(row.closesAt),
    is_active: 'on',
    ...changes,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('a redraw', () => {
  it('after a winner is removed, an editor cannot draw again; an admin redraws with a reason, audited as a redraw', async () => {
    const id = await competition({ questionType: 'choice', options: ['Kolisi', 'Etzebeth'], correctAnswer: 'Kolisi' });
    for (let n = 0; n < 4; n += 1)
      expect((await enterCompetition({ user: await subscriber(), competitionId: id, answer: 'Kolisi' })).ok).toBe(true);
    await close(id);

    await signedIn('editor');
    const first = await actions.drawWinnerAction({ competition_id: String(id), is_published: 'on' });
    if (!first.ok) throw new Error(first.message);
    const [winner] = await listCompetitionWinners({ withNumbers: false }, id);
    expect((await actions.removeWinnerAction({ id: String(winner!.id) })).ok).toBe(true);

    // Removing the winner and drawing again until the fan one wants comes up: refused to an editor, either way.
    expect(await actions.drawWinnerAction({ competition_id: String(id), is_published: 'on' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/redraw/),
    });
    expect(await actions.redrawWinnerAction({ competition_id: String(id), reason: 'The winner could not be reached' })).toMatchObject({
      ok: false,
      message: 'Your role may not do this.',
    });
    expect(await listCompetitionWinners({ withNumbers: false }, id)).toHaveLength(0);

    const admin = await signedIn('admin');
    expect(await actions.drawWinnerAction({ competition_id: String(id) })).toMatchObject({ ok: false });
    expect(await actions.redrawWinnerAction({ competition_id: String(id), reason: '' })).toMatchObject({ ok: false });
    const redrawn = await actions.redrawWinnerAction({ competition_id: String(id), reason: 'The winner could not be reached' });
    if (!redrawn.ok) throw new Error(redrawn.message);
    const audit = await (
      await getDb()
    ).execute<{ action: string; actor_id: string; changes: Record<string, { after: unknown }> }>(
      sql`select action, actor_id, changes from audit_log where entity_type = 'competition_winner' and entity_id = ${String(redrawn.value.id)}`,
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'redraw',
        actor_id: admin.id,
        changes: expect.objectContaining({
          redraw_reason: { before: null, after: 'The winner could not be reached' },
          winners_removed_before: { before: null, after: 1 },
        }),
      }),
    ]);
  });
});

describe('a new right answer', () => {
  it('re-grades every entry, so the draw picks from the right list, and says so in the audit log', async () => {
    const id = await competition({ questionType: 'text', options: [], correctAnswer: 'Kolisi' });
    const kolisi = await subscriber();
    const etzebeth = await subscriber();
    const spaced = await subscriber();
    expect((await enterCompetition({ user: kolisi, competitionId: id, answer: 'kolisi' })).ok).toBe(true);
    expect((await enterCompetition({ user: etzebeth, competitionId: id, answer: 'Etzebeth' })).ok).toBe(true);
    expect((await enterCompetition({ user: spaced, competitionId: id, answer: '  eben   etzebeth ' })).ok).toBe(true);
    const db = await getDb();
    const correctUsers = async () =>
      (
        await db.execute<{ user_id: string }>(
          sql`select user_id from competition_entries where competition_id = ${id} and is_correct order by user_id`,
        )
      ).rows.map((row) => row.user_id);
    expect(await correctUsers()).toEqual([kolisi.id]);

    await signedIn('editor');
    const saved = await actions.updateCompetitionAction(await editForm(id, { correct_answer: 'Eben Etzebeth' }));
    if (!saved.ok) throw new Error(saved.message);
    expect(await correctUsers()).toEqual([spaced.id]);
    expect(await eligibleEntryIds(db, id)).toHaveLength(1);
    const regrade = await db.execute<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      sql`select changes from audit_log where entity_type = 'competition_entries' and action = 'regrade' and entity_id = ${String(id)}`,
    );
    expect(regrade.rows).toEqual([
      {
        changes: {
          correct_answer: { before: 'Kolisi', after: 'Eben Etzebeth' },
          entries_regraded: { before: null, after: 2 },
        },
      },
    ]);

    // Another edit that leaves the answer alone re-grades nothing.
    expect((await actions.updateCompetitionAction(await editForm(id, { prize: 'Two balls' }))).ok).toBe(true);
    expect(await correctUsers()).toEqual([spaced.id]);
  });
});

describe('fans’ numbers', () => {
  it('are shown to admins and to no editor: not in the winners, not as a name, not found by searching for one', async () => {
    const id = await competition({ questionType: 'choice', options: ['Kolisi', 'Etzebeth'], correctAnswer: 'Kolisi' });
    const named = await subscriber();
    const nameless = await subscriber();
    await (await getDb()).execute(sql`update users set first_name = null, last_name = null, nickname = null where id = ${nameless.id}`);
    await enterCompetition({ user: named, competitionId: id, answer: 'Kolisi' });
    await enterCompetition({ user: nameless, competitionId: id, answer: 'Kolisi' });
    await close(id);
    await signedIn('admin');
    for (let n = 0; n < 2; n += 1) expect((await actions.drawWinnerAction({ competition_id: String(id) })).ok).toBe(true);

    const numbers = [named.msisdn!, nameless.msisdn!];
    const forAdmins = await listCompetitionWinners({ withNumbers: true }, id);
    expect(forAdmins.map((winner) => winner.msisdn).sort()).toEqual([...numbers].sort());
    expect(await findEntries({ competitionId: id, query: nameless.msisdn!.slice(-6) }, { withNumbers: true })).toHaveLength(1);

    const forEditors = await listCompetitionWinners({ withNumbers: false }, id);
    const entries = await findEntries({ competitionId: id, query: '' }, { withNumbers: false });
    const shown = JSON.stringify([forEditors, entries]);
    for (const number of numbers) expect(shown).not.toContain(number.slice(-9));
    expect(forEditors.map((winner) => winner.msisdn)).toEqual([null, null]);
    expect(forEditors.map((winner) => winner.displayName)).toContain('Lerato Dlamini');
    expect(await findEntries({ competitionId: id, query: nameless.msisdn!.slice(-6) }, { withNumbers: false })).toEqual([]);
  });
});
