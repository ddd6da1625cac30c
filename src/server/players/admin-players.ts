import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { getConfig } from '../config';
import { slugify } from '@/schemas/slug';
import { getDb, type Db } from '../db/client';
import { escapeLike } from '../db/like';
import { isUniqueViolation } from '../db/errors';
import { discardImage, storeImage } from '../media';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import type { Squad } from '@/schemas/teams';
import type { PlayerActiveInput, PlayerCreateInput, PlayerUpdateInput } from '@/schemas/players';
import { playerUrl } from './player-url';
import { toPlayerProfile, type PlayerProfile, type PlayerRow } from './players';
import { players } from './schema';
import { PLAYER_TRANSLATED_FIELDS } from '@/schemas/players';
import { languagesOf, mergeTranslations, readTranslations, type Translations } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';

/**
 * Player profiles for the console (spec §2 /admin/profiles/players). A player's public address is
 * /{team}/{slug}: the slug is made once, from the name, when the player is created — unique within the team (the
 * unique index decides; two "Sipho Nkosi" saved at once both land, the second as sipho-nkosi-2) — and a rename never
 * changes it, so links fans shared keep working. Portraits are decoded, cropped to a square and re-encoded by sharp
 * (PORTRAIT_SIZE). Every write is audited in its own transaction.
 */
const PLAYERS_PER_PAGE = 50;
export const PLAYER_ENTITY = 'player';

/** Twice the largest portrait the public site draws (192 px on a player page), for high-density screens. */
const PORTRAIT_SIZE = 384;

/** A slug can clash only with a player created at the same moment; each retry sees the rows that won. */
const SLUG_ATTEMPTS = 8;

export type PlayerStatusFilter = 'all' | 'active' | 'inactive';
export const PLAYER_SORTS = ['name', 'team', 'position', 'caps'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

export interface ConsolePlayer extends PlayerProfile {
  isActive: boolean;
  slug: string;
  hasPortrait: boolean;
  /** Position and bio in isiZulu, isiXhosa and Afrikaans (the form), and the languages the position is in (the list). */
  translations: Translations<'position' | 'bio'>;
  languages: Locale[];
}

/** A save's English fields and the languages the form sent (the ticked ones). */
type PlayerSave<T> = T & { translations?: Translations };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function toConsolePlayer(row: PlayerRow): ConsolePlayer {
  return {
    ...toPlayerProfile(row),
    isActive: row.isActive,
    slug: row.slug,
    hasPortrait: Boolean(row.portraitFile),
    translations: readTranslations(row.translations, PLAYER_TRANSLATED_FIELDS),
    languages: languagesOf(row.translations, PLAYER_TRANSLATED_FIELDS),
  };
}

/** The players table: by team, name (first, last, short or "first last"), active or not; sorted; a page of it. */
export async function listPlayersForConsole(filter: {
  q?: string;
  team?: Squad;
  status: PlayerStatusFilter;
  sort: PlayerSort;
  direction: 'asc' | 'desc';
  page: number;
}): Promise<{ rows: ConsolePlayer[]; page: number; lastPage: number; total: number }> {
  const db = await getDb();
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  const where = and(
    pattern
      ? or(
          ilike(players.firstName, pattern),
          ilike(players.lastName, pattern),
          ilike(players.shortName, pattern),
          ilike(sql`${players.firstName} || ' ' || ${players.lastName}`, pattern),
        )
      : undefined,
    filter.team ? eq(players.category, filter.team) : undefined,
    filter.status === 'all' ? undefined : eq(players.isActive, filter.status === 'active'),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(players).where(where);
  const lastPage = Math.max(1, Math.ceil(total / PLAYERS_PER_PAGE));
  const page = Math.min(filter.page, lastPage);
  const by = filter.direction === 'desc' ? desc : asc;
  const lastName = by(sql`lower(${players.lastName})`);
  const firstName = by(sql`lower(${players.firstName})`);
  const order: Record<PlayerSort, SQL[]> = {
    name: [lastName, firstName],
    team: [by(players.category), asc(sql`lower(${players.lastName})`)],
    position: [by(players.position), asc(sql`lower(${players.lastName})`)],
    caps: [by(players.caps), asc(sql`lower(${players.lastName})`)],
  };
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(...order[filter.sort], asc(players.id))
    .limit(PLAYERS_PER_PAGE)
    .offset((page - 1) * PLAYERS_PER_PAGE);
  return { rows: rows.map(toConsolePlayer), page, lastPage, total };
}

export async function getPlayerForEdit(id: number): Promise<ConsolePlayer | null> {
  const db = await getDb();
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row ? toConsolePlayer(row) : null;
}

/** The positions already in use, for the form's suggestions. */
export async function listPlayerPositions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ position: players.position }).from(players).orderBy(asc(players.position));
  return rows.map((row) => row.position);
}

/** What the audit keeps of a player. */
function snapshot(row: PlayerRow): Record<string, unknown> {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    short_name: row.shortName,
    position: row.position,
    caps: row.caps,
    bio: row.bio.length > 200 ? `${row.bio.slice(0, 200)}…` : row.bio,
    date_of_birth: row.dateOfBirth,
    debut: row.debut,
    category: row.category,
    slug: row.slug,
    portrait_file: row.portraitFile,
    is_active: row.isActive,
    translations: row.translations,
  };
}

/** The first of base, base-2, base-3… that no other player of the team has. */
async function freeSlug(tx: Tx, input: { category: string; base: string; exceptId?: number }): Promise<string> {
  const rows = await tx
    .select({ slug: players.slug })
    .from(players)
    .where(
      and(
        eq(players.category, input.category),
        sql`${players.slug} ~ ${`^${input.base}(-[0-9]+)?$`}`,
        input.exceptId ? ne(players.id, input.exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(input.base)) return input.base;
  let n = 2;
  while (taken.has(`${input.base}-${n}`)) n += 1;
  return `${input.base}-${n}`;
}

/** first-last, lower-cased and hyphenated (spec §2); capped so that a suffix still fits the portrait route's 120. */
function nameSlug(firstName: string, lastName: string): string {
  return slugify(`${firstName} ${lastName}`).slice(0, 100).replace(/-+$/, '') || 'player';
}

/** Runs a write whose slug may clash with a player saved at the same moment: again, from the top, when it does. */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

async function storePortrait(file: Blob | undefined): Promise<AdminResult<string | undefined>> {
  if (!file) return adminOk(undefined);
  const stored = await storeImage({ file, folder: 'players', width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
  if (stored.ok) return adminOk(stored.key);
  if (stored.reason === 'too_large')
    return fail(
      413,
      'image_too_large',
      `The portrait is too large: at most ${Math.floor(getConfig().limits.uploadMaxBytes / 1_000_000)} MB.`,
    );
  return fail(422, 'not_an_image', 'The portrait is not an image we can read. Use a JPEG, PNG or WebP photo.');
}

const columns = (input: PlayerCreateInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  shortName: input.shortName || input.firstName,
  position: input.position,
  caps: input.caps,
  bio: input.bio,
  dateOfBirth: input.dateOfBirth,
  debut: input.debut || null,
  category: input.category,
});

export async function createPlayer(input: PlayerSave<PlayerCreateInput>, actor: Actor): Promise<AdminResult<{ id: number; url: string }>> {
  const portrait = await storePortrait(input.portrait);
  if (!portrait.ok) return portrait;
  const db = await getDb();
  const base = nameSlug(input.firstName, input.lastName);
  try {
    const created = await withSlugRetry(() =>
      db.transaction(async (tx) => {
        const slug = await freeSlug(tx, { category: input.category, base });
        const [row] = await tx
          .insert(players)
          .values({
            ...columns(input),
            translations: mergeTranslations({}, input.translations, PLAYER_TRANSLATED_FIELDS),
            slug,
            portraitFile: portrait.value ?? null,
          })
          .returning();
        if (!row) throw new Error('player insert returned nothing');
        await recordAudit(tx, {
          actor,
          action: 'player.create',
          entityType: PLAYER_ENTITY,
          entityId: row.id,
          changes: diffFields(null, snapshot(row)),
        });
        return row;
      }),
    );
    return adminOk({ id: created.id, url: playerUrl(created) });
  } catch (error) {
    await discardImage(portrait.value);
    throw error;
  }
}

/**
 * Every field but the slug: a new name keeps the address. Moving a player to another team keeps the slug when that
 * team has no player with it, and otherwise makes the next free one from the name.
 */
export async function updatePlayer(input: PlayerSave<PlayerUpdateInput>, actor: Actor): Promise<AdminResult<{ url: string }>> {
  const portrait = await storePortrait(input.portrait);
  if (!portrait.ok) return portrait;
  const db = await getDb();
  let result;
  try {
    result = await withSlugRetry(() =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(players).where(eq(players.id, input.id)).for('update').limit(1);
        if (!before) return null;
        let slug = before.slug;
        if (input.category !== before.category) {
          const kept = await freeSlug(tx, { category: input.category, base: before.slug, exceptId: before.id });
          slug =
            kept === before.slug
              ? kept
              : await freeSlug(tx, { category: input.category, base: nameSlug(input.firstName, input.lastName), exceptId: before.id });
        }
        const [after] = await tx
          .update(players)
          .set({
            ...columns(input),
            // A language the form sent replaces the stored one; one it did not send stays (decision 034).
            translations: mergeTranslations(before.translations, input.translations, PLAYER_TRANSLATED_FIELDS),
            slug,
            ...(portrait.value ? { portraitFile: portrait.value } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(players.id, input.id))
          .returning();
        if (!after) return null;
        await recordAudit(tx, {
          actor,
          action: 'player.update',
          entityType: PLAYER_ENTITY,
          entityId: input.id,
          changes: diffFields(snapshot(before), snapshot(after)),
        });
        return { before, after };
      }),
    );
  } catch (error) {
    await discardImage(portrait.value);
    throw error;
  }
  if (!result) {
    await discardImage(portrait.value);
    return fail(404, 'not_found', 'There is no such player.');
  }
  if (portrait.value && result.before.portraitFile) await discardImage(result.before.portraitFile);
  return adminOk({ url: playerUrl(result.after) });
}

/** Deactivate (hidden from the squad pages, the Players menu and their own page, which answers 404) or activate. */
export async function setPlayerActive(input: PlayerActiveInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.select({ isActive: players.isActive }).from(players).where(eq(players.id, input.id)).for('update').limit(1);
    if (!before) return false;
    // Already as asked (a second click, a stale tab): nothing changes, so nothing is recorded.
    if (before.isActive === input.isActive) return true;
    await tx
      .update(players)
      .set({ isActive: input.isActive, updatedAt: sql`now()` })
      .where(eq(players.id, input.id));
    await recordAudit(tx, {
      actor,
      action: input.isActive ? 'player.activate' : 'player.deactivate',
      entityType: PLAYER_ENTITY,
      entityId: input.id,
      changes: diffFields({ is_active: before.isActive }, { is_active: input.isActive }),
    });
    return true;
  });
  return found ? adminOk(null) : fail(404, 'not_found', 'There is no such player.');
}
