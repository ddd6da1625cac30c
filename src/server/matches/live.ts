import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { announceLiveChange } from '../adapters/live/live-bus';
import { diffFields, recordAudit } from '../audit';
import { getDb, type Db } from '../db/client';
import { adminFail as fail, adminOk, publishInTransaction, type Actor, type AdminResult } from '../kernel';
import type { MatchTeam } from '@/schemas/teams';
import { EVENT_POINTS, isScoringEvent, minuteAt, type LiveStatus, type MatchEventType, type Side } from '@/schemas/live-match';
import type { LiveEventInput } from '@/schemas/live-event-input';
import { matchEvents, matches } from './schema';

/**
 * The live match (issue 24): what the reporter at the ground (or a data feed) records, and everything that follows
 * from it. The match centre owns its events; the score, the status and the clock are never entered, they are the fold
 * of the events not undone, recomputed in the transaction that records or undoes one (so two reporters, a retry or an
 * undo can never leave a score that disagrees with the timeline). Every change bumps the match's `live_version`, is
 * audited, is announced to every copy (the live bus) and is stated as the domain event `matches.live_changed`.
 */

export interface LiveEvent {
  id: string;
  type: MatchEventType;
  side: Side | null;
  minute: number | null;
  playerId: number | null;
  playerOffId: number | null;
  text: string | null;
  createdAt: string;
  createdBy: string;
}

export interface LiveMatch {
  id: number;
  team: MatchTeam;
  home: string;
  away: string;
  /** Which side is the Touchline team (its players are the squad). */
  ourSide: Side;
  homeScore: number | null;
  awayScore: number | null;
  status: LiveStatus;
  /** The match minute now (null before kick-off). */
  minute: number | null;
  clock: { running: boolean; minute: number; at: string | null };
  kickoffAt: string;
  fullTimeAt: string | null;
  potmOpensMinute: number;
  competition: string;
  venue: string;
  city: string | null;
  version: number;
  /** Oldest first; undone events are left out. */
  events: LiveEvent[];
}

type MatchRow = typeof matches.$inferSelect;
type EventRow = typeof matchEvents.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toStatus = (status: MatchRow['status']): LiveStatus => (status === 'final' ? 'full_time' : status);

/** The minute the clock shows at `now`. */
export function clockMinute(clock: { running: boolean; minute: number; at: Date | string | null }, now = new Date()): number {
  const at = clock.at === null ? null : new Date(clock.at).toISOString();
  return minuteAt({ running: clock.running, minute: clock.minute, at }, now.getTime());
}

function toEvent(row: EventRow): LiveEvent {
  return {
    id: row.id,
    type: row.type as MatchEventType,
    side: row.side as Side | null,
    minute: row.minute,
    playerId: row.playerId,
    playerOffId: row.playerOffId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

function toLiveMatch(row: MatchRow, events: EventRow[], now: Date): LiveMatch {
  const ourSide: Side = row.isHome ? 'home' : 'away';
  const status = toStatus(row.status);
  const clock = { running: row.clockRunning, minute: row.clockMinute, at: row.clockAt?.toISOString() ?? null };
  return {
    id: row.id,
    team: row.team as MatchTeam,
    home: row.isHome ? row.teamName : row.opponent,
    away: row.isHome ? row.opponent : row.teamName,
    ourSide,
    homeScore: row.isHome ? row.teamScore : row.opponentScore,
    awayScore: row.isHome ? row.opponentScore : row.teamScore,
    status,
    minute: status === 'scheduled' ? null : clockMinute(clock, now),
    clock,
    kickoffAt: row.kickoffAt.toISOString(),
    fullTimeAt: row.fullTimeAt?.toISOString() ?? null,
    potmOpensMinute: row.potmOpensMinute,
    competition: row.competition,
    venue: row.venue,
    city: row.city,
    version: row.liveVersion,
    events: events.filter((event) => !event.undoneAt).map(toEvent),
  };
}

/** One match as it stands, with its timeline (null when there is no such match). */
export async function getLiveMatch(id: number, now = new Date()): Promise<LiveMatch | null> {
  const db = await getDb();
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
  if (!row) return null;
  const events = await db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, id), isNull(matchEvents.undoneAt)))
    .orderBy(asc(matchEvents.seq));
  return toLiveMatch(row, events, now);
}

/** The live version of each of these matches (the hub's catch-up asks for those it has listeners on). */
export async function getLiveVersions(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.execute<{ id: number; live_version: number }>(
    sql`select id, live_version from matches where id = any(${sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`)})`,
  );
  return new Map(rows.rows.map((row) => [Number(row.id), Number(row.live_version)]));
}

/**
 * The matches fans may follow live now (issue 38: the only ones the edge holds a stream channel for): in play, kicking
 * off within the hour (or due to have started within three hours), or finished in the last 30 minutes (so the final
 * score reaches every stream).
 */
export async function listFollowableMatchIds(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(sql`
    select id from matches
    where status in ('live', 'half_time')
      or (status = 'scheduled' and kickoff_at between ${new Date(now.getTime() - 3 * 3_600_000)} and ${new Date(now.getTime() + 3_600_000)})
      or (status = 'final' and full_time_at > ${new Date(now.getTime() - 30 * 60_000)})
    order by id`);
  return rows.rows.map((row) => Number(row.id));
}

interface Fold {
  status: MatchRow['status'];
  home: number | null;
  away: number | null;
  clockMinute: number;
  clockAt: Date | null;
  clockRunning: boolean;
  fullTimeAt: Date | null;
}

/**
 * The state that follows from the events (oldest first, undone ones left out): kick-off starts the clock (0', or 40'
 * for the second half), half time and full time stop it, an event with a minute sets it. No events: not started.
 */
export function foldEvents(events: Pick<EventRow, 'type' | 'side' | 'minute' | 'createdAt'>[]): Fold {
  const state: Fold = { status: 'scheduled', home: null, away: null, clockMinute: 0, clockAt: null, clockRunning: false, fullTimeAt: null };
  let halves = 0;
  for (const event of events) {
    const points = EVENT_POINTS[event.type as MatchEventType] ?? 0;
    if (points > 0 && (event.side === 'home' || event.side === 'away')) state[event.side] = (state[event.side] ?? 0) + points;
    switch (event.type) {
      case 'kick_off':
        halves += 1;
        state.status = 'live';
        state.fullTimeAt = null;
        Object.assign(state, { clockMinute: event.minute ?? (halves > 1 ? 40 : 0), clockAt: event.createdAt, clockRunning: true });
        break;
      case 'half_time':
        state.status = 'half_time';
        Object.assign(state, { clockMinute: event.minute ?? 40, clockAt: event.createdAt, clockRunning: false });
        break;
      case 'full_time':
        state.status = 'final';
        state.fullTimeAt = event.createdAt;
        Object.assign(state, { clockMinute: event.minute ?? 80, clockAt: event.createdAt, clockRunning: false });
        break;
      default:
        if (event.minute !== null && state.clockRunning) Object.assign(state, { clockMinute: event.minute, clockAt: event.createdAt });
    }
  }
  if (state.status !== 'scheduled') {
    state.home ??= 0;
    state.away ??= 0;
  }
  return state;
}

/** What may be recorded in each state: the reporter's mistakes get a clear 409, never a wrong score. */
function refusal(type: MatchEventType, status: LiveStatus): string | null {
  if (type === 'comment') return null;
  if (type === 'kick_off') return status === 'scheduled' || status === 'half_time' ? null : 'The match is already under way.';
  if (status === 'scheduled') return 'Record the kick-off first.';
  if (status === 'full_time') return 'The match is over: undo full time to add to it.';
  if (type === 'half_time' || type === 'full_time') return status === 'live' ? null : 'The match is not in play.';
  if (isScoringEvent(type) && status !== 'live') return 'Scores are recorded while the match is in play.';
  return null;
}

const notFound = () => fail(404, 'not_found', 'There is no such match.');

/** Recomputes the match from its events, bumps its version, audits, announces. Inside the caller's transaction. */
async function applyChange(
  tx: Tx,
  before: MatchRow,
  change: { kind: 'recorded' | 'undone'; event: EventRow },
  actor: Actor,
): Promise<{ after: MatchRow; announce: () => Promise<void> }> {
  const events = await tx
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, before.id), isNull(matchEvents.undoneAt)))
    .orderBy(asc(matchEvents.seq));
  const fold = foldEvents(events);
  const [after] = await tx
    .update(matches)
    .set({
      status: fold.status,
      teamScore: before.isHome ? fold.home : fold.away,
      opponentScore: before.isHome ? fold.away : fold.home,
      clockMinute: fold.clockMinute,
      clockAt: fold.clockAt,
      clockRunning: fold.clockRunning,
      fullTimeAt: fold.fullTimeAt,
      liveVersion: sql`${matches.liveVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(matches.id, before.id))
    .returning();
  if (!after) throw new Error('match update returned nothing');
  const { event } = change;
  await recordAudit(tx, {
    actor,
    action: change.kind === 'recorded' ? 'match.event' : 'match.event_undo',
    entityType: 'match',
    entityId: before.id,
    changes: diffFields(
      { status: before.status, team_score: before.teamScore, opponent_score: before.opponentScore },
      {
        status: after.status,
        team_score: after.teamScore,
        opponent_score: after.opponentScore,
        event: { id: event.id, type: event.type, side: event.side, minute: event.minute, player_id: event.playerId, text: event.text },
      },
    ),
  });
  const scoreChanged = before.teamScore !== after.teamScore || before.opponentScore !== after.opponentScore;
  const kind: 'kick_off' | 'score' | 'full_time' | 'other' =
    change.kind === 'recorded' && event.type === 'kick_off' && before.status === 'scheduled'
      ? 'kick_off'
      : change.kind === 'recorded' && event.type === 'full_time'
        ? 'full_time'
        : scoreChanged
          ? 'score'
          : 'other';
  const live = toLiveMatch(after, [], new Date());
  const afterCommit = await publishInTransaction(tx, [
    {
      type: 'matches.live_changed',
      matchId: after.id,
      team: live.team,
      version: after.liveVersion,
      change: kind,
      eventType: change.kind === 'recorded' ? (event.type as MatchEventType) : null,
      side: change.kind === 'recorded' ? (event.side as Side | null) : null,
      home: live.home,
      away: live.away,
      homeScore: live.homeScore,
      awayScore: live.awayScore,
      minute: live.minute,
      status: live.status,
    },
  ]);
  const announce = await announceLiveChange(tx, { matchId: after.id, version: after.liveVersion });
  return {
    after,
    announce: async () => {
      await announce();
      await afterCommit();
    },
  };
}

/** How close two identical scoring events by different reporters must be to be asked about (a likely double tap). */
const DUPLICATE_WINDOW_SECONDS = 60;

/**
 * Records one event. The id is the sender's (a retried send is the same event: the first one stands, 200 with it);
 * `confirm` is needed to record a scoring event another reporter recorded for the same side in the last minute.
 */
export async function recordMatchEvent(
  matchId: number,
  input: LiveEventInput,
  actor: Actor,
): Promise<AdminResult<{ event: LiveEvent; isNew: boolean; match: LiveMatch }>> {
  const db = await getDb();
  const id = input.id ?? randomUUID();
  const createdBy = actor.type === 'staff' ? actor.id : `${actor.type}:${actor.label}`;
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update').limit(1);
    if (!before) return notFound();
    const [existing] = await tx.select().from(matchEvents).where(eq(matchEvents.id, id)).limit(1);
    if (existing) {
      if (existing.matchId !== matchId || existing.type !== input.type) {
        return fail(409, 'event_id_taken', 'That event id belongs to another event.');
      }
      return adminOk({ event: toEvent(existing), isNew: false, after: before, announce: async () => undefined });
    }
    const status = toStatus(before.status);
    const refused = refusal(input.type, status);
    if (refused) return fail(409, 'event_not_allowed', refused);
    if (isScoringEvent(input.type) && !input.confirm) {
      const [twin] = await tx
        .select()
        .from(matchEvents)
        .where(
          and(
            eq(matchEvents.matchId, matchId),
            eq(matchEvents.type, input.type),
            eq(matchEvents.side, input.side ?? ''),
            isNull(matchEvents.undoneAt),
            sql`${matchEvents.createdBy} <> ${createdBy}`,
            sql`${matchEvents.createdAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
          ),
        )
        .orderBy(desc(matchEvents.seq))
        .limit(1);
      if (twin) {
        return fail(409, 'possible_duplicate', 'Another reporter recorded the same score for this side less than a minute ago.');
      }
    }
    const minute =
      input.minute ??
      (input.type === 'kick_off'
        ? status === 'half_time'
          ? 40
          : 0
        : status === 'scheduled'
          ? null
          : clockMinute({ running: before.clockRunning, minute: before.clockMinute, at: before.clockAt }));
    const [event] = await tx
      .insert(matchEvents)
      .values({
        id,
        matchId,
        type: input.type,
        side: input.side ?? null,
        minute,
        playerId: input.playerId ?? null,
        playerOffId: input.playerOffId ?? null,
        text: input.text ?? null,
        createdBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!event) return fail(409, 'event_id_taken', 'That event was recorded at the same moment by another send: reload.');
    const { after, announce } = await applyChange(tx, before, { kind: 'recorded', event }, actor);
    return adminOk({ event: toEvent(event), isNew: true, after, announce });
  });
  if (!outcome.ok) return outcome;
  await outcome.value.announce();
  const match = await getLiveMatch(matchId);
  if (!match) return notFound();
  return adminOk({ event: outcome.value.event, isNew: outcome.value.isNew, match });
}

/** Undoes one event (an undo of an undone event changes nothing: a retried undo is the same undo). */
export async function undoMatchEvent(matchId: number, eventId: string, actor: Actor): Promise<AdminResult<{ match: LiveMatch }>> {
  const db = await getDb();
  const undoneBy = actor.type === 'staff' ? actor.id : `${actor.type}:${actor.label}`;
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update').limit(1);
    if (!before) return notFound();
    const [event] = await tx
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)))
      .limit(1);
    if (!event) return fail(404, 'not_found', 'There is no such event in this match.');
    if (event.undoneAt) return adminOk({ announce: async () => undefined });
    const [undone] = await tx
      .update(matchEvents)
      .set({ undoneAt: sql`now()`, undoneBy })
      .where(eq(matchEvents.id, eventId))
      .returning();
    const { announce } = await applyChange(tx, before, { kind: 'undone', event: undone ?? event }, actor);
    return adminOk({ announce });
  });
  if (!outcome.ok) return outcome;
  await outcome.value.announce();
  const match = await getLiveMatch(matchId);
  return match ? adminOk({ match }) : notFound();
}

/** The reporter's Undo: the latest event not yet undone (null when there is none). */
export async function latestEventId(matchId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.undoneAt)))
    .orderBy(desc(matchEvents.seq))
    .limit(1);
  return row?.id ?? null;
}

/** The minute the Player of the Match vote opens (staff choose it on the live page). */
export async function setPotmOpensMinute(matchId: number, minute: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update').limit(1);
    if (!before) return null;
    const [after] = await tx
      .update(matches)
      .set({ potmOpensMinute: minute, liveVersion: sql`${matches.liveVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'match.potm_minute',
      entityType: 'match',
      entityId: matchId,
      changes: diffFields({ potm_opens_minute: before.potmOpensMinute }, { potm_opens_minute: minute }),
    });
    return announceLiveChange(tx, { matchId, version: after?.liveVersion ?? before.liveVersion + 1 });
  });
  if (!done) return notFound();
  await done();
  return adminOk(null);
}

/** Matches on now or about to be (the hub, the demo feed and the console's match list ask). */
export async function listLiveMatchIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${matches.status} in ('live', 'half_time')`)
    .orderBy(asc(matches.kickoffAt));
  return rows.map((row) => row.id);
}
