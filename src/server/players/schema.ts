import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@/schemas/translations';

/** A squad member. category is the team slug, and /{category}/{slug} is the player's public address. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shortName: text('short_name').notNull(),
    slug: text('slug').notNull(),
    position: text('position').notNull(),
    caps: integer('caps').notNull().default(0),
    bio: text('bio').notNull().default(''),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    portraitFile: text('portrait_file'),
    dateOfBirth: date('date_of_birth'),
    debut: text('debut'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_category_slug_idx').on(table.category, table.slug),
    index('players_active_idx').on(table.isActive, table.category),
    check('players_caps_non_negative', sql`${table.caps} >= 0`),
    check(
      'players_category_valid',
      sql`${table.category} in ('springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens')`,
    ),
  ],
);
