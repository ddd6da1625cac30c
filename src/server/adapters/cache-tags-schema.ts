import { bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every cache-tag invalidation a copy made (a staff save, a takedown), in order: the log the other copies catch up from
 * when a notification is missed (adapters/cache/tag-bus.ts, decision 027). Kept a day.
 */
export const cacheTagEvents = pgTable('cache_tag_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tags: text('tags').array().notNull(),
  /** Next's `durations.expire` in seconds; null when revalidateTag was called without durations. */
  expireSeconds: integer('expire_seconds'),
  hasDurations: boolean('has_durations').notNull().default(true),
  /** The process that made it: it applied the invalidation itself and skips its own event. */
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
