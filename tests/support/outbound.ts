import { sql } from 'drizzle-orm';
import { getDb } from '../../src/server/db/client';

/**
 * Waits until this test database's outbound queue (decision 028) has no message waiting or in delivery, so that the
 * outbox then holds every message queued so far — and a test that expects no message sees a settled outbox, not an
 * early one. Polls with a deadline; a queue never started (no pgboss schema yet) is settled.
 */
export async function outboundSettled(timeoutMs = 10_000): Promise<void> {
  const db = await getDb();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const installed = await db.execute<{ ok: boolean }>(sql`select to_regclass('pgboss.job') is not null as ok`);
    if (!installed.rows[0]?.ok) return;
    const pending = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name like 'outbound-%' and state < 'completed'`,
    );
    if ((pending.rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`the outbound queue still holds ${pending.rows[0]?.n} messages after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
