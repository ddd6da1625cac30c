import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@/schemas/translations';
import { players } from '../players/schema';

/** A category ("basket" in the spec). parent_id points at the parent's basket_id, which makes a tree. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.basketId, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    slug: text('slug').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** A byline role. Names are unique regardless of case; a role in use cannot be deleted (the authors FK refuses). */
export const authorRoles = pgTable(
  'author_roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
  },
  (table) => [uniqueIndex('author_roles_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** A byline. Names are unique regardless of case, so staff can tell authors apart in the story form. */
export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    roleId: integer('role_id').references(() => authorRoles.id),
    bio: text('bio'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('authors_name_lower_idx').on(sql`lower(${table.name})`)],
);

/**
 * A story. English on the row; Zulu, Xhosa and Afrikaans as the spec's own columns (decision 003).
 * basket_id is the primary category; story_categories holds every category the story is filed under.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => categories.basketId),
    title: text('title').notNull(),
    abstract: text('abstract').notNull().default(''),
    body: text('body').notNull().default(''),
    titleZu: text('title_zu'),
    titleXh: text('title_xh'),
    titleAf: text('title_af'),
    abstractZu: text('abstract_zu'),
    abstractXh: text('abstract_xh'),
    abstractAf: text('abstract_af'),
    bodyZu: text('body_zu'),
    bodyXh: text('body_xh'),
    bodyAf: text('body_af'),
    authorId: integer('author_id').references(() => authors.id),
    playerId: integer('player_id').references(() => players.id),
    imageFile: text('image_file'),
    tweetUrl: text('tweet_url'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stories_listing_idx').on(table.isActive, table.publishedAt.desc()),
    index('stories_basket_idx').on(table.basketId),
    check('stories_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const storyCategories = pgTable(
  'story_categories',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    basketId: integer('basket_id')
      .notNull()
      .references(() => categories.basketId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.basketId] }), index('story_categories_basket_idx').on(table.basketId)],
);

/** Home page headlines widget: which stories, in which order. */
export const homeHeadlines = pgTable(
  'home_headlines',
  {
    position: integer('position').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('home_headlines_story_idx').on(table.storyId)],
);

/** Home page games widget: which games, in which order. */
export const homeGames = pgTable('home_games', {
  position: integer('position').primaryKey(),
  gameSlug: text('game_slug').notNull().unique(),
  isVisible: boolean('is_visible').notNull().default(true),
});

/** Terms and conditions, versioned; the current one is the highest published version. At most one draft at a time. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().unique(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('terms_versions_one_draft')
      .on(sql`(true)`)
      .where(sql`${table.publishedAt} is null`),
  ],
);
