import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The demo's subscribed fan (DESIGN §11: 27710000001 ACTIVE) stays subscribed: at every demo start, a seeded demo
 * subscription that would end within a week is renewed for 30 days, like a network renewing it.
 */
export async function renewDemoSubscriptions(db: Db): Promise<number> {
  const renewed = await db.execute(sql`
    update subscriptions set state = 'active', expires_at = now() + interval '30 days', grace_until = null, cancelled_at = null, updated_at = now()
    where id like 'demo-sub-%' and (expires_at is null or expires_at < now() + interval '7 days')
    returning user_id, expires_at, provider_subscription_id`);
  await db.execute(sql`
    update users u set subscription_expiry = s.expires_at, updated_at = now()
    from subscriptions s where s.user_id = u.id and s.id like 'demo-sub-%' and u.subscription_expiry is distinct from s.expires_at`);
  return renewed.rowCount ?? 0;
}
