import { randomUUID } from 'node:crypto';
import { getConfig } from '../../src/server/config';
import { subscriptions } from '../../src/server/billing/schema';
import { getDb } from '../../src/server/db/client';
import { emsisdnFor } from '../../src/server/identity/msisdn';
import { users } from '../../src/server/identity/schema';
import { startSession } from '../../src/server/identity/session';
import { CookieJar } from './identity-http';

let counter = 0;

/** A fresh fan with a unique number (profile completed unless told otherwise). */
export async function makeFan(
  extra: Partial<typeof users.$inferInsert> & { isComplete?: boolean } = {},
): Promise<typeof users.$inferSelect> {
  const { isComplete = true, ...fields } = extra;
  counter += 1;
  const suffix = String((process.pid * 1000 + counter) % 1_000_000_000).padStart(9, '0');
  const msisdn = `278${suffix.slice(1)}`;
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      id: `fc-${randomUUID()}`,
      msisdn,
      emsisdn: emsisdnFor(msisdn, getConfig().emsisdnSecret),
      network: 'vodacom',
      firstName: 'Lerato',
      lastName: 'Dlamini',
      profileCompletedAt: isComplete ? new Date() : null,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** A signed-in browser for a fan (a real session cookie). */
export async function sessionFor(userId: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const cookies = await startSession(userId, new Headers({ 'x-forwarded-for': '198.51.100.7' }));
  for (const line of cookies) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
  return jar;
}

/** A fresh fan with an active monthly subscription (30 more days): entitled to videos, games and competitions. */
export async function makeSubscriber(extra: Parameters<typeof makeFan>[0] = {}): Promise<typeof users.$inferSelect> {
  const fan = await makeFan(extra);
  const db = await getDb();
  await db.insert(subscriptions).values({
    id: `sub-${randomUUID()}`,
    userId: fan.id,
    provider: 'mtn',
    package: 'subscription_monthly',
    state: 'active',
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return fan;
}
