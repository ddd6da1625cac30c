import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';

/** Touchline+'s part of a fan's own data (POPIA, decision 019). */

export async function exportVideoData(userId: string) {
  const db = await getDb();
  const rows = await db.execute<{ slug: string; title: string; day: string }>(
    sql`select v.slug, v.title, vv.day::text as day from video_views vv join videos v on v.id = vv.video_id where vv.user_id = ${userId} order by vv.day, v.slug`,
  );
  return rows.rows.map((row) => ({ video: row.slug, title: row.title, day: row.day }));
}

/**
 * Deletion: the watch milestones go; the views stay as counts (Most popular counts a video's views over 30 days)
 * under the erased account, with no name or number left to tie them to anyone.
 */
export async function eraseVideoData(tx: Pick<Db, 'execute'>, userId: string): Promise<{ progress: number }> {
  const progress = await tx.execute(sql`delete from video_progress where user_id = ${userId}`);
  return { progress: progress.rowCount ?? 0 };
}
