import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fan events (spec §3): what a fan did, for fan-credibility points. The points rules arrive with the FanCred issue. */
export const fanEvents = pgTable(
  'fan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emsisdn: text('emsisdn').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type').notNull(),
    eventStatus: text('event_status').notNull().default('recorded'),
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fan_events_emsisdn_idx').on(table.emsisdn, table.createdAt.desc())],
);
