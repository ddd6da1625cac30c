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
    /** The outbound queue's job key: a retried job stores its message once (decision 028). Null for direct sends. */
    idempotencyKey: text('idempotency_key').unique('outbox_idempotency_key_unique'),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt.desc())],
);
