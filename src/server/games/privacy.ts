import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { toIso as iso } from '../db/iso';

/** Games' part of a fan's own data (POPIA, decision 019). */

/** The fan's scores and the games they started (a session: which game, when, its seed). */
export async function exportGameData(userId: string) {
  const db = await getDb();
  const [scores, sessions] = await Promise.all([
    db.execute<{ game: string; score: number; status: string; reason: string | null; created_at: Date }>(
      sql`select game, score, status, reason, created_at from game_scores where user_id = ${userId} order by created_at, id`,
    ),
    db.execute<{ id: string; game: string; started_at: Date }>(
      sql`select id, game, started_at from game_sessions where user_id = ${userId} order by started_at, id`,
    ),
  ]);
  return {
    scores: scores.rows.map((row) => ({
      game: row.game,
      score: Number(row.score),
      status: row.status,
      reason: row.reason,
      playedAt: iso(row.created_at),
    })),
    sessions: sessions.rows.map((row) => ({ sessionId: row.id, game: row.game, startedAt: iso(row.started_at) })),
  };
}

/**
 * Deletion: the fan's scores and game sessions go. The game tables are live (today, this month, all time), never
 * frozen, and name no winners, so nothing else refers to them; how often games were played stays in FanCred's
 * anonymous counts (the game_play events).
 */
export async function eraseGameData(tx: Pick<Db, 'execute'>, userId: string): Promise<{ scores: number }> {
  const scores = await tx.execute(sql`delete from game_scores where user_id = ${userId}`);
  await tx.execute(sql`delete from game_sessions where user_id = ${userId}`);
  return { scores: scores.rowCount ?? 0 };
}
