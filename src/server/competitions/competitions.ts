import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { competitionFaq, competitions } from './schema';
import { fanDirectorySql } from '../identity';

/** Competitions as the public pages show them (dates as ISO strings: the rows are cached as JSON). */
export type CompetitionStatus = 'upcoming' | 'open' | 'closed';

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
  imageFile: string | null;
  opensAt: string;
  closesAt: string;
}

export interface PublicWinner {
  competitionId: number;
  place: number;
  displayName: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  sortOrder: number;
  isActive: boolean;
}

type CompetitionRow = typeof competitions.$inferSelect;

export const toPublicCompetition = (row: CompetitionRow): PublicCompetition => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  prize: row.prize,
  rules: row.rules,
  question: row.question,
  questionType: row.questionType === 'text' ? 'text' : 'choice',
  options: row.options,
  imageFile: row.imageFile,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
});

export function competitionStatus(competition: { opensAt: string | Date; closesAt: string | Date }, now = new Date()): CompetitionStatus {
  if (now < new Date(competition.opensAt)) return 'upcoming';
  return now < new Date(competition.closesAt) ? 'open' : 'closed';
}

/** Every active competition, closing soonest first (the pages split them into open and closed by the clock). */
export async function listPublicCompetitions(): Promise<PublicCompetition[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(competitions)
    .where(eq(competitions.isActive, true))
    .orderBy(asc(competitions.closesAt), asc(competitions.id))
    .limit(200);
  return rows.map(toPublicCompetition);
}

export async function getPublicCompetition(slug: string): Promise<PublicCompetition | null> {
  const db = await getDb();
  const rows = await db.select().from(competitions).where(eq(competitions.slug, slug)).limit(1);
  const row = rows[0];
  return row && row.isActive ? toPublicCompetition(row) : null;
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

export async function listFaq(options: { isActiveOnly?: boolean } = {}): Promise<FaqItem[]> {
  const db = await getDb();
  const query = db.select().from(competitionFaq);
  const rows = await (options.isActiveOnly ? query.where(eq(competitionFaq.isActive, true)) : query)
    .orderBy(asc(competitionFaq.sortOrder), asc(competitionFaq.id))
    .limit(500);
  return rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer, sortOrder: row.sortOrder, isActive: row.isActive }));
}

export async function getFaqItem(id: number): Promise<FaqItem | null> {
  const db = await getDb();
  const rows = await db.select().from(competitionFaq).where(eq(competitionFaq.id, id)).limit(1);
  const row = rows[0];
  return row ? { id: row.id, question: row.question, answer: row.answer, sortOrder: row.sortOrder, isActive: row.isActive } : null;
}
