import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { toIso } from '../db/iso';

/** Touchline+'s part of a fan's own data (POPIA, decision 019). */

/** The fan's views (a video, a day) and watch milestones (play, 25/50/75 %, complete, by day). */
export async function exportVideoData(userId: string) {
  const db = await getDb();
  const [views, progress] = await Promise.all([
    db.execute<{ slug: string; title: string; day: string }>(
      sql`select v.slug, v.title, vv.day::text as day from video_views vv join videos v on v.id = vv.video_id where vv.user_id = ${userId} order by vv.day, v.slug`,
    ),
    db.execute<{ slug: string; title: string; day: string; action: string; created_at: Date }>(sql`
      select v.slug, v.title, vp.day::text as day, vp.action, vp.created_at from video_progress vp join videos v on v.id = vp.video_id
      where vp.user_id = ${userId} order by vp.created_at, v.slug, vp.action`),
  ]);
  return {
    views: views.rows.map((row) => ({ video: row.slug, title: row.title, day: row.day })),
    progress: progress.rows.map((row) => ({
      video: row.slug,
      title: row.title,
      day: row.day,
      action: row.action,
      at: toIso(row.created_at),
    })),
  };
}

/**
 * Deletion: the watch milestones go; the views stay as counts (Most popular counts a video's views over 30 days)
 * under the erased account, with no name or number left to tie them to anyone.
 */
export async function eraseVideoData(tx: Pick<Db, 'execute'>, userId: string): Promise<{ progress: number }> {
  const progress = await tx.execute(sql`delete from video_progress where user_id = ${userId}`);
  return { progress: progress.rowCount ?? 0 };
}
