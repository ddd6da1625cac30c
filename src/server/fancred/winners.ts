import 'server-only';
import { sql } from 'drizzle-orm';
import { adminFail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { getDb } from '../db/client';
import { addToLedgers, publishTotals } from './engine';
import { typeOfPeriodKey, type PeriodType } from './periods';
import { expireStandings, freezeFinishedPeriods, getMyPoints } from './standings';
import { fanDirectorySql } from '../identity';
import { mergeTranslations, readTranslations, type Translations } from '@/schemas/translations';

/** FanCred winners (/admin/fancred/winners, /fancred), a fan's points for the console, and voiding an event. */

export const WINNER_ENTITY = 'fancred_winner';
export const FAN_EVENT_ENTITY = 'fan_event';
/** A winner's staff text written per language (issue 26): the prize. */
export const WINNER_TRANSLATED_FIELDS = ['prize'] as const;
export type WinnerTranslatedField = (typeof WINNER_TRANSLATED_FIELDS)[number];

export interface Winner {
  id: number;
  periodKey: string;
  type: PeriodType;
  place: number;
  userId: string;
  displayName: string;
  finalRank: number | null;
  finalPoints: number | null;
  prize: string;
  /** The prize in isiZulu, isiXhosa and Afrikaans where staff wrote it (fans read it through `localize`). */
  translations: Translations<WinnerTranslatedField>;
  note: string | null;
  isPublished: boolean;
}

type WinnerRow = {
  id: string;
  period_key: string;
  type: PeriodType;
  place: number;
  user_id: string;
  display_name: string;
  final_rank: number | null;
  final_points: number | null;
  prize: string;
  translations: unknown;
  note: string | null;
  is_published: boolean;
};

const toWinner = (row: WinnerRow): Winner => ({
  id: Number(row.id),
  periodKey: row.period_key,
  type: row.type,
  place: Number(row.place),
  userId: row.user_id,
  displayName: row.display_name,
  finalRank: row.final_rank === null ? null : Number(row.final_rank),
  finalPoints: row.final_points === null ? null : Number(row.final_points),
  prize: row.prize,
  translations: readTranslations(row.translations, WINNER_TRANSLATED_FIELDS),
  note: row.note,
  isPublished: row.is_published,
});

const WINNER_SELECT = sql`
  select w.id, w.period_key, w.type, w.place, w.user_id, u.display_name, f.rank as final_rank, f.points as final_points,
    w.prize, w.translations, w.note, w.is_published
  from fancred_winners w join ${fanDirectorySql} u on u.id = w.user_id
  left join fancred_final_standings f on f.period_key = w.period_key and f.user_id = w.user_id`;

export async function listWinners(input: { periodKey?: string; isPublishedOnly?: boolean } = {}): Promise<Winner[]> {
  const db = await getDb();
  const filters = [sql`true`];
  if (input.periodKey) filters.push(sql`w.period_key = ${input.periodKey}`);
  if (input.isPublishedOnly) filters.push(sql`w.is_published`);
  const rows = await db.execute<WinnerRow>(
    sql`${WINNER_SELECT} where ${sql.join(filters, sql` and `)} order by w.period_key desc, w.place asc`,
  );
  return rows.rows.map(toWinner);
}

export async function getWinner(id: number): Promise<Winner | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const rows = await db.execute<WinnerRow>(sql`${WINNER_SELECT} where w.id = ${id}`);
  return rows.rows[0] ? toWinner(rows.rows[0]) : null;
}

/** Fans a winner may be chosen from: by number (0… or 27…), name, nickname or email; with their final rank and points. */
export async function findFansForWinner(input: { query: string; periodKey: string }): Promise<
  {
    userId: string;
    displayName: string;
    maskedMsisdn: string;
    email: string | null;
    finalRank: number | null;
    finalPoints: number | null;
  }[]
> {
  const term = input.query.trim().slice(0, 100);
  const db = await getDb();
  const digits = term.replace(/[\s\-()+]/g, '');
  let where;
  if (term === '') where = sql`f.rank is not null`;
  else if (/^\d{3,}$/.test(digits)) where = sql`u.msisdn like ${`${digits.startsWith('0') ? `27${digits.slice(1)}` : digits}%`}`;
  else {
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${pattern} or lower(coalesce(u.nickname, '')) like ${pattern} or coalesce(u.email, '') like ${pattern})`;
  }
  const rows = await db.execute<{
    id: string;
    display_name: string;
    msisdn: string | null;
    email: string | null;
    rank: number | null;
    points: number | null;
  }>(sql`
    select u.id, u.display_name, u.msisdn, u.email, f.rank, f.points
    from ${fanDirectorySql} u left join fancred_final_standings f on f.user_id = u.id and f.period_key = ${input.periodKey}
    where not u.is_staff and u.msisdn is not null and ${where}
    order by f.rank asc nulls last, u.id limit 20`);
  return rows.rows.map((row) => ({
    userId: row.id,
    displayName: row.display_name,
    maskedMsisdn: row.msisdn && row.msisdn.length > 8 ? `${row.msisdn.slice(0, 4)}•••${row.msisdn.slice(-4)}` : (row.msisdn ?? ''),
    email: row.email,
    finalRank: row.rank === null ? null : Number(row.rank),
    finalPoints: row.points === null ? null : Number(row.points),
  }));
}

/**
 * Adds or edits a winner (audited in the same transaction). One fan per place, one place per fan, per period. The
 * prize's other languages: a language sent replaces the stored one, a language not sent keeps it (mergeTranslations).
 */
export async function saveWinner(
  input: {
    id?: number;
    periodKey: string;
    place: number;
    userId: string;
    prize: string;
    translations?: Translations<WinnerTranslatedField>;
    note?: string | null;
    isPublished: boolean;
  },
  actor: Actor,
): Promise<AdminResult<{ id: number }>> {
  const type = typeOfPeriodKey(input.periodKey);
  if (!type) return adminFail(422, 'invalid_period', 'Choose a month (YYYY-MM) or a year (YYYY).');
  if (!Number.isInteger(input.place) || input.place < 1 || input.place > 100)
    return adminFail(422, 'invalid_place', 'The place must be between 1 and 100.');
  const prize = input.prize.trim();
  if (prize === '' || prize.length > 200) return adminFail(422, 'invalid_prize', 'Describe the prize (at most 200 characters).');
  const note = input.note?.trim() ? input.note.trim().slice(0, 1000) : null;
  await freezeFinishedPeriods();
  const db = await getDb();
  const fan = await db.execute<{ is_staff: boolean }>(sql`select u.is_staff from ${fanDirectorySql} u where u.id = ${input.userId}`);
  if (!fan.rows[0] || fan.rows[0].is_staff) return adminFail(422, 'invalid_fan', 'Choose a fan (staff cannot win).');
  const frozen = await db.execute(sql`select 1 from fancred_periods where period_key = ${input.periodKey}`);
  if (frozen.rows.length === 0) return adminFail(422, 'period_open', 'Winners are chosen once the period has ended.');
  try {
    const id = await db.transaction(async (tx) => {
      const values = {
        period_key: input.periodKey,
        type,
        place: input.place,
        user_id: input.userId,
        prize,
        note,
        is_published: input.isPublished,
      };
      if (input.id !== undefined) {
        const before = await tx.execute<Record<string, unknown>>(
          sql`select period_key, type, place, user_id, prize, translations, note, is_published from fancred_winners where id = ${input.id} for update`,
        );
        if (!before.rows[0]) return null;
        const translations = readTranslations(
          mergeTranslations(before.rows[0].translations, input.translations, WINNER_TRANSLATED_FIELDS),
          WINNER_TRANSLATED_FIELDS,
        );
        await tx.execute(sql`
          update fancred_winners set period_key = ${values.period_key}, type = ${type}, place = ${values.place}, user_id = ${values.user_id}, prize = ${prize},
            translations = ${JSON.stringify(translations)}::jsonb, note = ${note}, is_published = ${values.is_published}, updated_at = now()
          where id = ${input.id}`);
        await recordAudit(tx, {
          actor,
          action: 'update',
          entityType: WINNER_ENTITY,
          entityId: input.id,
          changes: diffFields(
            { ...before.rows[0], translations: readTranslations(before.rows[0].translations, WINNER_TRANSLATED_FIELDS) },
            { ...values, translations },
          ),
        });
        return input.id;
      }
      const translations = readTranslations(mergeTranslations({}, input.translations, WINNER_TRANSLATED_FIELDS), WINNER_TRANSLATED_FIELDS);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into fancred_winners (period_key, type, place, user_id, prize, translations, note, is_published)
        values (${values.period_key}, ${type}, ${values.place}, ${values.user_id}, ${prize}, ${JSON.stringify(translations)}::jsonb, ${note},
          ${values.is_published}) returning id`);
      const newId = Number(inserted.rows[0]?.id);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entityType: WINNER_ENTITY,
        entityId: newId,
        changes: diffFields(null, { ...values, translations }),
      });
      return newId;
    });
    if (id === null) return adminFail(404, 'not_found', 'This winner no longer exists.');
    expireStandings();
    return adminOk({ id });
  } catch (error) {
    const constraint =
      (error as { constraint?: string; cause?: { constraint?: string } }).constraint ??
      (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint === 'fancred_winners_place_idx')
      return adminFail(409, 'place_taken', 'Another fan already holds this place for this period.');
    if (constraint === 'fancred_winners_fan_idx') return adminFail(409, 'fan_taken', 'This fan is already a winner for this period.');
    throw error;
  }
}

/** A fan's FanCred for the console: this month's and year's points and ranks, and the latest events. */
export async function getFanCredSummary(userId: string): Promise<{
  monthly: { points: number; rank: number | null };
  yearly: { points: number; rank: number | null };
  events: {
    id: number;
    event: string;
    eventType: string;
    eventStatus: string;
    points: number;
    reason: string | null;
    createdAt: string;
  }[];
}> {
  const [monthly, yearly] = await Promise.all([getMyPoints({ userId, type: 'monthly' }), getMyPoints({ userId, type: 'yearly' })]);
  const db = await getDb();
  const events = await db.execute<{
    id: string;
    event: string;
    event_type: string;
    event_status: string;
    points: number;
    reason: string | null;
    created_at: Date | string;
  }>(sql`
    select id, event, event_type, event_status, points, reason, created_at from fan_events
    where user_id = ${userId} or (user_id is null and emsisdn = (select u.emsisdn from ${fanDirectorySql} u where u.id = ${userId}))
    order by created_at desc, id desc limit 50`);
  return {
    monthly: { points: monthly.points, rank: monthly.rank },
    yearly: { points: yearly.points, rank: yearly.rank },
    events: events.rows.map((row) => ({
      id: Number(row.id),
      event: row.event,
      eventType: row.event_type,
      eventStatus: row.event_status,
      points: Number(row.points),
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Voids an applied event: `rejected` / 'voided', its points leave both ledgers (ranks follow), audited. */
export async function voidEvent(input: { eventId: number; reason: string }, actor: Actor): Promise<AdminResult<{ userId: string }>> {
  const reason = input.reason.trim();
  if (reason === '' || reason.length > 500)
    return adminFail(422, 'invalid_reason', 'Say why the event is voided (at most 500 characters).');
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const locked = await tx.execute<{
      id: string;
      user_id: string | null;
      event_status: string;
      points: number;
      month_key: string | null;
      year_key: string | null;
    }>(sql`select id, user_id, event_status, points, month_key, year_key from fan_events where id = ${input.eventId} for update`);
    const event = locked.rows[0];
    if (!event) return { ok: false as const, error: adminFail(404, 'not_found', 'This event does not exist.') };
    if (event.event_status !== 'applied' || !event.user_id || !event.month_key || !event.year_key) {
      return { ok: false as const, error: adminFail(409, 'not_applied', 'Only an event that earned points can be voided.') };
    }
    await tx.execute(sql`
      update fan_events set event_status = 'rejected', reason = 'voided',
        payload = coalesce(payload, '{}'::jsonb) || jsonb_build_object('void_reason', ${reason}::text, 'voided_points', ${Number(event.points)}::int)
      where id = ${input.eventId}`);
    const totals =
      Number(event.points) > 0
        ? await addToLedgers(tx, { userId: event.user_id, periodKeys: [event.month_key, event.year_key], delta: -Number(event.points) })
        : [];
    await recordAudit(tx, {
      actor,
      action: 'void',
      entityType: FAN_EVENT_ENTITY,
      entityId: input.eventId,
      changes: {
        event_status: { before: 'applied', after: 'rejected' },
        reason: { before: null, after: `voided: ${reason}` },
        points: { before: Number(event.points), after: 0 },
      },
    });
    return { ok: true as const, userId: event.user_id, totals };
  });
  if (!outcome.ok) return outcome.error;
  await publishTotals(outcome.totals, 'exact');
  expireStandings();
  return adminOk({ userId: outcome.userId });
}
