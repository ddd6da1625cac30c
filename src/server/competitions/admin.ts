import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { adminFail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { getDb, type Db } from '../db/client';
import { discardImage, storeImage } from '../media';
import {
  COMPETITION_TRANSLATED_FIELDS,
  FAQ_TRANSLATED_FIELDS,
  type CompetitionTranslatedField,
  type FaqTranslatedField,
} from '@/schemas/competitions';
import { slugify } from '@/schemas/slug';
import { mergeTranslations, readTranslations, TRANSLATION_LANGUAGES, translatedFieldName, type Translations } from '@/schemas/translations';
import { isCorrectAnswer } from './entries';
import { competitionFaq, competitions } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Competitions and their FAQ in the console (/admin/competitions/add, /list, /faq); every write audited in its transaction. */

export const COMPETITION_ENTITY = 'competition';
export const FAQ_ENTITY = 'competition_faq';
/** A competition's entries as one audited item: the export and a re-grade are recorded against it. */
export const ENTRIES_ENTITY = 'competition_entries';

export interface CompetitionInput {
  title: string;
  description: string;
  prize: string;
  rules: string;
  question: string;
  questionType: 'choice' | 'text';
  options: string[];
  correctAnswer: string;
  opensAt: Date;
  closesAt: Date;
  isActive: boolean;
  /** A new image (stored as a 1280×720 WebP); none keeps the current one. */
  image?: Blob;
  /**
   * The isiZulu, isiXhosa and Afrikaans versions the form sent (issue 26): a sent language replaces the stored one, an
   * unsent one stays (mergeTranslations). None keeps every stored version.
   */
  translations?: Translations<CompetitionTranslatedField>;
}

export type ConsoleCompetition = typeof competitions.$inferSelect & { entries: number };

/**
 * The translations as audit fields a reader can follow: `title_zu`, `options_af`… (the form's names), one per field
 * written, so a diff shows which language's which field changed.
 */
export function translationSnapshot(raw: unknown, fields: readonly string[]): Record<string, string | string[]> {
  const translations = readTranslations(raw, fields);
  const flat: Record<string, string | string[]> = {};
  for (const { lang } of TRANSLATION_LANGUAGES)
    for (const field of fields) {
      const value = translations[lang]?.[field];
      if (value !== undefined) flat[translatedFieldName(field, lang)] = value;
    }
  return flat;
}

const snapshot = (row: Omit<CompetitionInput, 'translations'> & { slug?: string; translations?: unknown }) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  prize: row.prize,
  rules: row.rules,
  question: row.question,
  question_type: row.questionType,
  options: row.options,
  correct_answer: row.correctAnswer,
  opens_at: row.opensAt.toISOString(),
  closes_at: row.closesAt.toISOString(),
  is_active: row.isActive,
  ...translationSnapshot(row.translations, COMPETITION_TRANSLATED_FIELDS),
});

function check(input: CompetitionInput): AdminResult<null> {
  if (input.closesAt <= input.opensAt) return adminFail(422, 'invalid_dates', 'The closing date must be after the opening date.');
  if (input.questionType === 'choice') {
    if (input.options.length < 2) return adminFail(422, 'invalid_options', 'Give at least two answers to choose from.');
    if (new Set(input.options).size !== input.options.length) return adminFail(422, 'invalid_options', 'The answers must differ.');
    if (!input.options.includes(input.correctAnswer))
      return adminFail(422, 'invalid_correct_answer', 'The correct answer must be one of the answers.');
  }
  return adminOk(null);
}

/** The input's table columns (the image is stored apart and saved as its key; the translations are merged with the stored ones). */
function columnsOf(input: CompetitionInput): Omit<CompetitionInput, 'image' | 'translations'> {
  const { image, translations, ...columns } = input;
  void image;
  void translations;
  return columns;
}

const IMAGE_SIZE = { width: 1280, height: 720 };

/** Stores a new image first (a refusal is the staff's to fix), or nothing. */
async function storeCompetitionImage(image: Blob | undefined): Promise<AdminResult<string | undefined>> {
  if (!image) return adminOk(undefined);
  const stored = await storeImage({ file: image, folder: 'competitions', ...IMAGE_SIZE });
  if (stored.ok) return adminOk(stored.key);
  return stored.reason === 'too_large'
    ? adminFail(413, 'image_too_large', 'The image is too large.')
    : adminFail(422, 'not_an_image', 'The image is not a picture we can read.');
}

/** Runs a save that stored `image` first: when the save fails, the image goes again. */
async function keepingImageOnlyIfSaved<T extends { ok: boolean }>(image: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    const result = await save();
    if (!result.ok) await discardImage(image);
    return result;
  } catch (error) {
    await discardImage(image);
    throw error;
  }
}

/** A slug from the title, made unique with -2, -3… */
async function uniqueSlug(title: string, exceptId?: number): Promise<string> {
  const db = await getDb();
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'competition';
  const rows = await db.execute<{ slug: string; id: string }>(
    sql`select slug, id from competitions where slug = ${base} or slug like ${`${base}-%`}`,
  );
  // 'current-competitions' is a page of its own (/competitions/current-competitions).
  const taken = new Set([...rows.rows.filter((row) => Number(row.id) !== exceptId).map((row) => row.slug), 'current-competitions']);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createCompetition(input: CompetitionInput, actor: Actor): Promise<AdminResult<{ id: number; slug: string }>> {
  const valid = check(input);
  if (!valid.ok) return valid;
  const slug = await uniqueSlug(input.title);
  const image = await storeCompetitionImage(input.image);
  if (!image.ok) return image;
  const fields = columnsOf(input);
  const translations = mergeTranslations({}, input.translations, COMPETITION_TRANSLATED_FIELDS);
  const db = await getDb();
  return keepingImageOnlyIfSaved(image.value, async () => {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(competitions)
        .values({ ...fields, translations, slug, imageFile: image.value ?? null })
        .returning({ id: competitions.id, slug: competitions.slug });
      if (!created) throw new Error('competition insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'create',
        entityType: COMPETITION_ENTITY,
        entityId: created.id,
        changes: diffFields(null, { ...snapshot({ ...input, translations, slug }), image_file: image.value ?? null }),
      });
      return created;
    });
    return adminOk(row);
  });
}

/**
 * Grades every entry of a competition again against its right answer (issue 22): a staff edit of the answer or of the
 * kind of question must not leave entries marked as the old answer had them, or the draw would pick from the wrong
 * list. Run under the competition's update lock, which entering takes as a share lock, so no entry is graded against
 * the old answer after this. Each distinct answer is judged once in code (the same rule as entering), then one
 * statement sets every entry whose mark changes. Returns how many changed.
 */
async function regradeEntries(tx: Tx, competition: { id: number; questionType: string; correctAnswer: string }): Promise<number> {
  const answers = await tx.execute<{ answer: string }>(
    sql`select distinct answer from competition_entries where competition_id = ${competition.id}`,
  );
  const right = JSON.stringify(answers.rows.map((row) => row.answer).filter((answer) => isCorrectAnswer(competition, answer)));
  const updated = await tx.execute(sql`
    update competition_entries set is_correct = not is_correct
    where competition_id = ${competition.id}
      and is_correct <> (answer in (select jsonb_array_elements_text(${right}::jsonb)))`);
  return updated.rowCount ?? 0;
}

/** Edits a competition; the address follows a new title. A new right answer re-grades the entries (audited). */
export async function updateCompetition(
  id: number,
  input: CompetitionInput,
  actor: Actor,
): Promise<AdminResult<{ id: number; slug: string }>> {
  const valid = check(input);
  if (!valid.ok) return valid;
  const db = await getDb();
  const current = await db.select().from(competitions).where(eq(competitions.id, id)).limit(1);
  if (!current[0]) return adminFail(404, 'not_found', 'This competition no longer exists.');
  const slug = current[0].title === input.title ? current[0].slug : await uniqueSlug(input.title, id);
  const image = await storeCompetitionImage(input.image);
  if (!image.ok) return image;
  const fields = columnsOf(input);
  const outcome = await keepingImageOnlyIfSaved(image.value, async () => {
    const saved = await db.transaction(async (tx) => {
      const locked = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
      const before = locked[0];
      if (!before) return null;
      const imageFile = image.value ?? before.imageFile;
      // Merged under the row's lock: a language this form did not send keeps what a concurrent save wrote.
      const translations = mergeTranslations(before.translations, input.translations, COMPETITION_TRANSLATED_FIELDS);
      await tx
        .update(competitions)
        .set({ ...fields, translations, slug, imageFile, updatedAt: new Date() })
        .where(eq(competitions.id, id));
      await recordAudit(tx, {
        actor,
        action: 'update',
        entityType: COMPETITION_ENTITY,
        entityId: id,
        changes: diffFields(
          { ...snapshot({ ...before, questionType: before.questionType as 'choice' | 'text' }), image_file: before.imageFile },
          { ...snapshot({ ...input, translations, slug }), image_file: imageFile },
        ),
      });
      if (before.correctAnswer !== input.correctAnswer || before.questionType !== input.questionType) {
        const regraded = await regradeEntries(tx, { id, questionType: input.questionType, correctAnswer: input.correctAnswer });
        await recordAudit(tx, {
          actor,
          action: 'regrade',
          entityType: ENTRIES_ENTITY,
          entityId: id,
          changes: {
            correct_answer: { before: before.correctAnswer, after: input.correctAnswer },
            entries_regraded: { before: null, after: regraded },
          },
        });
      }
      return { id, slug, replaced: image.value ? before.imageFile : null };
    });
    return saved ? adminOk(saved) : adminFail(404, 'not_found', 'This competition no longer exists.');
  });
  if (!outcome.ok) return outcome;
  await discardImage(outcome.value.replaced);
  return adminOk({ id: outcome.value.id, slug: outcome.value.slug });
}

/** Deletes a competition that nobody has entered (an entry is a fan's record: such a competition is deactivated instead). */
export async function deleteCompetition(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const locked = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
    const before = locked[0];
    if (!before) return 'missing' as const;
    const entries = await tx.execute(sql`select 1 from competition_entries where competition_id = ${id} limit 1`);
    if (entries.rows.length > 0) return 'entered' as const;
    await tx.delete(competitions).where(eq(competitions.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: COMPETITION_ENTITY,
      entityId: id,
      changes: diffFields(snapshot({ ...before, questionType: before.questionType as 'choice' | 'text' }), null),
    });
    return { imageFile: before.imageFile };
  });
  if (outcome === 'missing') return adminFail(404, 'not_found', 'This competition no longer exists.');
  if (outcome === 'entered')
    return adminFail(409, 'has_entries', 'Fans have entered this competition: deactivate it instead of deleting it.');
  // After the commit: its image leaves the storage too (decision 030).
  await discardImage(outcome.imageFile);
  return adminOk(null);
}

export async function listCompetitionsForConsole(): Promise<ConsoleCompetition[]> {
  const db = await getDb();
  const rows = await db
    .select({
      competition: competitions,
      entries: sql<string>`(select count(*) from competition_entries e where e.competition_id = "competitions"."id")`,
    })
    .from(competitions)
    .orderBy(desc(competitions.closesAt), desc(competitions.id))
    .limit(500);
  return rows.map((row) => ({ ...row.competition, entries: Number(row.entries) }));
}

export async function getCompetitionForConsole(id: number): Promise<ConsoleCompetition | null> {
  const db = await getDb();
  const rows = await db
    .select({
      competition: competitions,
      entries: sql<string>`(select count(*) from competition_entries e where e.competition_id = "competitions"."id")`,
    })
    .from(competitions)
    .where(eq(competitions.id, id))
    .limit(1);
  return rows[0] ? { ...rows[0].competition, entries: Number(rows[0].entries) } : null;
}

export interface FaqInput {
  question: string;
  answer: string;
  sortOrder: number;
  isActive: boolean;
  /** The versions in the other languages the form sent (merged as a competition's are). */
  translations?: Translations<FaqTranslatedField>;
}

const faqSnapshot = (row: Omit<FaqInput, 'translations'> & { translations?: unknown }) => ({
  question: row.question,
  answer: row.answer,
  sort_order: row.sortOrder,
  is_active: row.isActive,
  ...translationSnapshot(row.translations, FAQ_TRANSLATED_FIELDS),
});

export async function saveFaqItem(input: FaqInput & { id?: number }, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const english = { question: input.question, answer: input.answer, sortOrder: input.sortOrder, isActive: input.isActive };
    if (input.id !== undefined) {
      const locked = await tx.select().from(competitionFaq).where(eq(competitionFaq.id, input.id)).for('update');
      if (!locked[0]) return null;
      const values = { ...english, translations: mergeTranslations(locked[0].translations, input.translations, FAQ_TRANSLATED_FIELDS) };
      await tx
        .update(competitionFaq)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(competitionFaq.id, input.id));
      await recordAudit(tx, {
        actor,
        action: 'update',
        entityType: FAQ_ENTITY,
        entityId: input.id,
        changes: diffFields(faqSnapshot(locked[0]), faqSnapshot(values)),
      });
      return input.id;
    }
    const values = { ...english, translations: mergeTranslations({}, input.translations, FAQ_TRANSLATED_FIELDS) };
    const [created] = await tx.insert(competitionFaq).values(values).returning({ id: competitionFaq.id });
    if (!created) throw new Error('faq insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: FAQ_ENTITY,
      entityId: created.id,
      changes: diffFields(null, faqSnapshot(values)),
    });
    return created.id;
  });
  return id === null ? adminFail(404, 'not_found', 'This question no longer exists.') : adminOk({ id });
}

export async function deleteFaqItem(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const isDeleted = await db.transaction(async (tx) => {
    const removed = await tx.delete(competitionFaq).where(eq(competitionFaq.id, id)).returning();
    if (!removed[0]) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: FAQ_ENTITY,
      entityId: id,
      changes: diffFields(faqSnapshot(removed[0]), null),
    });
    return true;
  });
  return isDeleted ? adminOk(null) : adminFail(404, 'not_found', 'This question no longer exists.');
}

/** Moves a question one place up or down: the whole list is renumbered 10, 20, 30… in one audited transaction. */
export async function moveFaqItem(id: number, direction: 'up' | 'down', actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from competition_faq order by id for update`);
    const rows = await tx.select().from(competitionFaq).orderBy(asc(competitionFaq.sortOrder), asc(competitionFaq.id));
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return false;
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target >= 0 && target < rows.length) [rows[index], rows[target]] = [rows[target]!, rows[index]!];
    for (const [position, row] of rows.entries()) {
      const sortOrder = (position + 1) * 10;
      if (row.sortOrder !== sortOrder) {
        await tx.update(competitionFaq).set({ sortOrder }).where(eq(competitionFaq.id, row.id));
        await recordAudit(tx, {
          actor,
          action: 'reorder',
          entityType: FAQ_ENTITY,
          entityId: row.id,
          changes: { sort_order: { before: row.sortOrder, after: sortOrder } },
        });
      }
    }
    return true;
  });
  return outcome ? adminOk(null) : adminFail(404, 'not_found', 'This question no longer exists.');
}
