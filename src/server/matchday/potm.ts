import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { percentages, POTM_CLOSE_MINUTES } from '@/schemas/predictor';
import { getDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { toIso } from '../db/iso';
import { awardPoints } from '../fancred';
import { holdLiveFan, IDENTITY_ERRORS } from '../identity';
import { getLogger } from '../logger';
import { listPlayers } from '../players';
import { memoize } from '../kernel';
import { MATCHDAY_ERRORS } from './messages';
import type { MatchdayResult } from './predictor';
import { refusedMatchdayWrite } from './write-limits';

/**
 * Player of the Match (issue 24): the vote opens once the match clock reaches the minute staff chose (60' unless they
 * chose another), stays open through full time and closes POTM_CLOSE_MINUTES after it. One vote per fan per match —
 * the primary key (match, fan) decides, so two taps, two tabs or two phones store one vote. The candidates are the
 * active players of the match's team. The window is the database's clock, in the statement that stores the vote.
 */

/** The match minute now, as the live model's clockMinute works it out (capped at 120). */
const MINUTE_NOW = sql`(case when m.clock_running and m.clock_at is not null
  then least(120, m.clock_minute + greatest(0, floor(extract(epoch from (now() - m.clock_at)) / 60)::int))
  else m.clock_minute end)`;

/** The vote is open for match `m` now. */
const IS_OPEN = sql`((m.status in ('live', 'half_time') and ${MINUTE_NOW} >= m.potm_opens_minute)
  or (m.status = 'final' and m.full_time_at > now() - make_interval(mins => ${POTM_CLOSE_MINUTES})))`;

export type PotmState = 'upcoming' | 'open' | 'closed';

export interface PotmCandidate {
  playerId: number;
  name: string;
  position: string;
  portraitUrl: string;
}

/** The active players of a team, by surname (the players context's order), positions in the fan's language; a minute's memory per copy. */
const candidatesByKey = memoize(
  async (key: `${string}:${Locale}`): Promise<PotmCandidate[]> => {
    const [team, locale] = key.split(':') as [string, Locale];
    return (await listPlayers(locale))
      .filter((player) => player.category === team)
      .map((player) => ({
        playerId: player.id,
        name: `${player.firstName} ${player.lastName}`,
        position: player.position,
        portraitUrl: player.portraitUrl,
      }));
  },
  { ttlMs: 60_000, maxKeys: 40 },
);

const candidatesOf = (team: string, locale: Locale) => candidatesByKey(`${team}:${locale}`);

export function listPotmCandidates(team: string, locale: Locale = 'en'): Promise<PotmCandidate[]> {
  return candidatesOf(team, locale);
}

export interface PotmVote {
  matchId: number;
  playerId: number;
  votedAt: string;
  /** FanCred points the vote earned (0 when none: staff, an incomplete profile). */
  points: number;
}

/**
 * A fan's vote: 404 for no such match, 422 for a player who is not an active player of the match's team, 409
 * voting_closed outside the window, 409 already_voted for a second vote (the primary key refuses it).
 */
export async function votePotm(input: {
  userId: string;
  ip: string;
  matchId: number;
  playerId: number;
}): Promise<MatchdayResult<PotmVote>> {
  const refused = await refusedMatchdayWrite('vote', input);
  if (refused) return { ok: false, error: refused };
  const db = await getDb();
  const found = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from players p where p.id = ${input.playerId} and p.category = m.team and p.is_active) as ok
    from matches m where m.id = ${input.matchId}`);
  const match = found.rows[0];
  if (!match) return { ok: false, error: MATCHDAY_ERRORS.matchNotFound };
  if (!match.ok) return { ok: false, error: MATCHDAY_ERRORS.notInMatch };
  let stored: { created_at: Date | string } | null | 'deleted';
  try {
    stored = await db.transaction(async (tx) => {
      if (!(await holdLiveFan(tx, { id: input.userId }))) return 'deleted' as const;
      const rows = await tx.execute<{ created_at: Date | string }>(sql`
        insert into potm_votes (match_id, user_id, player_id)
        select m.id, ${input.userId}, ${input.playerId} from matches m
        where m.id = ${input.matchId} and ${IS_OPEN}
        for share of m
        returning created_at`);
      return rows.rows[0] ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: MATCHDAY_ERRORS.alreadyVoted };
    throw error;
  }
  if (stored === 'deleted') return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  if (!stored) return { ok: false, error: MATCHDAY_ERRORS.votingClosed };
  let points = 0;
  try {
    const award = await awardPoints({ userId: input.userId, action: 'potm_vote', itemKey: `match:${input.matchId}` });
    points = award.status === 'applied' ? award.points : 0;
  } catch (error) {
    // The vote stands; FanCred's once-only key lets a retry award it later without doubling.
    getLogger().error({ err: error, matchId: input.matchId }, 'potm: vote points failed');
  }
  return { ok: true, value: { matchId: input.matchId, playerId: input.playerId, votedAt: toIso(stored.created_at), points } };
}

export interface PotmResult {
  playerId: number;
  name: string;
  votes: number;
  /** Whole percentages of the votes, adding up to 100. */
  share: number;
}

/** A closed vote's results, winner first (ties by surname): they never change after the close, so a copy keeps them a while. */
const resultsOf = memoize(
  async (matchId: number): Promise<{ results: PotmResult[]; totalVotes: number }> => {
    const db = await getDb();
    const rows = await db.execute<{ player_id: number; first_name: string; last_name: string; votes: number }>(sql`
      select v.player_id, p.first_name, p.last_name, count(*)::int as votes
      from potm_votes v join players p on p.id = v.player_id
      where v.match_id = ${matchId}
      group by v.player_id, p.first_name, p.last_name
      order by votes desc, lower(p.last_name), lower(p.first_name), v.player_id`);
    const shares = percentages(rows.rows.map((row) => Number(row.votes)));
    return {
      totalVotes: rows.rows.reduce((sum, row) => sum + Number(row.votes), 0),
      results: rows.rows.map((row, index) => ({
        playerId: Number(row.player_id),
        name: `${row.first_name} ${row.last_name}`,
        votes: Number(row.votes),
        share: shares[index] ?? 0,
      })),
    };
  },
  { ttlMs: 30_000 },
);

export interface PotmView {
  matchId: number;
  state: PotmState;
  isOpen: boolean;
  opensMinute: number;
  /** Fifteen minutes after full time (null before full time). */
  closesAt: string | null;
  candidates: PotmCandidate[];
  mine: { playerId: number; votedAt: string } | null;
  /** Only once the vote has closed. */
  results?: PotmResult[];
  totalVotes?: number;
}

/** GET /api/site/potm/{match_id}: the window, the candidates, the fan's own vote, and the results once closed. */
export async function getPotmView(matchId: number, userId: string | null, locale: Locale = 'en'): Promise<PotmView | null> {
  const db = await getDb();
  const [state, mine] = await Promise.all([
    db.execute<{ team: string; opens_minute: number; closes_at: Date | string | null; is_open: boolean; is_final: boolean }>(sql`
      select m.team, m.potm_opens_minute as opens_minute, m.full_time_at + make_interval(mins => ${POTM_CLOSE_MINUTES}) as closes_at,
        ${IS_OPEN} as is_open, m.status = 'final' as is_final
      from matches m where m.id = ${matchId}`),
    userId
      ? db.execute<{ player_id: number; created_at: Date | string }>(
          sql`select player_id, created_at from potm_votes where match_id = ${matchId} and user_id = ${userId}`,
        )
      : null,
  ]);
  const row = state.rows[0];
  if (!row) return null;
  const potmState: PotmState = row.is_open ? 'open' : row.is_final ? 'closed' : 'upcoming';
  const mineRow = mine?.rows[0];
  const view: PotmView = {
    matchId,
    state: potmState,
    isOpen: potmState === 'open',
    opensMinute: Number(row.opens_minute),
    closesAt: row.closes_at === null ? null : toIso(row.closes_at),
    candidates: await candidatesOf(row.team, locale),
    mine: mineRow ? { playerId: Number(mineRow.player_id), votedAt: toIso(mineRow.created_at) } : null,
  };
  if (potmState === 'closed') Object.assign(view, await resultsOf(matchId));
  return view;
}
