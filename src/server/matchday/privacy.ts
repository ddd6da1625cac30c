import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { toIso as iso } from '../db/iso';

/** Match day's part of a fan's own data (POPIA, decision 019): the predictor's picks and the Player of the Match votes. */

export async function exportMatchdayData(userId: string) {
  const db = await getDb();
  const [predictions, votes] = await Promise.all([
    db.execute<{
      match_id: number;
      home: string;
      away: string;
      winner: string;
      margin: number;
      points: number | null;
      updated_at: Date;
    }>(sql`
      select p.match_id, case when m.is_home then m.team_name else m.opponent end as home,
        case when m.is_home then m.opponent else m.team_name end as away, p.winner, p.margin, p.points, p.updated_at
      from predictions p join matches m on m.id = p.match_id where p.user_id = ${userId} order by m.kickoff_at, p.match_id`),
    db.execute<{ match_id: number; player_id: number; first_name: string; last_name: string; created_at: Date }>(sql`
      select v.match_id, v.player_id, pl.first_name, pl.last_name, v.created_at
      from potm_votes v join players pl on pl.id = v.player_id where v.user_id = ${userId} order by v.created_at, v.match_id`),
  ]);
  return {
    predictions: predictions.rows.map((row) => ({
      matchId: Number(row.match_id),
      match: `${row.home} v ${row.away}`,
      winner: row.winner,
      margin: Number(row.margin),
      points: row.points === null ? null : Number(row.points),
      predictedAt: iso(row.updated_at),
    })),
    playerOfTheMatchVotes: votes.rows.map((row) => ({
      matchId: Number(row.match_id),
      playerId: Number(row.player_id),
      player: `${row.first_name} ${row.last_name}`,
      votedAt: iso(row.created_at),
    })),
  };
}

/**
 * Deletion: the picks of matches not yet over are removed (they would still count in a crowd's split). Picks of
 * finished matches and votes stay as the record of a settled table and a vote's result; they hang on the erased
 * account, which the tables never show (they list live accounts only). A finished match's picks are never touched
 * here, so an erasure never waits for a settlement in progress (which holds them while it awards FanCred).
 */
export async function eraseMatchdayData(tx: Pick<Db, 'execute'>, userId: string): Promise<{ predictions: number }> {
  const removed = await tx.execute(sql`
    delete from predictions p using matches m
    where p.user_id = ${userId} and m.id = p.match_id and m.status <> 'final'`);
  return { predictions: removed.rowCount ?? 0 };
}
