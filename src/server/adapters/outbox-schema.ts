import { bigserial, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxChannel = pgEnum('outbox_channel', ['sms', 'email']);

/** Demo-mode outbox: every SMS and email the app "sent" (DESIGN §4, §6). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt.desc())],
);
