import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Squad } from '@/schemas/teams';
import { playerUrl } from './player-url';
import { players } from './schema';

export interface PlayerListItem {
  id: number;
  firstName: string;
  lastName: string;
  shortName: string;
  category: Squad;
  position: string;
  url: string;
  portraitUrl: string;
  caps: number;
}

export interface PlayerProfile extends PlayerListItem {
  bio: string;
  dateOfBirth: string | null;
  debut: string | null;
}

export type PlayerRow = typeof players.$inferSelect;

export function portraitUrl(row: Pick<PlayerRow, 'category' | 'slug' | 'portraitFile'>): string {
  return row.portraitFile ? `/media/uploads/${row.portraitFile}` : `/media/portraits/${row.category}/${row.slug}.svg`;
}

function toListItem(row: PlayerRow): PlayerListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    shortName: row.shortName,
    category: row.category as Squad,
    position: row.position,
    url: playerUrl(row),
    portraitUrl: portraitUrl(row),
    caps: row.caps,
  };
}

/** A player's page (spec §3): the list item and the bio, date of birth and debut. The console builds on it. */
export function toPlayerProfile(row: PlayerRow): PlayerProfile {
  return { ...toListItem(row), bio: row.bio, dateOfBirth: row.dateOfBirth, debut: row.debut };
}

/**
 * Every active player, by team then surname as South Africans file them: case-insensitively, so "de Allende" is
 * under D and "van Staden" under V (a plain byte order puts lower-case prefixes after Z).
 */
export async function listPlayers(): Promise<PlayerListItem[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(players)
    .where(eq(players.isActive, true))
    .orderBy(asc(players.category), asc(sql`lower(${players.lastName})`), asc(sql`lower(${players.firstName})`), asc(players.id));
  return rows.map(toListItem);
}

export async function getPlayer(category: string, slug: string): Promise<PlayerProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.category, category), eq(players.slug, slug), eq(players.isActive, true)))
    .limit(1);
  if (!row) return null;
  return toPlayerProfile(row);
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
