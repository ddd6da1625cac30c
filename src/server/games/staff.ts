import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { recordAudit } from '../audit';
import { type Actor, adminFail, adminOk, type AdminResult } from '../kernel';
import { gameScores } from './schema';
import { expireGameTables } from './sessions';

/** A fan's game scores on their console page (/admin/users/{id}), and voiding one (audited, off the tables). */
export const GAME_SCORE_ENTITY = 'game_score';

export interface StaffGameScore {
  id: number;
  game: string;
  score: number;
  /** What the server's replay made of the moves (null: not replayable, or scored before replays). */
  replayScore: number | null;
  status: string;
  reason: string | null;
  elapsedMs: number;
  createdAt: string;
}

export async function listScoresForStaff(userId: string, limit = 20): Promise<StaffGameScore[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(gameScores)
    .where(eq(gameScores.userId, userId))
    .orderBy(desc(gameScores.createdAt), desc(gameScores.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    score: row.score,
    replayScore: row.replayScore,
    status: row.status,
    reason: row.reason,
    elapsedMs: row.elapsedMs,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Takes a ranked score off the tables (status `voided`, with the reason); the audit log keeps who and why. */
export async function voidScore(input: { scoreId: number; reason: string }, actor: Actor): Promise<AdminResult<{ userId: string }>> {
  const reason = input.reason.trim();
  if (reason === '' || reason.length > 300)
    return adminFail(422, 'invalid_reason', 'Say why the score is voided (at most 300 characters).');
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ user_id: string; status: string; score: number }>(
      sql`select user_id, status, score from ${gameScores} where id = ${input.scoreId} for update`,
    );
    const row = locked.rows[0];
    if (!row) return adminFail(404, 'not_found', 'This score does not exist.');
    if (row.status !== 'ranked') return adminFail(409, 'not_ranked', 'Only a ranked score can be voided.');
    await tx
      .update(gameScores)
      .set({ status: 'voided', reason: `voided: ${reason}` })
      .where(eq(gameScores.id, input.scoreId));
    await recordAudit(tx, {
      actor,
      action: 'void',
      entityType: GAME_SCORE_ENTITY,
      entityId: input.scoreId,
      changes: {
        status: { before: 'ranked', after: 'voided' },
        reason: { before: null, after: reason },
        score: { before: row.score, after: row.score },
      },
    });
    return adminOk({ userId: row.user_id });
  });
  if (outcome.ok) expireGameTables();
  return outcome;
}
