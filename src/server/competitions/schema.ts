import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import type { Translations } from '@/schemas/translations';

/**
 * Competitions (issue 14). A competition is open between opens_at and closes_at while active; a fan enters once
 * (the unique (competition_id, user_id) index, not a read-then-write); winners are chosen by hand or by a seeded draw
 * among the eligible entries, the seed and the eligible count kept with the result.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prize: text('prize').notNull(),
    rules: text('rules').notNull().default(''),
    question: text('question').notNull(),
    /** 'choice': one of `options`; 'text': a short answer compared case- and space-insensitively. */
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    correctAnswer: text('correct_answer').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    imageFile: text('image_file'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Winners taken off again: from the first one on, a new draw is a redraw (admins only, with a reason: issue 22). */
    removedWinners: integer('removed_winners').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competitions_closes_idx').on(table.closesAt),
    check('competitions_question_type_valid', sql`${table.questionType} in ('choice', 'text')`),
    check('competitions_dates_valid', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);

/** One entry per fan per competition (competition_entries_once_idx). */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('competition_entries_once_idx').on(table.competitionId, table.userId),
    index('competition_entries_export_idx').on(table.competitionId, table.id),
  ],
);

/** Winners: by hand ('manual') or drawn ('draw', with the seed and the number of eligible entries it drew from). */
export const competitionWinners = pgTable(
  'competition_winners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'restrict' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'restrict' }),
    userId: text('user_id').notNull(),
    place: integer('place').notNull(),
    method: text('method').notNull(),
    drawSeed: text('draw_seed'),
    eligibleCount: integer('eligible_count'),
    /** sha256 of the eligible entry ids in draw order: the list the seed picked from. */
    eligibleDigest: text('eligible_digest'),
    note: text('note'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('competition_winners_place_idx').on(table.competitionId, table.place),
    uniqueIndex('competition_winners_entry_idx').on(table.entryId),
    check('competition_winners_method_valid', sql`${table.method} in ('manual', 'draw')`),
    check('competition_winners_place_valid', sql`${table.place} between 1 and 100`),
  ],
);

/** The competitions FAQ (/competitions and every competition's page), in staff order. */
export const competitionFaq = pgTable(
  'competition_faq',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('competition_faq_order_idx').on(table.sortOrder, table.id)],
);
