import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '../../src/server/db/client';
import type { Actor } from '../../src/server/kernel/actor';
import { recordMatchEvent } from '../../src/server/matches/live';
import type { LiveEventInput } from '../../src/schemas/live-event-input';
import type { MatchEventType, Side } from '../../src/schemas/live-match';
import type { MatchTeam } from '../../src/schemas/teams';

/**
 * Matches for the match-day tests (issue 24): a fixture whose kick-off is a given time from the database's now, and the
 * reporter's events through the live model itself (recordMatchEvent), so the score, the status and the clock are the
 * fold of real events. Times the tests need in the past (a full time long ago) are set on the row: no test sleeps.
 */

export const REPORTER: Actor = { type: 'service', label: 'matchday-test-reporter' };

export async function makeMatch(
  options: { team?: MatchTeam; isHome?: boolean; kickoffInSeconds?: number; kickoffAt?: Date; potmOpensMinute?: number } = {},
): Promise<number> {
  const db = await getDb();
  const kickoff = options.kickoffAt
    ? sql`${options.kickoffAt.toISOString()}::timestamptz`
    : sql`now() + make_interval(secs => ${options.kickoffInSeconds ?? 3600})`;
  const rows = await db.execute<{ id: number }>(sql`
    insert into matches (team, team_name, opponent, venue, city, is_home, kickoff_at, competition, potm_opens_minute)
    values (${options.team ?? 'springboks'}, 'Springboks', ${`Test XV ${randomUUID().slice(0, 6)}`}, 'Loftus Versfeld', 'Pretoria',
      ${options.isHome ?? true}, ${kickoff}, 'Test Series', ${options.potmOpensMinute ?? 60})
    returning id`);
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error('match insert failed');
  return Number(id);
}

/** Records one event as the reporter at the ground would (throws when the live model refuses it). */
export async function record(matchId: number, type: MatchEventType, extra: Partial<LiveEventInput> = {}) {
  const result = await recordMatchEvent(matchId, { type, ...extra } as LiveEventInput, REPORTER);
  if (!result.ok) throw new Error(`${type}: ${result.error.message}`);
  return result.value;
}

/** Tries, conversions and penalties that make `points` (any score but 1, 2, 4 and 7 without a conversion). */
function scoringEvents(points: number): MatchEventType[] {
  for (let tries = Math.floor(points / 5); tries >= 0; tries -= 1) {
    for (let conversions = tries; conversions >= 0; conversions -= 1) {
      const rest = points - tries * 5 - conversions * 2;
      if (rest >= 0 && rest % 3 === 0) {
        const events: MatchEventType[] = [];
        for (let n = 0; n < tries; n += 1) events.push('try', ...(n < conversions ? (['conversion'] as const) : []));
        for (let n = 0; n < rest / 3; n += 1) events.push('penalty');
        return events;
      }
    }
  }
  throw new Error(`no rugby score makes ${points}`);
}

/** Kick-off (if not under way), the scores for each side, then full time. */
export async function playMatch(matchId: number, score: { home: number; away: number }, options: { isUnderWay?: boolean } = {}) {
  if (!options.isUnderWay) await record(matchId, 'kick_off');
  for (const side of ['home', 'away'] as Side[]) {
    for (const type of scoringEvents(score[side])) await record(matchId, type, { side });
  }
  return record(matchId, 'full_time');
}

/** Moves the match's full time into the past (as if the minutes had gone by). */
export async function fullTimeMinutesAgo(matchId: number, minutes: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update matches set full_time_at = now() - make_interval(mins => ${minutes}) where id = ${matchId}`);
}

/** Puts the running match clock at `minute` now (as if the match had been played that far). */
export async function clockAt(matchId: number, minute: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update matches set clock_minute = ${minute}, clock_at = now(), clock_running = true where id = ${matchId}`);
}

/** A date far from today whose season only one test uses. */
export function seasonKickoff(season: number): Date {
  return new Date(Date.UTC(season, 5, 14, 15, 5));
}
