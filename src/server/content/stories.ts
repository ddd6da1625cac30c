import 'server-only';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { playerUrl, players } from '../players';
import { isLocale, type Locale } from '@/i18n/locales';
import { sanitizeStoryHtml } from './sanitize';
import { httpsUrl } from '@/schemas/https-url';
import { localize } from '@/schemas/translations';
import { authorRoles, authors, categories, stories, storyCategories } from './schema';

/** Team news: 1 featured and 7 others per page (spec §7, §9). */
export const TEAM_NEWS_PER_PAGE = 7;

export interface StoryCard {
  id: number;
  slug: string;
  title: string;
  abstract: string;
  /** The language the title and abstract are in: the viewer's when translated, English otherwise. */
  language: Locale;
  imageUrl: string;
  categoryName: string;
  /** The language the category name is in: the viewer's where staff wrote it, English otherwise (decision 034). */
  categoryLanguage: Locale;
  categorySlug: string;
  publishedAt: string;
  isFeatured: boolean;
}

export interface StoryDetail extends StoryCard {
  body: string;
  /** The byline; the role in the viewer's language where staff wrote it (`roleLanguage`), English otherwise. */
  author: { name: string; role: string | null; roleLanguage: Locale } | null;
  player: { name: string; url: string } | null;
  tweetUrl: string | null;
}

export interface TeamNewsPage {
  featured: StoryCard | null;
  data: StoryCard[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

type StoryRow = typeof stories.$inferSelect;
type TranslatedField = 'title' | 'abstract' | 'body';

const SUFFIX: Record<Exclude<Locale, 'en'>, 'Zu' | 'Xh' | 'Af'> = { zu: 'Zu', xh: 'Xh', af: 'Af' };

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The language a story is shown in: the viewer's when its title and body (and abstract, when the English one
 * has any) are translated, English otherwise. All or nothing, so a page never mixes languages under one `lang`.
 */
export function storyLanguage(row: StoryRow, locale: Locale): Locale {
  if (locale === 'en' || !isLocale(locale)) return 'en';
  const suffix = SUFFIX[locale];
  const isTranslated =
    hasText(row[`title${suffix}`]) && hasText(row[`body${suffix}`]) && (hasText(row[`abstract${suffix}`]) || !hasText(row.abstract));
  return isTranslated ? locale : 'en';
}

/** A story field in the given language (from storyLanguage). */
export function translatedField(row: StoryRow, field: TranslatedField, language: Locale): string {
  return language === 'en' ? row[field] : (row[`${field}${SUFFIX[language]}`] ?? '');
}

/** The story's picture: its upload, or the generated cover, whose category line is in the viewer's language (`{id}-zu.svg`). */
export function storyImageUrl(row: Pick<StoryRow, 'id' | 'imageFile'>, locale: Locale = 'en'): string {
  if (row.imageFile) return `/media/uploads/${row.imageFile}`;
  return locale === 'en' ? `/media/covers/${row.id}.svg` : `/media/covers/${row.id}-${locale}.svg`;
}

/** A story's category as the listing queries select it: its English name, its other languages and its slug. */
const categoryColumns = { name: categories.name, translations: categories.translations, slug: categories.slug };
type CategoryColumns = { name: string; translations: unknown; slug: string };

function toCard(row: StoryRow, englishCategory: CategoryColumns, locale: Locale): StoryCard {
  const language = storyLanguage(row, locale);
  // The category's name in the viewer's language where staff wrote it, English otherwise (decision 034).
  const category = localize(englishCategory, ['name'], locale);
  return {
    id: row.id,
    slug: row.slug,
    title: translatedField(row, 'title', language),
    abstract: translatedField(row, 'abstract', language),
    language,
    imageUrl: storyImageUrl(row, locale),
    categoryName: category.name,
    categoryLanguage: category.language,
    categorySlug: category.slug,
    publishedAt: row.publishedAt.toISOString(),
    isFeatured: row.isFeatured,
  };
}

/** The basket ids of a category and all its descendants, or null when no active category has that slug. */
async function basketIdsForSlug(slug: string): Promise<number[] | null> {
  const db = await getDb();
  const result = await db.execute<{ basket_id: number }>(sql`
    with recursive tree as (
      select basket_id from categories where slug = ${slug} and is_active
      union
      select c.basket_id from categories c join tree t on c.parent_id = t.basket_id where c.is_active
    )
    select basket_id from tree`);
  return result.rows.length === 0 ? null : result.rows.map((row) => row.basket_id);
}

/** Team news for a category slug (all news when absent): one featured story and a page of the others. */
export async function listTeamNews(options: {
  categorySlug?: string;
  page: number;
  locale: Locale;
  perPage?: number;
}): Promise<TeamNewsPage | null> {
  const db = await getDb();
  const perPage = options.perPage ?? TEAM_NEWS_PER_PAGE;
  let inCategory = sql`true`;
  if (options.categorySlug) {
    const basketIds = await basketIdsForSlug(options.categorySlug);
    if (!basketIds) return null;
    inCategory = sql`${stories.id} in (select ${storyCategories.storyId} from ${storyCategories} where ${inArray(storyCategories.basketId, basketIds)})`;
  }
  const visible = and(eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`, inCategory);

  const [featuredRow] = await db
    .select({ story: stories, category: categoryColumns })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .where(and(visible, eq(stories.isFeatured, true)))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(1);

  const others = and(visible, featuredRow ? ne(stories.id, featuredRow.story.id) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stories).where(others);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // A page past the last answers empty (with its own number), so a client paging until data is empty stops.
  const page = Math.max(1, options.page);
  const rows = await db
    .select({ story: stories, category: categoryColumns })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .where(others)
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(perPage)
    .offset((page - 1) * perPage);

  return {
    featured: featuredRow ? toCard(featuredRow.story, featuredRow.category, options.locale) : null,
    data: rows.map((row) => toCard(row.story, row.category, options.locale)),
    page,
    lastPage,
    perPage,
    total,
  };
}

/**
 * One story with its category, author and player, in the viewer's language where translated; body sanitised (on
 * save and again here: DESIGN §5). The public story page reads it by slug (published and active only), the console's
 * preview by id (whatever its state).
 */
export async function readStoryDetail(where: SQL | undefined, locale: Locale): Promise<{ story: StoryDetail; isActive: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      story: stories,
      category: categoryColumns,
      author: { name: authors.name, role: authorRoles.name, roleTranslations: authorRoles.translations },
      player: {
        firstName: players.firstName,
        lastName: players.lastName,
        category: players.category,
        slug: players.slug,
        isActive: players.isActive,
      },
    })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .leftJoin(authors, eq(authors.id, stories.authorId))
    .leftJoin(authorRoles, eq(authorRoles.id, authors.roleId))
    .leftJoin(players, eq(players.id, stories.playerId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const card = toCard(row.story, row.category, locale);
  return {
    isActive: row.story.isActive,
    story: {
      ...card,
      body: sanitizeStoryHtml(translatedField(row.story, 'body', card.language)),
      author: row.author?.name ? byline({ ...row.author, name: row.author.name }, locale) : null,
      player: row.player?.isActive ? { name: `${row.player.firstName} ${row.player.lastName}`, url: playerUrl(row.player) } : null,
      tweetUrl: httpsUrl(row.story.tweetUrl),
    },
  };
}

/** The byline's name and role, the role in the viewer's language where staff wrote it. */
function byline(
  author: { name: string; role: string | null; roleTranslations: unknown },
  locale: Locale,
): NonNullable<StoryDetail['author']> {
  if (author.role === null) return { name: author.name, role: null, roleLanguage: 'en' };
  const role = localize({ name: author.role, translations: author.roleTranslations }, ['name'], locale);
  return { name: author.name, role: role.name, roleLanguage: role.language };
}

/** One published, active story by its slug (the public story page). */
export async function getStoryBySlug(slug: string, locale: Locale): Promise<StoryDetail | null> {
  const found = await readStoryDetail(
    and(eq(stories.slug, slug), eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`),
    locale,
  );
  return found?.story ?? null;
}

/** Whether a story is published now (active, its publication time come): what FanCred awards a like or share of. */
export async function isStoryPublished(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, id), eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`))
    .limit(1);
  return rows.length > 0;
}

/** Stories about one player, newest first (player pages). */
export async function listPlayerStories(playerId: number, locale: Locale, limit = 4): Promise<StoryCard[]> {
  const db = await getDb();
  const rows = await db
    .select({ story: stories, category: categoryColumns })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .where(and(eq(stories.playerId, playerId), eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`))
    .orderBy(desc(stories.publishedAt))
    .limit(limit);
  return rows.map((row) => toCard(row.story, row.category, locale));
}

/** Slugs and dates of every published story (sitemap). */
export async function listStorySlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: stories.slug, updatedAt: stories.updatedAt })
    .from(stories)
    .where(and(eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`))
    .orderBy(desc(stories.publishedAt));
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
}

/** The cover art input for a story: its title and category (for the generated SVG cover). */
export async function getStoryCoverInfo(id: number, locale: Locale = 'en'): Promise<{ title: string; categoryName: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ title: stories.title, category: categoryColumns })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .where(and(eq(stories.id, id), eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`))
    .limit(1);
  // The English title only seeds the art (the same picture in every language); the category line is the viewer's.
  return row ? { title: row.title, categoryName: localize(row.category, ['name'], locale).name } : null;
}

/** Active categories, for the news filter: their names in the viewer's language where staff wrote them. */
export async function listCategories(
  locale: Locale,
): Promise<{ basketId: number; parentId: number | null; name: string; language: Locale; slug: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      basketId: categories.basketId,
      parentId: categories.parentId,
      name: categories.name,
      translations: categories.translations,
      slug: categories.slug,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(categories.basketId);
  return rows.map((row) => localize(row, ['name'], locale));
}
