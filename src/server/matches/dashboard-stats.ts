import 'server-only';
import { and, asc, gte, inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { MatchTeam } from '../site/teams';
import { matches } from './schema';

export type UpcomingFixture = { id: number; team: MatchTeam; teamName: string; opponent: string; competition: string; kickoffAt: Date; status: 'scheduled' | 'live' };

/** The next fixtures of every team (live ones first by kick-off), for the dashboard. */
export async function upcomingFixtures(limit = 6, now = new Date()): Promise<UpcomingFixture[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: matches.id, team: matches.team, teamName: matches.teamName, opponent: matches.opponent, competition: matches.competition, kickoffAt: matches.kickoffAt, status: matches.status })
    .from(matches)
    .where(and(inArray(matches.status, ['scheduled', 'live']), gte(matches.kickoffAt, new Date(now.getTime() - 6 * 3_600_000))))
    .orderBy(asc(matches.kickoffAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, team: row.team as MatchTeam, status: row.status === 'live' ? 'live' : 'scheduled' }));
}
