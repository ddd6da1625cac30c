import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { appError } from '@/schemas/app-error';
import { adminFail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { getDb, type Db } from '../db/client';
import { fanDirectorySql } from '../identity';

/**
 * Winners (/admin/competitions/winners). A draw is reproducible: the eligible entries (correct answer, the fan still a
 * fan — not staff, still with a number — and not already a winner of this competition) in entry order, and a random
 * 32-byte seed; the winner is entry number HMAC-SHA256(seed, 'competition-draw') mod count. The seed, the count and a
 * digest of the eligible list are stored with the result, so anyone can redo the draw and get the same entry.
 */

export const WINNER_ENTITY = 'competition_winner';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The position the seed picks among `count` eligible entries (64 bits of the HMAC: the bias is below 2^-40). */
export function drawIndex(seed: string, count: number): number {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError('nothing to draw from');
  const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update('competition-draw').digest();
  return Number(digest.readBigUInt64BE(0) % BigInt(count));
}

export function eligibleDigest(entryIds: number[]): string {
  return createHash('sha256').update(entryIds.join(',')).digest('hex');
}

/** The eligible entries' ids in draw order (entry id). `excludeWinners` leaves out entries already winning. */
export async function eligibleEntryIds(db: Pick<Db, 'execute'>, competitionId: number): Promise<number[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select e.id from competition_entries e join ${fanDirectorySql} u on u.id = e.user_id
    where e.competition_id = ${competitionId} and e.is_correct and not u.is_staff and u.msisdn is not null
      and not exists (select 1 from competition_winners w where w.competition_id = e.competition_id and w.user_id = e.user_id)
    order by e.id`);
  return rows.rows.map((row) => Number(row.id));
}

export interface CompetitionWinner {
  id: number;
  competitionId: number;
  competitionTitle: string;
  entryId: number;
  userId: string;
  displayName: string;
  msisdn: string | null;
  answer: string;
  place: number;
  method: 'manual' | 'draw';
  drawSeed: string | null;
  eligibleCount: number | null;
  eligibleDigest: string | null;
  note: string | null;
  isPublished: boolean;
  createdAt: string;
}

type WinnerRow = {
  id: string;
  competition_id: string;
  competition_title: string;
  entry_id: string;
  user_id: string;
  display_name: string;
  msisdn: string | null;
  answer: string;
  place: number;
  method: 'manual' | 'draw';
  draw_seed: string | null;
  eligible_count: number | null;
  eligible_digest: string | null;
  note: string | null;
  is_published: boolean;
  created_at: Date | string;
};

/**
 * Who may see a fan's mobile number in the console's competition pages: admins, as in the (admins-only) export.
 * Editors see no number at all — not in a column, not as a name's fallback, not by searching for one (issue 22).
 */
export interface NumbersView {
  withNumbers: boolean;
}

/** The fan's name as the console shows it: name, nickname, then (admins only) the number, else the entry number. */
const fanNameSql = ({ withNumbers }: NumbersView) =>
  sql`coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.nickname, ${
    withNumbers ? sql`u.msisdn, u.id` : sql`'Entry #' || e.id`
  })`;
const msisdnSql = ({ withNumbers }: NumbersView) => (withNumbers ? sql`u.msisdn` : sql`null::text`);

const winnerSelect = (view: NumbersView) => sql`
  select w.id, w.competition_id, c.title as competition_title, w.entry_id, w.user_id, ${fanNameSql(view)} as display_name,
    ${msisdnSql(view)} as msisdn, e.answer, w.place, w.method, w.draw_seed, w.eligible_count, w.eligible_digest, w.note, w.is_published, w.created_at
  from competition_winners w join competitions c on c.id = w.competition_id join ${fanDirectorySql} u on u.id = w.user_id join competition_entries e on e.id = w.entry_id`;

const toWinner = (row: WinnerRow): CompetitionWinner => ({
  id: Number(row.id),
  competitionId: Number(row.competition_id),
  competitionTitle: row.competition_title,
  entryId: Number(row.entry_id),
  userId: row.user_id,
  displayName: row.display_name,
  msisdn: row.msisdn,
  answer: row.answer,
  place: Number(row.place),
  method: row.method,
  drawSeed: row.draw_seed,
  eligibleCount: row.eligible_count === null ? null : Number(row.eligible_count),
  eligibleDigest: row.eligible_digest,
  note: row.note,
  isPublished: row.is_published,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listCompetitionWinners(view: NumbersView, competitionId?: number): Promise<CompetitionWinner[]> {
  const db = await getDb();
  const where = competitionId === undefined ? sql`true` : sql`w.competition_id = ${competitionId}`;
  const rows = await db.execute<WinnerRow>(
    sql`${winnerSelect(view)} where ${where} order by c.closes_at desc, w.competition_id desc, w.place asc limit 500`,
  );
  return rows.rows.map(toWinner);
}

export async function getCompetitionWinner(id: number, view: NumbersView): Promise<CompetitionWinner | null> {
  const db = await getDb();
  const rows = await db.execute<WinnerRow>(sql`${winnerSelect(view)} where w.id = ${id}`);
  return rows.rows[0] ? toWinner(rows.rows[0]) : null;
}

const winnerSnapshot = (row: {
  competition_id: number;
  entry_id: number;
  user_id: string;
  place: number;
  method: string;
  draw_seed: string | null;
  eligible_count: number | null;
  note: string | null;
  is_published: boolean;
}) => row;

async function nextPlace(tx: Tx, competitionId: number): Promise<number> {
  const rows = await tx.execute<{ place: number }>(
    sql`select coalesce(max(place), 0) + 1 as place from competition_winners where competition_id = ${competitionId}`,
  );
  return Number(rows.rows[0]?.place ?? 1);
}

function constraintOf(error: unknown): string | undefined {
  const record = error as { constraint?: string; cause?: { constraint?: string } };
  return record.constraint ?? record.cause?.constraint;
}

async function lockCompetition(tx: Tx, competitionId: number): Promise<{ closes_at: Date | string; removed_winners: number } | null> {
  const rows = await tx.execute<{ closes_at: Date | string; removed_winners: number }>(
    sql`select closes_at, removed_winners from competitions where id = ${competitionId} for update`,
  );
  return rows.rows[0] ?? null;
}

const REDRAW_ERRORS = {
  adminOnly: appError(
    403,
    'redraw_admin_only',
    'A winner of this competition was removed: drawing again is a redraw, which an admin makes, with the reason.',
  ),
} as const;

/**
 * Draws the next winner among the eligible entries (the competition row locked, so two staff drawing at once draw
 * one after the other). `seed` is for tests; staff never choose it.
 *
 * Once a winner of the competition has been removed, a further draw is a **redraw** (issue 22): without this rule,
 * staff could remove and draw again until the fan they wanted came up. A redraw needs `redrawReason`, which only the
 * admins' console action passes (editors are refused), and is audited as `redraw` with the reason and the number of
 * winners removed so far.
 */
export async function drawWinner(
  input: { competitionId: number; note?: string | null; isPublished: boolean; redrawReason?: string; seed?: string; now?: Date },
  actor: Actor,
): Promise<AdminResult<{ id: number; entryId: number; eligibleCount: number; seed: string }>> {
  const db = await getDb();
  const seed = input.seed ?? randomBytes(32).toString('hex');
  if (!/^[0-9a-f]{64}$/.test(seed)) return adminFail(422, 'invalid_seed', 'The seed is 64 hexadecimal characters.');
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, input.competitionId);
    if (!competition) return adminFail(404, 'not_found', 'This competition no longer exists.');
    if (new Date(competition.closes_at) > now) return adminFail(409, 'competition_open', 'Draw a winner once the competition has closed.');
    const isRedraw = Number(competition.removed_winners) > 0;
    if (isRedraw && !input.redrawReason?.trim()) return { ok: false as const, error: REDRAW_ERRORS.adminOnly };
    const eligible = await eligibleEntryIds(tx, input.competitionId);
    if (eligible.length === 0)
      return adminFail(
        409,
        'no_eligible_entries',
        'No eligible entries are left to draw from (a correct answer, by a fan who is not yet a winner).',
      );
    const entryId = eligible[drawIndex(seed, eligible.length)]!;
    const entry = await tx.execute<{ user_id: string }>(sql`select user_id from competition_entries where id = ${entryId}`);
    const values = {
      competition_id: input.competitionId,
      entry_id: entryId,
      user_id: entry.rows[0]!.user_id,
      place: await nextPlace(tx, input.competitionId),
      method: 'draw',
      draw_seed: seed,
      eligible_count: eligible.length,
      note: input.note ?? null,
      is_published: input.isPublished,
    };
    const digest = eligibleDigest(eligible);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into competition_winners (competition_id, entry_id, user_id, place, method, draw_seed, eligible_count, eligible_digest, note, is_published)
      values (${values.competition_id}, ${values.entry_id}, ${values.user_id}, ${values.place}, 'draw', ${seed}, ${values.eligible_count}, ${digest}, ${values.note}, ${values.is_published})
      returning id`);
    const id = Number(inserted.rows[0]?.id);
    await recordAudit(tx, {
      actor,
      action: isRedraw ? 'redraw' : 'draw',
      entityType: WINNER_ENTITY,
      entityId: id,
      changes: diffFields(null, {
        ...winnerSnapshot(values),
        eligible_digest: digest,
        ...(isRedraw ? { redraw_reason: input.redrawReason?.trim(), winners_removed_before: Number(competition.removed_winners) } : {}),
      }),
    });
    return adminOk({ id, entryId, eligibleCount: eligible.length, seed });
  });
  return outcome;
}

/** Picks a winner by hand: an entry of this competition (any answer — staff decide), the next place. */
export async function addManualWinner(
  input: { competitionId: number; entryId: number; note?: string | null; isPublished: boolean },
  actor: Actor,
): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const competition = await lockCompetition(tx, input.competitionId);
      if (!competition) return adminFail(404, 'not_found', 'This competition no longer exists.');
      const entry = await tx.execute<{ user_id: string; is_staff: boolean }>(sql`
        select e.user_id, u.is_staff from competition_entries e join ${fanDirectorySql} u on u.id = e.user_id where e.id = ${input.entryId} and e.competition_id = ${input.competitionId}`);
      const found = entry.rows[0];
      if (!found) return adminFail(422, 'invalid_entry', 'Choose an entry of this competition.');
      if (found.is_staff) return adminFail(422, 'invalid_entry', 'Staff cannot win.');
      const values = {
        competition_id: input.competitionId,
        entry_id: input.entryId,
        user_id: found.user_id,
        place: await nextPlace(tx, input.competitionId),
        method: 'manual',
        draw_seed: null,
        eligible_count: null,
        note: input.note ?? null,
        is_published: input.isPublished,
      };
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into competition_winners (competition_id, entry_id, user_id, place, method, note, is_published)
        values (${values.competition_id}, ${values.entry_id}, ${values.user_id}, ${values.place}, 'manual', ${values.note}, ${values.is_published}) returning id`);
      const id = Number(inserted.rows[0]?.id);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entityType: WINNER_ENTITY,
        entityId: id,
        changes: diffFields(null, winnerSnapshot(values)),
      });
      return adminOk({ id });
    });
  } catch (error) {
    if (constraintOf(error) === 'competition_winners_entry_idx') return adminFail(409, 'already_winner', 'This entry is already a winner.');
    if (constraintOf(error) === 'competition_winners_place_idx')
      return adminFail(409, 'place_taken', 'Another winner was added at the same time: try again.');
    throw error;
  }
}

/** Edits a winner's note and whether the public pages show it; removing takes the winner off (audited). */
export async function updateCompetitionWinner(
  input: { id: number; note: string | null; isPublished: boolean },
  actor: Actor,
): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await tx.execute<{ note: string | null; is_published: boolean }>(
      sql`select note, is_published from competition_winners where id = ${input.id} for update`,
    );
    if (!before.rows[0]) return adminFail(404, 'not_found', 'This winner no longer exists.');
    await tx.execute(
      sql`update competition_winners set note = ${input.note}, is_published = ${input.isPublished}, updated_at = now() where id = ${input.id}`,
    );
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: WINNER_ENTITY,
      entityId: input.id,
      changes: diffFields(before.rows[0], { note: input.note, is_published: input.isPublished }),
    });
    return adminOk({ id: input.id });
  });
}

export async function removeCompetitionWinner(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await tx.execute<Record<string, unknown>>(
      sql`delete from competition_winners where id = ${id} returning competition_id, entry_id, user_id, place, method, draw_seed, eligible_count, note, is_published`,
    );
    if (!removed.rows[0]) return adminFail(404, 'not_found', 'This winner no longer exists.');
    // From now on a draw for this competition is a redraw (drawWinner).
    await tx.execute(sql`update competitions set removed_winners = removed_winners + 1 where id = ${removed.rows[0].competition_id}`);
    await recordAudit(tx, { actor, action: 'delete', entityType: WINNER_ENTITY, entityId: id, changes: diffFields(removed.rows[0], null) });
    return adminOk(null);
  });
}

/** Entries of a competition for a hand pick: by number (admins only), name or answer; at most 20. */
export async function findEntries(
  input: { competitionId: number; query: string },
  view: NumbersView,
): Promise<{ entryId: number; displayName: string; msisdn: string | null; answer: string; isCorrect: boolean }[]> {
  const db = await getDb();
  const term = input.query.trim().slice(0, 100);
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNumber = view.withNumbers ? sql`coalesce(u.msisdn, '') like ${pattern}` : sql`false`;
  const rows = await db.execute<{ id: string; display_name: string; msisdn: string | null; answer: string; is_correct: boolean }>(sql`
    select e.id, ${fanNameSql(view)} as display_name, ${msisdnSql(view)} as msisdn, e.answer, e.is_correct
    from competition_entries e join ${fanDirectorySql} u on u.id = e.user_id
    where e.competition_id = ${input.competitionId} and (${term} = '' or ${byNumber}
      or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${pattern} or lower(coalesce(u.nickname, '')) like ${pattern} or lower(e.answer) like ${pattern})
    order by e.id limit 20`);
  return rows.rows.map((row) => ({
    entryId: Number(row.id),
    displayName: row.display_name,
    msisdn: row.msisdn,
    answer: row.answer,
    isCorrect: row.is_correct,
  }));
}
