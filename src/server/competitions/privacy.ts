import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { toIso as iso } from '../db/iso';

/** Competitions' part of a fan's own data (POPIA, decision 019). */

export async function exportCompetitionData(userId: string) {
  const db = await getDb();
  const [entries, wins] = await Promise.all([
    db.execute<{ slug: string; title: string; answer: string; is_correct: boolean; created_at: Date }>(sql`
      select c.slug, c.title, e.answer, e.is_correct, e.created_at from competition_entries e join competitions c on c.id = e.competition_id
      where e.user_id = ${userId} order by e.created_at, e.id`),
    db.execute<{ slug: string; title: string; place: number; is_published: boolean }>(sql`
      select c.slug, c.title, w.place, w.is_published from competition_winners w join competitions c on c.id = w.competition_id
      where w.user_id = ${userId} order by w.created_at, w.id`),
  ]);
  return {
    entries: entries.rows.map((row) => ({
      competition: row.slug,
      title: row.title,
      answer: row.answer,
      isCorrect: row.is_correct,
      enteredAt: iso(row.created_at),
    })),
    wins: wins.rows.map((row) => ({
      competition: row.slug,
      title: row.title,
      place: Number(row.place),
      isPublished: row.is_published,
    })),
  };
}

/**
 * Deletion: entries stay (a competition's entry count, a past draw's eligible list and its winner's entry refer to
 * them) but lose the fan's answer text; they hang on the erased account, which future draws never pick (no number)
 * and winner lists show as "Fan #…". Winner rows stay as the record that a place was awarded.
 */
export async function eraseCompetitionData(tx: Pick<Db, 'execute'>, userId: string): Promise<{ entries: number }> {
  const entries = await tx.execute(sql`update competition_entries set answer = '' where user_id = ${userId}`);
  return { entries: entries.rowCount ?? 0 };
}
