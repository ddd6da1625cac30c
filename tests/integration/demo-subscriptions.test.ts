import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { renewDemoSubscriptions } from '@/server/demo/demo-subscriptions';

/** DESIGN §11: the demo's subscribed fan stays ACTIVE however long ago the database was seeded. */
describe('renewDemoSubscriptions', () => {
  it('renews a demo subscription that has expired or ends within a week, and leaves a current one alone', async () => {
    const db = await getDb();
    const read = async () =>
      (
        await db.execute<{ state: string; expires_at: Date; subscription_expiry: Date }>(
          sql`select s.state, s.expires_at, u.subscription_expiry from subscriptions s join users u on u.id = s.user_id where s.id = 'demo-sub-1'`,
        )
      ).rows[0];
    expect(await renewDemoSubscriptions(db)).toBe(0);

    await db.execute(sql`update subscriptions set state = 'cancelled', expires_at = now() - interval '3 days' where id = 'demo-sub-1'`);
    expect(await renewDemoSubscriptions(db)).toBe(1);
    const renewed = await read();
    expect(renewed?.state).toBe('active');
    expect(new Date(renewed?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(new Date(renewed?.subscription_expiry ?? 0).toISOString()).toBe(new Date(renewed?.expires_at ?? 0).toISOString());
    expect(await renewDemoSubscriptions(db)).toBe(0);
  });
});
