import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { outboxMessages } from './outbox-schema';

/** The demo-mode outbox behind the SMS and email adapters (DESIGN §4, §6). */

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  channel: OutboxChannel;
  to: string;
  body: string;
  createdAt: string;
}

/** Stores a message; one with an idempotency key already stored is dropped (a retried delivery of the same job). */
export async function recordOutboxMessage(message: {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
  idempotencyKey?: string;
}) {
  const db = await getDb();
  await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      body: message.body,
      idempotencyKey: message.idempotencyKey,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

export async function listOutboxMessages(to: string | undefined, limit = 50): Promise<OutboxMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    body: row.subject ? `${row.subject}\n\n${row.body}` : row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
