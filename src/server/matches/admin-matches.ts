import 'server-only';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { announceLiveChange } from '../adapters/live/live-bus';
import { getDb } from '../db/client';
import { checkViolation } from '../db/errors';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import type { MatchTeam } from '@/schemas/teams';
import {
  SCORE_NEEDED,
  type MatchCreateInput,
  type MatchScoreInput,
  type MatchUpdateInput,
  type NextMatchWidgetInput,
} from '@/schemas/matches';
import { mergeTranslations, readTranslations, translationsFromInput } from '@/schemas/translations';
import { matchFields, WIDGET_TRANSLATED_FIELDS, type MatchItem, type MatchRow } from './matches';
import { matches, nextMatchWidget } from './schema';

/**
 * The match centre for staff: each team's fixtures and results, and the writes — add, edit, live score, finalise,
 * delete, and the Next Match & USSD widget — each checked and audited in its own transaction.
 */
const RESULTS_PER_PAGE = 20;

/** A match as staff see it: also when it was last changed (the edit form starts afresh after a save). */
export interface StaffMatch extends MatchItem {
  updatedAt: string;
}

const toStaffMatch = (row: MatchRow): StaffMatch => ({ ...matchFields(row), updatedAt: row.updatedAt.toISOString() });

/** What the audit keeps of a match. */
function snapshot(row: MatchRow): Record<string, unknown> {
  return {
    team: row.team,
    team_name: row.teamName,
    opponent: row.opponent,
    venue: row.venue,
    city: row.city,
    is_home: row.isHome,
    kickoff_at: row.kickoffAt.toISOString(),
    competition: row.competition,
    status: row.status,
    team_score: row.teamScore,
    opponent_score: row.opponentScore,
    tickets_url: row.ticketsUrl,
    broadcast_url: row.broadcastUrl,
  };
}

/** The columns the fixture form sets, on add and on edit (the status and score are setMatchScore's). */
const fixtureDetails = (input: MatchCreateInput | MatchUpdateInput) => ({
  teamName: input.teamName,
  opponent: input.opponent,
  venue: input.venue,
  city: input.city,
  isHome: input.isHome,
  kickoffAt: input.kickoffAt,
  competition: input.competition,
  ticketsUrl: input.ticketsUrl,
  broadcastUrl: input.broadcastUrl,
});

const notFound = () => fail(404, 'not_found', 'There is no such fixture.');

/**
 * A team's match centre for staff: every fixture not yet final (live first, then by kick-off, so one whose kick-off
 * has passed without a score stays in view), and the results page by page, latest first.
 */
export async function listMatchesForStaff(
  team: MatchTeam,
  resultsPage = 1,
): Promise<{ fixtures: StaffMatch[]; results: { page: number; lastPage: number; total: number; data: StaffMatch[] } }> {
  const db = await getDb();
  const isResult = and(eq(matches.team, team), eq(matches.status, 'final'));
  const [fixtures, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(and(eq(matches.team, team), ne(matches.status, 'final')))
      .orderBy(desc(inArray(matches.status, ['live', 'half_time'])), asc(matches.kickoffAt), asc(matches.id)),
    db.select({ total: count() }).from(matches).where(isResult),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / RESULTS_PER_PAGE));
  const page = Math.min(Math.max(1, resultsPage), lastPage);
  const results = await db
    .select()
    .from(matches)
    .where(isResult)
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(RESULTS_PER_PAGE)
    .offset((page - 1) * RESULTS_PER_PAGE);
  return { fixtures: fixtures.map(toStaffMatch), results: { page, lastPage, total, data: results.map(toStaffMatch) } };
}

export async function getMatchForStaff(id: number): Promise<StaffMatch | null> {
  const db = await getDb();
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
  return row ? toStaffMatch(row) : null;
}

/** A new fixture: scheduled, no score yet. */
export async function createMatch(input: MatchCreateInput, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({ team: input.team, ...fixtureDetails(input) })
      .returning();
    if (!row) throw new Error('match insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'match.create',
      entityType: 'match',
      entityId: row.id,
      changes: diffFields(null, snapshot(row)),
    });
    return row.id;
  });
  return adminOk({ id });
}

/** A fixture's details (not its status or score: setMatchScore does those). */
export async function updateMatch(input: MatchUpdateInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(matches).where(eq(matches.id, input.id)).for('update').limit(1);
    if (!before) return false;
    const [after] = await tx
      .update(matches)
      .set({ ...fixtureDetails(input), updatedAt: sql`now()` })
      .where(eq(matches.id, input.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'match.update',
      entityType: 'match',
      entityId: input.id,
      changes: diffFields(snapshot(before), after ? snapshot(after) : null),
    });
    return true;
  });
  return done ? adminOk(null) : notFound();
}

/**
 * Live (status live with both scores), final (both scores; the database's check insists too) or back to scheduled
 * (the scores cleared, e.g. a match set live by mistake or postponed).
 */
export async function setMatchScore(input: MatchScoreInput, actor: Actor): Promise<AdminResult<null>> {
  const next =
    input.status === 'scheduled'
      ? { status: 'scheduled' as const, teamScore: null, opponentScore: null }
      : { status: input.status, teamScore: input.teamScore, opponentScore: input.opponentScore };
  // A result finalised here has its full time too (the vote closes and the predictor settles from it).
  const fullTimeAt = next.status === 'final' ? sql`coalesce(${matches.fullTimeAt}, now())` : null;
  if (next.status !== 'scheduled' && (next.teamScore === null || next.opponentScore === null)) {
    return fail(422, 'score_required', SCORE_NEEDED[next.status]);
  }
  const db = await getDb();
  try {
    const done = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(matches).where(eq(matches.id, input.id)).for('update').limit(1);
      if (!before) return null;
      const [after] = await tx
        .update(matches)
        .set({ ...next, fullTimeAt, liveVersion: sql`${matches.liveVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(matches.id, input.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: `match.${next.status}`,
        entityType: 'match',
        entityId: input.id,
        changes: diffFields(snapshot(before), after ? snapshot(after) : null),
      });
      // Fans' open match pages follow a score set here too (a match not run live from the reporter's page).
      return announceLiveChange(tx, { matchId: input.id, version: after?.liveVersion ?? before.liveVersion + 1 });
    });
    if (!done) return notFound();
    await done();
    return adminOk(null);
  } catch (error) {
    const constraint = checkViolation(error);
    if (constraint === 'matches_final_has_score') return fail(422, 'score_required', SCORE_NEEDED.final);
    if (constraint === 'matches_scores_non_negative') return fail(422, 'invalid_score', 'Scores cannot be negative.');
    throw error;
  }
}

/** A fixture removed (entered by mistake, or cancelled); the audit keeps what it was. */
export async function deleteMatch(id: number, actor: Actor): Promise<AdminResult<{ team: MatchTeam }>> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(matches).where(eq(matches.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, { actor, action: 'match.remove', entityType: 'match', entityId: id, changes: diffFields(snapshot(row), null) });
    return row;
  });
  return removed ? adminOk({ team: removed.team as MatchTeam }) : notFound();
}

/**
 * The Next Match & USSD widget (a single row), created on first save if the database has none. Its text's other
 * languages: a language the form sent (its flag ticked) replaces the stored one, one not sent stays (issue 26).
 */
export async function saveNextMatchWidget(input: NextMatchWidgetInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(nextMatchWidget).where(eq(nextMatchWidget.id, 1)).for('update').limit(1);
    const translations = readTranslations(
      mergeTranslations(before?.translations, translationsFromInput(input, WIDGET_TRANSLATED_FIELDS), WIDGET_TRANSLATED_FIELDS),
      WIDGET_TRANSLATED_FIELDS,
    );
    const values = { team: input.team, text: input.text, translations, ussdCode: input.ussdCode };
    await tx
      .insert(nextMatchWidget)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: nextMatchWidget.id, set: { ...values, updatedAt: sql`now()` } });
    const view = (row: { team: string; text: string; translations: unknown; ussdCode: string } | undefined) =>
      row
        ? {
            team: row.team,
            text: row.text,
            translations: readTranslations(row.translations, WIDGET_TRANSLATED_FIELDS),
            ussd_code: row.ussdCode,
          }
        : null;
    await recordAudit(tx, {
      actor,
      action: 'widget.update',
      entityType: 'next_match_widget',
      entityId: 1,
      changes: diffFields(view(before), view(values)),
    });
  });
  return adminOk(null);
}
