import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { escapeLike } from '../db/like';
import { isUniqueViolation } from '../db/errors';
import { discardImage, storeImage } from '../media';
import {
  adminFail as fail,
  adminOk,
  publishInTransaction,
  type AdminError,
  type AdminResult,
  type Actor,
  type AfterCommit,
  type Executor,
} from '../kernel';
import { recordAudit, diffFields } from '../audit';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '../config';
import { listPlayers, players } from '../players';
import { getCategoryTreeForStaff, type CategoryNode } from './admin-categories';
import { sanitizeStoryHtml } from './sanitize';
import { authorRoles, authors, categories, stories, storyCategories } from './schema';
import { slugify } from '@/schemas/slug';
import type { StoryTranslations } from '@/schemas/stories';
import { readStoryDetail, storyImageUrl } from './stories';

/**
 * Stories for staff and the service API (spec §3, §4, §5, §7): the list with its page info, one story with every
 * language, and the writes — each checked, sanitised and audited in its own transaction.
 */
const ADMIN_STORIES_PER_PAGE = 20;
const STORY_IMAGE = { width: 1280, height: 720 };

type StoryRow = typeof stories.$inferSelect;

/** The audit's name for a story. */
export const STORY_ENTITY = 'story';

const notFound = () => fail(404, 'not_found', 'There is no such story.');

/**
 * States that a story became visible to fans (`content.story_published`: the `news` push reacts), inside the
 * transaction that made it so; the reactions' after-commit work is returned for the caller to run once committed.
 */
async function statePublished(tx: Executor, story: StoryRow): Promise<AfterCommit> {
  return publishInTransaction(tx, [
    {
      type: 'content.story_published',
      storyId: story.id,
      slug: story.slug,
      title: story.title,
      titleZu: story.titleZu,
      titleXh: story.titleXh,
      titleAf: story.titleAf,
    },
  ]);
}

const nothingAfter: AfterCommit = async () => undefined;

/** What a new story and an edit may both carry beyond their text and categories; each is absent when not sent. */
interface StoryExtras extends StoryTranslations {
  author?: number | null;
  player?: number | null;
  /** null clears it. */
  tweetUrl?: string | null;
  imageFile?: Blob;
  /** Published (true) or a draft (false); absent, a new story is published and an edit keeps the state. */
  isActive?: boolean;
}

/** A new story (addStory, spec §7): its categories, the first being its main one. */
export interface StoryCreateInput extends StoryExtras {
  basketIds: number[];
  title: string;
  abstract: string;
  body: string;
}

/** A story edit (spec §5, story/update): only what is sent changes. */
export interface StoryUpdateInput extends StoryExtras {
  id: number;
  /** The main category. */
  basketId?: number;
  /** Every category: replaces the story's. */
  basketIds?: number[];
  title?: string;
  abstract?: string;
  body?: string;
}

/** The list (spec §3): `{page, lastPage, perPage, total, data}`, newest first unless asked otherwise. */
export async function listStoriesForStaff(input: { order: string; page: number; basketId?: number; title?: string }) {
  const db = await getDb();
  const filters = [
    input.title ? ilike(stories.title, `%${escapeLike(input.title)}%`) : undefined,
    input.basketId
      ? or(
          eq(stories.basketId, input.basketId),
          inArray(
            stories.id,
            db.select({ id: storyCategories.storyId }).from(storyCategories).where(eq(storyCategories.basketId, input.basketId)),
          ),
        )
      : undefined,
  ].filter((filter) => filter !== undefined);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const orderBy =
    input.order === 'title'
      ? [asc(stories.title), desc(stories.id)]
      : input.order === 'asc' || input.order === 'oldest'
        ? [asc(stories.publishedAt), asc(stories.id)]
        : [desc(stories.publishedAt), desc(stories.id)];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stories).where(where);
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_STORIES_PER_PAGE));
  const rows = await db
    .select({ story: stories, categoryName: categories.name, authorName: authors.name })
    .from(stories)
    .innerJoin(categories, eq(categories.basketId, stories.basketId))
    .leftJoin(authors, eq(authors.id, stories.authorId))
    .where(where)
    .orderBy(...orderBy)
    .limit(ADMIN_STORIES_PER_PAGE)
    .offset((input.page - 1) * ADMIN_STORIES_PER_PAGE);
  const ids = rows.map(({ story }) => story.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ storyId: storyCategories.storyId, basketId: storyCategories.basketId, name: categories.name })
          .from(storyCategories)
          .innerJoin(categories, eq(categories.basketId, storyCategories.basketId))
          .where(inArray(storyCategories.storyId, ids))
          .orderBy(asc(categories.name));
  return {
    page: input.page,
    lastPage,
    perPage: ADMIN_STORIES_PER_PAGE,
    total,
    data: rows.map(({ story, categoryName, authorName }) => ({
      id: story.id,
      slug: story.slug,
      basketId: story.basketId,
      categoryName,
      // Every category the story is filed under, its main one first.
      categories: [
        { basketId: story.basketId, name: categoryName },
        ...links
          .filter((link) => link.storyId === story.id && link.basketId !== story.basketId)
          .map((link) => ({ basketId: link.basketId, name: link.name })),
      ],
      title: story.title,
      authorName,
      isActive: story.isActive,
      isFeatured: story.isFeatured,
      languages: ['en', ...(['zu', 'xh', 'af'] as const).filter((lang) => translated(story, lang))],
      publishedAt: story.publishedAt.toISOString(),
      updatedAt: story.updatedAt.toISOString(),
    })),
  };
}

const SUFFIX = { zu: 'Zu', xh: 'Xh', af: 'Af' } as const;
function translated(story: StoryRow, lang: keyof typeof SUFFIX): boolean {
  return Boolean(story[`title${SUFFIX[lang]}`]?.trim());
}

/** One story with every field the console and the service API edit (spec §3). */
export async function getStoryForStaff(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ story: stories, authorName: authors.name, playerFirst: players.firstName, playerLast: players.lastName })
    .from(stories)
    .leftJoin(authors, eq(authors.id, stories.authorId))
    .leftJoin(players, eq(players.id, stories.playerId))
    .where(eq(stories.id, id))
    .limit(1);
  if (!row) return null;
  const baskets = await db
    .select({ basketId: storyCategories.basketId })
    .from(storyCategories)
    .where(eq(storyCategories.storyId, id))
    .orderBy(asc(storyCategories.basketId));
  return toStaffStory(row.story, {
    basketIds: baskets.map((basket) => basket.basketId),
    authorName: row.authorName,
    playerName: row.playerFirst ? `${row.playerFirst} ${row.playerLast}` : null,
  });
}

export type StaffStory = NonNullable<Awaited<ReturnType<typeof getStoryForStaff>>>;

function toStaffStory(story: StoryRow, extra: { basketIds: number[]; authorName: string | null; playerName: string | null }) {
  return {
    id: story.id,
    slug: story.slug,
    url: `/news/${story.slug}`,
    basketId: story.basketId,
    basketIds: extra.basketIds.includes(story.basketId) ? extra.basketIds : [story.basketId, ...extra.basketIds],
    title: story.title,
    abstract: story.abstract,
    body: story.body,
    titleZu: story.titleZu,
    titleXh: story.titleXh,
    titleAf: story.titleAf,
    abstractZu: story.abstractZu,
    abstractXh: story.abstractXh,
    abstractAf: story.abstractAf,
    bodyZu: story.bodyZu,
    bodyXh: story.bodyXh,
    bodyAf: story.bodyAf,
    author: story.authorId,
    authorName: extra.authorName,
    player: story.playerId,
    playerName: extra.playerName,
    imageFile: story.imageFile,
    imageUrl: storyImageUrl(story),
    tweetUrl: story.tweetUrl,
    isActive: story.isActive,
    isFeatured: story.isFeatured,
    publishedAt: story.publishedAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
  };
}

/**
 * A story as a fan would see it in one language (the console's preview), whether or not it is active or
 * published yet: the public story page's own query, language choice and English fallback.
 */
export async function getStoryPreview(id: number, locale: Locale) {
  return readStoryDetail(eq(stories.id, id), locale);
}

/** What the audit keeps of a story: its fields, bodies shortened. */
function snapshot(story: StoryRow): Record<string, unknown> {
  const short = (value: string | null) => (value && value.length > 200 ? `${value.slice(0, 200)}…` : value);
  return {
    basket_id: story.basketId,
    title: story.title,
    abstract: short(story.abstract),
    body: short(story.body),
    title_zu: story.titleZu,
    title_xh: story.titleXh,
    title_af: story.titleAf,
    abstract_zu: short(story.abstractZu),
    abstract_xh: short(story.abstractXh),
    abstract_af: short(story.abstractAf),
    body_zu: short(story.bodyZu),
    body_xh: short(story.bodyXh),
    body_af: short(story.bodyAf),
    author: story.authorId,
    player: story.playerId,
    image_file: story.imageFile,
    tweet_url: story.tweetUrl,
    is_active: story.isActive,
    is_featured: story.isFeatured,
  };
}

/**
 * Checks that every category, the author and the player exist (a 422 names the one that does not), and that the
 * author is active — unless they already wrote this story (`currentAuthor`), which may keep its byline.
 */
async function checkReferences(input: {
  basketIds?: number[];
  author?: number | null;
  player?: number | null;
  currentAuthor?: number | null;
}): Promise<AdminError | null> {
  const db = await getDb();
  if (input.basketIds && input.basketIds.length > 0) {
    const found = await db.select({ basketId: categories.basketId }).from(categories).where(inArray(categories.basketId, input.basketIds));
    const missing = input.basketIds.filter((basketId) => !found.some((row) => row.basketId === basketId));
    if (missing.length > 0)
      return { status: 422, code: 'unknown_category', message: `There is no category with basket id ${missing.join(', ')}.` };
  }
  if (input.author) {
    const [author] = await db
      .select({ name: authors.name, isActive: authors.isActive })
      .from(authors)
      .where(eq(authors.id, input.author))
      .limit(1);
    if (!author) return { status: 422, code: 'unknown_author', message: `There is no author ${input.author}.` };
    if (!author.isActive && input.author !== input.currentAuthor) {
      return { status: 422, code: 'inactive_author', message: `${author.name} is no longer an active author: choose an active one.` };
    }
  }
  if (input.player) {
    const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, input.player)).limit(1);
    if (!player) return { status: 422, code: 'unknown_player', message: `There is no player ${input.player}.` };
  }
  return null;
}

async function uploadStoryImage(file: Blob | undefined): Promise<AdminResult<string | undefined>> {
  if (!file) return adminOk(undefined);
  const stored = await storeImage({ file, folder: 'stories', ...STORY_IMAGE });
  if (stored.ok) return adminOk(stored.key);
  // Words a media officer reads, not the form's field names (issue 17).
  return stored.reason === 'too_large'
    ? fail(413, 'image_too_large', `The story image is too large: at most ${Math.floor(getConfig().limits.uploadMaxBytes / 1_000_000)} MB.`)
    : fail(422, 'not_an_image', 'The story image is not an image we can read. Use a JPEG, PNG or WebP photo.');
}

/** Runs a save that stored `image` first: when the save throws, the image goes again and the error goes on. */
async function keepingImageOnlyIfSaved<T>(image: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await discardImage(image);
    throw error;
  }
}

/** The text fields of an input, as columns; bodies sanitised (DESIGN §5). Absent fields stay absent. */
function textColumns(input: Partial<StoryUpdateInput>) {
  const html = (value: string | undefined) => (value === undefined ? undefined : sanitizeStoryHtml(value));
  const columns = {
    title: input.title,
    abstract: input.abstract,
    body: html(input.body),
    titleZu: input.titleZu,
    titleXh: input.titleXh,
    titleAf: input.titleAf,
    abstractZu: input.abstractZu,
    abstractXh: input.abstractXh,
    abstractAf: input.abstractAf,
    bodyZu: html(input.bodyZu),
    bodyXh: html(input.bodyXh),
    bodyAf: html(input.bodyAf),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * Story update (spec §5, §7): only the fields sent change — translated fields arrive only when their language is
 * on and non-empty, empty plain fields are not sent, the tweet always is (empty clears it). basketIds (when sent)
 * replace the story's categories; basketId is the primary one.
 */
export async function updateStory(input: StoryUpdateInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const [current] = await db.select().from(stories).where(eq(stories.id, input.id)).limit(1);
  if (!current) return notFound();
  const basketIds = input.basketIds;
  const primary = input.basketId ?? (basketIds && !basketIds.includes(current.basketId) ? basketIds[0] : undefined);
  const problem = await checkReferences({
    basketIds: [...new Set([...(basketIds ?? []), ...(primary ? [primary] : [])])],
    author: input.author,
    player: input.player,
    currentAuthor: current.authorId,
  });
  if (problem) return { ok: false, error: problem };
  const image = await uploadStoryImage(input.imageFile);
  if (!image.ok) return image;

  const replaced = await keepingImageOnlyIfSaved(image.value, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(stories).where(eq(stories.id, input.id)).for('update').limit(1);
      if (!before) return null;
      const [after] = await tx
        .update(stories)
        .set({
          ...textColumns(input),
          ...(primary ? { basketId: primary } : {}),
          ...(input.author !== undefined ? { authorId: input.author } : {}),
          ...(input.player !== undefined ? { playerId: input.player } : {}),
          ...(input.tweetUrl !== undefined ? { tweetUrl: input.tweetUrl } : {}),
          ...(image.value ? { imageFile: image.value } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(stories.id, input.id))
        .returning();
      if (!after) return null;
      if (basketIds || primary) {
        const all = [...new Set([after.basketId, ...(basketIds ?? [])])];
        if (basketIds) await tx.delete(storyCategories).where(eq(storyCategories.storyId, input.id));
        await tx
          .insert(storyCategories)
          .values(all.map((basketId) => ({ storyId: input.id, basketId })))
          .onConflictDoNothing();
      }
      const changes = diffFields(snapshot(before), snapshot(after));
      if (basketIds) changes.basket_ids = { before: null, after: basketIds };
      await recordAudit(tx, { actor, action: 'story.update', entityType: STORY_ENTITY, entityId: input.id, changes });
      const afterCommit = !before.isActive && after.isActive ? await statePublished(tx, after) : nothingAfter;
      return { image: before.imageFile, afterCommit };
    }),
  );
  // Removed between the check and the save: nothing was written, and the new image has no story.
  if (!replaced) {
    await discardImage(image.value);
    return notFound();
  }
  if (image.value) await discardImage(replaced.image);
  await replaced.afterCommit();
  return adminOk(null);
}

/** A new story (the console's addStory, spec §7): basketIds, the first being the primary category. */
export async function createStory(input: StoryCreateInput, actor: Actor): Promise<AdminResult<{ id: number; slug: string }>> {
  const problem = await checkReferences({ basketIds: input.basketIds, author: input.author, player: input.player });
  if (problem) return { ok: false, error: problem };
  const image = await uploadStoryImage(input.imageFile);
  if (!image.ok) return image;
  const db = await getDb();
  const base = slugify(input.title).slice(0, 80).replace(/-+$/, '') || 'story';
  const attempt = (isRetry: boolean) =>
    db.transaction(async (tx) => {
      const [{ taken } = { taken: 0 }] = await tx
        .select({ taken: count() })
        .from(stories)
        .where(or(eq(stories.slug, base), sql`${stories.slug} ~ ${`^${base}-[0-9]+$`}`));
      // Two stories of one title saved at once: the slug's unique index refuses the second, which retries once with
      // a random suffix.
      const slug = isRetry ? `${base}-${randomUUID().slice(0, 6)}` : taken === 0 ? base : `${base}-${taken + 1}`;
      const [story] = await tx
        .insert(stories)
        .values({
          slug,
          basketId: input.basketIds[0] as number,
          title: input.title,
          abstract: input.abstract,
          body: sanitizeStoryHtml(input.body),
          ...textColumns({ ...input, title: undefined, abstract: undefined, body: undefined }),
          authorId: input.author ?? null,
          playerId: input.player ?? null,
          tweetUrl: input.tweetUrl ?? null,
          imageFile: image.value ?? null,
          isActive: input.isActive ?? true,
        })
        .returning();
      if (!story) throw new Error('story insert returned nothing');
      await tx.insert(storyCategories).values([...new Set(input.basketIds)].map((basketId) => ({ storyId: story.id, basketId })));
      await recordAudit(tx, {
        actor,
        action: 'story.create',
        entityType: STORY_ENTITY,
        entityId: story.id,
        changes: diffFields(null, { ...snapshot(story), basket_ids: input.basketIds }),
      });
      const afterCommit = story.isActive ? await statePublished(tx, story) : nothingAfter;
      return { id: story.id, slug: story.slug, afterCommit };
    });
  const created = await keepingImageOnlyIfSaved(image.value, async () => {
    try {
      return await attempt(false);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return attempt(true);
    }
  });
  await created.afterCommit();
  return adminOk({ id: created.id, slug: created.slug });
}

/** activate / featured (spec §4): the flag is toggled, or set when a value is given. */
export async function setStoryFlag(
  input: { id: number; flag: 'active' | 'featured'; value?: boolean },
  actor: Actor,
): Promise<AdminResult<null>> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(stories).where(eq(stories.id, input.id)).for('update').limit(1);
    if (!before) return false;
    const was = input.flag === 'active' ? before.isActive : before.isFeatured;
    const next = input.value ?? !was;
    const [after] = await tx
      .update(stories)
      .set(input.flag === 'active' ? { isActive: next, updatedAt: sql`now()` } : { isFeatured: next, updatedAt: sql`now()` })
      .where(eq(stories.id, input.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: input.flag === 'active' ? 'story.activate' : 'story.featured',
      entityType: STORY_ENTITY,
      entityId: input.id,
      changes: { [input.flag === 'active' ? 'is_active' : 'is_featured']: { before: was, after: next } },
    });
    return input.flag === 'active' && !was && next && after ? statePublished(tx, after) : nothingAfter;
  });
  if (!done) return notFound();
  await done();
  return adminOk(null);
}

/**
 * remove (spec §4): the story goes, with its categories and headline slot, and then its image from storage (a story
 * taken down is not left reachable at its image's address); the audit keeps what it was.
 */
export async function removeStory(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const removedImage = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(stories).where(eq(stories.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, {
      actor,
      action: 'story.remove',
      entityType: STORY_ENTITY,
      entityId: id,
      changes: diffFields({ slug: removed.slug, ...snapshot(removed) }, null),
    });
    return removed.imageFile;
  });
  if (removedImage === false) return notFound();
  await discardImage(removedImage);
  return adminOk(null);
}

/** getAuthors (spec §7): every author, with their role, for the story form. */
export async function listAuthorsForStaff() {
  const db = await getDb();
  const rows = await db
    .select({ id: authors.id, name: authors.name, role: authorRoles.name, isActive: authors.isActive })
    .from(authors)
    .leftJoin(authorRoles, eq(authorRoles.id, authors.roleId))
    .orderBy(asc(authors.name));
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role, isActive: row.isActive }));
}

/** A category of the story form's picker, with its subcategories under it. */
export interface CategoryOption {
  basketId: number;
  name: string;
  isActive: boolean;
  children: CategoryOption[];
}

/**
 * What the story form offers: the category tree, the active authors (getAuthors' data), the players and the image
 * limit. Editing, the story's own author and player stay on offer even when no longer active or listed.
 */
export async function getStoryFormOptions(story?: Pick<StaffStory, 'author' | 'player' | 'playerName'>) {
  const [tree, authorList, playerList] = await Promise.all([getCategoryTreeForStaff(), listAuthorsForStaff(), listPlayers()]);
  const authorOptions = authorList
    .filter((author) => author.isActive || author.id === story?.author)
    .map((author) => ({ id: author.id, label: author.role ? `${author.name} (${author.role})` : author.name }));
  // Grouped by team in the form (its team's name is the console's): `team` null for a story's own player no longer listed.
  const playerOptions: { id: number; label: string; team: string | null }[] = playerList.map((player) => ({
    id: player.id,
    label: `${player.firstName} ${player.lastName}`,
    team: player.category,
  }));
  if (story?.player && story.playerName && !playerOptions.some((option) => option.id === story.player))
    playerOptions.unshift({ id: story.player, label: story.playerName, team: null });
  const toOption = (node: CategoryNode): CategoryOption => ({
    basketId: node.basketId,
    name: node.name,
    isActive: node.isActive,
    children: node.children.map(toOption),
  });
  return {
    categories: tree.roots.map(toOption),
    authors: authorOptions,
    players: playerOptions,
    maxImageBytes: getConfig().limits.uploadMaxBytes,
  };
}

export type StoryFormOptions = Awaited<ReturnType<typeof getStoryFormOptions>>;
