import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { competitionFaq, competitions } from './schema';
import { fanDirectorySql } from '../identity';
import type { Locale } from '@/i18n/locales';
import { COMPETITION_TRANSLATED_FIELDS, FAQ_TRANSLATED_FIELDS } from '@/schemas/competitions';
import { fieldLanguages, localize, readTranslations, type Translations } from '@/schemas/translations';

/** Competitions as the public pages show them (dates as ISO strings: the rows are cached as JSON). */
export type CompetitionStatus = 'upcoming' | 'open' | 'closed';

/**
 * A competition in the reader's language (issue 26): each staff text in that language where staff wrote it, else in
 * English; `language` is the title's, `fieldLanguages` each text's (for `lang` on the page). `options` are the
 * answers as shown, `optionValues` the English ones they stand for, position by position: an entry is stored and
 * judged as the English answer, so the export and the draw read the same in every language.
 */
export interface PublicCompetition {
  id: number;
  slug: string;
  title: string;
  description: string;
  prize: string;
  rules: string;
  question: string;
  questionType: 'choice' | 'text';
  options: string[];
  optionValues: string[];
  imageFile: string | null;
  opensAt: string;
  closesAt: string;
  language: Locale;
  fieldLanguages: Record<(typeof COMPETITION_TRANSLATED_FIELDS)[number], Locale>;
}

export interface PublicWinner {
  competitionId: number;
  place: number;
  displayName: string;
}

/** An FAQ entry as the console edits it: the English text and its versions in the other languages. */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  sortOrder: number;
  isActive: boolean;
  translations: Translations;
}

/** An FAQ entry as a fan reads it: question and answer in the reader's language where written, each with its language. */
export interface PublicFaqItem {
  id: number;
  question: string;
  answer: string;
  language: Locale;
  answerLanguage: Locale;
}

type CompetitionRow = typeof competitions.$inferSelect;
type FaqRow = typeof competitionFaq.$inferSelect;

export function toPublicCompetition(row: CompetitionRow, locale: Locale = 'en'): PublicCompetition {
  const shown = localize(row, COMPETITION_TRANSLATED_FIELDS, locale);
  return {
    id: row.id,
    slug: row.slug,
    title: shown.title,
    description: shown.description,
    prize: shown.prize,
    rules: shown.rules,
    question: shown.question,
    questionType: row.questionType === 'text' ? 'text' : 'choice',
    options: shown.options,
    optionValues: row.options,
    imageFile: row.imageFile,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    language: shown.language,
    fieldLanguages: fieldLanguages(row, COMPETITION_TRANSLATED_FIELDS, locale),
  };
}

const toFaqItem = (row: FaqRow): FaqItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  translations: readTranslations(row.translations, FAQ_TRANSLATED_FIELDS),
});

function toPublicFaqItem(row: FaqRow, locale: Locale): PublicFaqItem {
  const shown = localize(row, FAQ_TRANSLATED_FIELDS, locale);
  const languages = fieldLanguages(row, FAQ_TRANSLATED_FIELDS, locale);
  return { id: row.id, question: shown.question, answer: shown.answer, language: languages.question, answerLanguage: languages.answer };
}

export function competitionStatus(competition: { opensAt: string | Date; closesAt: string | Date }, now = new Date()): CompetitionStatus {
  if (now < new Date(competition.opensAt)) return 'upcoming';
  return now < new Date(competition.closesAt) ? 'open' : 'closed';
}

/** Every active competition in the reader's language, closing soonest first (the pages split them into open and closed by the clock). */
export async function listPublicCompetitions(locale: Locale = 'en'): Promise<PublicCompetition[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(competitions)
    .where(eq(competitions.isActive, true))
    .orderBy(asc(competitions.closesAt), asc(competitions.id))
    .limit(200);
  return rows.map((row) => toPublicCompetition(row, locale));
}

export async function getPublicCompetition(slug: string, locale: Locale = 'en'): Promise<PublicCompetition | null> {
  const db = await getDb();
  const rows = await db.select().from(competitions).where(eq(competitions.slug, slug)).limit(1);
  const row = rows[0];
  return row && row.isActive ? toPublicCompetition(row, locale) : null;
}

/** Published winners of active competitions: the public display name of the leaderboards (never a number or an email). */
export async function listPublishedWinners(): Promise<PublicWinner[]> {
  const db = await getDb();
  const rows = await db.execute<{ competition_id: string; place: number; display_name: string }>(sql`
    select w.competition_id, w.place,
      u.display_name
    from competition_winners w join competitions c on c.id = w.competition_id join ${fanDirectorySql} u on u.id = w.user_id
    where w.is_published and c.is_active order by w.competition_id, w.place`);
  return rows.rows.map((row) => ({ competitionId: Number(row.competition_id), place: Number(row.place), displayName: row.display_name }));
}

async function faqRows(options: { isActiveOnly?: boolean }): Promise<FaqRow[]> {
  const db = await getDb();
  const query = db.select().from(competitionFaq);
  return (options.isActiveOnly ? query.where(eq(competitionFaq.isActive, true)) : query)
    .orderBy(asc(competitionFaq.sortOrder), asc(competitionFaq.id))
    .limit(500);
}

/** The FAQ as the console lists it (every entry, its translations with it). */
export async function listFaq(options: { isActiveOnly?: boolean } = {}): Promise<FaqItem[]> {
  return (await faqRows(options)).map(toFaqItem);
}

/** The active FAQ in the reader's language. */
export async function listPublicFaq(locale: Locale = 'en'): Promise<PublicFaqItem[]> {
  return (await faqRows({ isActiveOnly: true })).map((row) => toPublicFaqItem(row, locale));
}

export async function getFaqItem(id: number): Promise<FaqItem | null> {
  const db = await getDb();
  const rows = await db.select().from(competitionFaq).where(eq(competitionFaq.id, id)).limit(1);
  const row = rows[0];
  return row ? toFaqItem(row) : null;
}
