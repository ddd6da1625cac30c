import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { users } from '../identity/schema';

/**
 * Touchline+ (issue 12, spec §2 /plus and /admin/plus/*, /admin/video-embeds): shows, videos, the header slider, the
 * curated carousels, the sponsor of the sponsored row, and the views that rank Most popular.
 */

/** A show (category): match highlights, interviews, behind the scenes… Each has a carousel on /plus and its own page. */
export const videoShows = pgTable(
  'video_shows',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** Shown as a carousel on /plus (staff choose which, /admin/plus/shows/carousels). */
    isCarousel: boolean('is_carousel').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('video_shows_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** A sponsor of the sponsored videos row (the spec's "Dove" videos): a name and a logo over its videos. */
export const videoSponsors = pgTable('video_sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  /** The sponsored row's heading, text and call to action (issue 26); an empty title shows the site's own heading. */
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  ctaLabel: text('cta_label').notNull().default(''),
  ctaUrl: text('cta_url'),
  /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One rendition of a hosted stream: its own playlist or file, for Save-Data and the quality choice. */
export type VideoRendition = { height: number; kbps: number; url: string };

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    showId: integer('show_id')
      .notNull()
      .references(() => videoShows.id, { onDelete: 'restrict' }),
    durationSeconds: integer('duration_seconds').notNull(),
    posterUrl: text('poster_url').notNull(),
    /** embed: a video platform's player (provider + id); hosted: an HLS (.m3u8) or MP4 URL. */
    sourceKind: text('source_kind').notNull(),
    provider: text('provider'),
    providerId: text('provider_id'),
    streamUrl: text('stream_url'),
    renditions: jsonb('renditions').$type<VideoRendition[]>().notNull().default([]),
    sponsorId: integer('sponsor_id').references(() => videoSponsors.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('videos_source_kind_valid', sql`${table.sourceKind} in ('embed', 'hosted')`),
    check(
      'videos_source_complete',
      sql`(${table.sourceKind} = 'embed' and ${table.provider} in ('youtube', 'vimeo') and ${table.providerId} is not null) or (${table.sourceKind} = 'hosted' and ${table.streamUrl} is not null)`,
    ),
    check('videos_duration_valid', sql`${table.durationSeconds} > 0 and ${table.durationSeconds} <= 86400`),
    index('videos_show_idx').on(table.showId, table.publishedAt.desc()),
    index('videos_published_idx').on(table.publishedAt.desc()),
  ],
);

/** The header slider on /plus: image, title, text and a link to a video or a show. */
export const videoHeaderSlides = pgTable(
  'video_header_slides',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** The button's words; empty shows the site's own ("Watch now"). */
    ctaLabel: text('cta_label').notNull().default(''),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    imageUrl: text('image_url').notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    showId: integer('show_id').references(() => videoShows.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_header_slides_order_idx').on(table.sortOrder)],
);

/**
 * Staff pins on the curated carousels: `latest` and `popular` put pinned videos first in their order; `sponsored`
 * orders the sponsored row.
 */
export const videoCarouselPins = pgTable(
  'video_carousel_pins',
  {
    carousel: text('carousel').notNull(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carousel, table.videoId] }),
    check('video_carousel_pins_carousel_valid', sql`${table.carousel} in ('latest', 'popular', 'sponsored')`),
  ],
);

/** A view: once per fan per video per South African day (the primary key), counted over 30 days for Most popular. */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId, table.day] }), index('video_views_day_idx').on(table.day, table.videoId)],
);

/** Tracking milestones (play, 25/50/75 %, complete) once per fan per video per day: a retried call stores nothing twice. */
export const videoProgress = pgTable(
  'video_progress',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId, table.day, table.action] })],
);
