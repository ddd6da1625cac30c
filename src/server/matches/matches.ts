import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { getDb } from '../db/client';
import { httpsUrl } from '@/schemas/https-url';
import type { MatchTeam } from '@/schemas/teams';
import { readTranslations, type Translations } from '@/schemas/translations';
import { matches, nextMatchWidget } from './schema';

export interface MatchItem {
  id: number;
  team: MatchTeam;
  teamName: string;
  opponent: string;
  venue: string;
  city: string | null;
  isHome: boolean;
  kickoffAt: string;
  competition: string;
  status: 'scheduled' | 'live' | 'half_time' | 'final';
  teamScore: number | null;
  opponentScore: number | null;
  ticketsUrl: string | null;
  broadcastUrl: string | null;
}

export type MatchRow = typeof matches.$inferSelect;

/** A match row as the pages get it; the links exactly as stored (staff see and edit what they entered). */
export function matchFields(row: MatchRow): MatchItem {
  return {
    id: row.id,
    team: row.team as MatchTeam,
    teamName: row.teamName,
    opponent: row.opponent,
    venue: row.venue,
    city: row.city,
    isHome: row.isHome,
    kickoffAt: row.kickoffAt.toISOString(),
    competition: row.competition,
    status: row.status,
    teamScore: row.teamScore,
    opponentScore: row.opponentScore,
    ticketsUrl: row.ticketsUrl,
    broadcastUrl: row.broadcastUrl,
  };
}

/** A match as fans see it: a link only when it is an https:// address. */
function toItem(row: MatchRow): MatchItem {
  return { ...matchFields(row), ticketsUrl: httpsUrl(row.ticketsUrl), broadcastUrl: httpsUrl(row.broadcastUrl) };
}

/**
 * A match past kick-off that staff have not set live or final yet stays among the fixtures for a day, so it
 * does not vanish from the match centre between kick-off and the first score update.
 */
const GRACE_MS = 24 * 60 * 60 * 1000;
const graceStart = (now: Date) => new Date(now.getTime() - GRACE_MS);

export interface MatchCentre {
  live: MatchItem[];
  fixtures: MatchItem[];
  results: MatchItem[];
}

/** A team's match centre: live now, upcoming fixtures (soonest first) and results (latest first). */
export async function getMatchCentre(team: MatchTeam, now = new Date()): Promise<MatchCentre> {
  const db = await getDb();
  const [live, fixtures, results] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(and(eq(matches.team, team), inArray(matches.status, ['live', 'half_time'])))
      .orderBy(asc(matches.kickoffAt)),
    db
      .select()
      .from(matches)
      .where(and(eq(matches.team, team), eq(matches.status, 'scheduled'), gte(matches.kickoffAt, graceStart(now))))
      .orderBy(asc(matches.kickoffAt)),
    db
      .select()
      .from(matches)
      .where(and(eq(matches.team, team), eq(matches.status, 'final')))
      .orderBy(desc(matches.kickoffAt)),
  ]);
  return { live: live.map(toItem), fixtures: fixtures.map(toItem), results: results.map(toItem) };
}

/** The next (or live) match of the given teams, soonest first. */
export async function getNextMatch(teams: readonly MatchTeam[], now = new Date()): Promise<MatchItem | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(matches)
    .where(
      and(
        inArray(matches.team, [...teams]),
        or(inArray(matches.status, ['live', 'half_time']), and(eq(matches.status, 'scheduled'), gte(matches.kickoffAt, graceStart(now)))),
      ),
    )
    .orderBy(desc(inArray(matches.status, ['live', 'half_time'])), asc(matches.kickoffAt))
    .limit(1);
  return row ? toItem(row) : null;
}

/** The latest results across the given teams (home page). */
export async function getLatestResults(teams: readonly MatchTeam[], limit: number, now = new Date()): Promise<MatchItem[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(matches)
    .where(and(inArray(matches.team, [...teams]), eq(matches.status, 'final'), lt(matches.kickoffAt, now)))
    .orderBy(desc(matches.kickoffAt))
    .limit(limit);
  return rows.map(toItem);
}

/** The widget's staff text written per language (issue 26): its text. */
export const WIDGET_TRANSLATED_FIELDS = ['text'] as const;
export type WidgetTranslatedField = (typeof WIDGET_TRANSLATED_FIELDS)[number];

export interface NextMatchWidget {
  team: MatchTeam;
  text: string;
  /** The text in isiZulu, isiXhosa and Afrikaans where staff wrote it (the home page reads it through `localize`). */
  translations: Translations<WidgetTranslatedField>;
  ussdCode: string;
}

/** The "Next Match & USSD" widget staff set in the console. */
export async function getNextMatchWidget(): Promise<NextMatchWidget | null> {
  const db = await getDb();
  const [row] = await db.select().from(nextMatchWidget).where(eq(nextMatchWidget.id, 1)).limit(1);
  return row
    ? {
        team: row.team as MatchTeam,
        text: row.text,
        translations: readTranslations(row.translations, WIDGET_TRANSLATED_FIELDS),
        ussdCode: row.ussdCode,
      }
    : null;
}
