import 'server-only';
import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { MatchTeam } from '@/schemas/teams';
import { matches } from './schema';

type UpcomingFixture = {
  id: number;
  team: MatchTeam;
  teamName: string;
  opponent: string;
  competition: string;
  kickoffAt: Date;
  status: 'scheduled' | 'live';
};

/** A scheduled match this long past kick-off without a score has most likely been forgotten: the dashboard drops it. */
const SCHEDULED_GRACE_MS = 6 * 60 * 60 * 1000;

/**
 * The next fixtures of every team, for the dashboard: live ones first (however long ago they kicked off, until staff
 * finalise them), then the scheduled ones by kick-off, including those kicked off in the last six hours.
 */
export async function upcomingFixtures(limit = 6, now = new Date()): Promise<UpcomingFixture[]> {
  const db = await getDb();
  const isLive = inArray(matches.status, ['live', 'half_time']);
  const rows = await db
    .select({
      id: matches.id,
      team: matches.team,
      teamName: matches.teamName,
      opponent: matches.opponent,
      competition: matches.competition,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
    })
    .from(matches)
    .where(or(isLive, and(eq(matches.status, 'scheduled'), gte(matches.kickoffAt, new Date(now.getTime() - SCHEDULED_GRACE_MS)))))
    .orderBy(desc(isLive), asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, team: row.team as MatchTeam, status: row.status === 'scheduled' ? 'scheduled' : 'live' }));
}
