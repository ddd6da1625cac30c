import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Squad } from '@/schemas/teams';
import type { Locale } from '@/i18n/locales';
import { PLAYER_TRANSLATED_FIELDS } from '@/schemas/players';
import { fieldLanguages, localize } from '@/schemas/translations';
import { playerUrl } from './player-url';
import { players } from './schema';

export interface PlayerListItem {
  id: number;
  firstName: string;
  lastName: string;
  shortName: string;
  category: Squad;
  position: string;
  /** The language the position is in: the viewer's where staff wrote it, English otherwise (decision 034). */
  positionLanguage: Locale;
  url: string;
  portraitUrl: string;
  caps: number;
}

export interface PlayerProfile extends PlayerListItem {
  bio: string;
  /** The language the bio is in (an untranslated bio is the English one). */
  bioLanguage: Locale;
  dateOfBirth: string | null;
  debut: string | null;
}

export type PlayerRow = typeof players.$inferSelect;

export function portraitUrl(row: Pick<PlayerRow, 'category' | 'slug' | 'portraitFile'>): string {
  return row.portraitFile ? `/media/uploads/${row.portraitFile}` : `/media/portraits/${row.category}/${row.slug}.svg`;
}

/** The position and bio in the viewer's language where staff wrote them, each falling back to English on its own. */
function localizedText(row: PlayerRow, locale: Locale) {
  const english = { position: row.position, bio: row.bio, translations: row.translations };
  const text = localize(english, PLAYER_TRANSLATED_FIELDS, locale);
  return {
    position: text.position,
    positionLanguage: text.language,
    bio: text.bio,
    bioLanguage: fieldLanguages(english, ['bio'], locale).bio,
  };
}

function toListItem(row: PlayerRow, locale: Locale): PlayerListItem {
  const text = localizedText(row, locale);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    shortName: row.shortName,
    category: row.category as Squad,
    position: text.position,
    positionLanguage: text.positionLanguage,
    url: playerUrl(row),
    portraitUrl: portraitUrl(row),
    caps: row.caps,
  };
}

/**
 * A player's page (spec §3): the list item and the bio, date of birth and debut, in `locale` where staff translated
 * them. The console builds on it (in English).
 */
export function toPlayerProfile(row: PlayerRow, locale: Locale = 'en'): PlayerProfile {
  const text = localizedText(row, locale);
  return { ...toListItem(row, locale), bio: text.bio, bioLanguage: text.bioLanguage, dateOfBirth: row.dateOfBirth, debut: row.debut };
}

/**
 * Every active player, by team then surname as South Africans file them: case-insensitively, so "de Allende" is
 * under D and "van Staden" under V (a plain byte order puts lower-case prefixes after Z).
 */
export async function listPlayers(locale: Locale = 'en'): Promise<PlayerListItem[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(players)
    .where(eq(players.isActive, true))
    .orderBy(asc(players.category), asc(sql`lower(${players.lastName})`), asc(sql`lower(${players.firstName})`), asc(players.id));
  return rows.map((row) => toListItem(row, locale));
}

export async function getPlayer(category: string, slug: string, locale: Locale = 'en'): Promise<PlayerProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.category, category), eq(players.slug, slug), eq(players.isActive, true)))
    .limit(1);
  if (!row) return null;
  return toPlayerProfile(row, locale);
}

/** The name shown on a generated portrait; null when there is no such player. */
export async function getPortraitInfo(
  category: string,
  slug: string,
): Promise<{ firstName: string; lastName: string; category: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ firstName: players.firstName, lastName: players.lastName, category: players.category })
    .from(players)
    .where(and(eq(players.category, category), eq(players.slug, slug)))
    .limit(1);
  return row ?? null;
}
