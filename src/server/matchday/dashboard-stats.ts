import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

export interface MatchEngagement {
  /** Predictor picks for the match, by the winner picked. */
  picks: { home: number; away: number; draw: number; total: number };
  /** Player of the Match votes so far, and the three players with the most (staff see them while the vote is open). */
  votes: { total: number; leaders: { name: string; votes: number }[] };
}

/** The console's match-day figures (issue 39): how many fans picked and voted on one match, read now. */
export async function matchEngagement(matchId: number): Promise<MatchEngagement> {
  const db = await getDb();
  const [picks, votes] = await Promise.all([
    db.execute<{ winner: string; count: number }>(
      sql`select winner, count(*)::int as count from predictions where match_id = ${matchId} group by winner`,
    ),
    db.execute<{ name: string; votes: number; total: number }>(sql`
      select p.first_name || ' ' || p.last_name as name, count(*)::int as votes, sum(count(*)) over ()::int as total
      from potm_votes v join players p on p.id = v.player_id
      where v.match_id = ${matchId}
      group by p.id, p.first_name, p.last_name
      order by votes desc, lower(p.last_name), p.id`),
  ]);
  const split = { home: 0, away: 0, draw: 0 };
  for (const row of picks.rows) if (row.winner in split) split[row.winner as keyof typeof split] = Number(row.count);
  return {
    picks: { ...split, total: split.home + split.away + split.draw },
    votes: {
      total: Number(votes.rows[0]?.total ?? 0),
      leaders: votes.rows.slice(0, 3).map((row) => ({ name: row.name, votes: Number(row.votes) })),
    },
  };
}
