import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getConfig } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { emsisdnFor } from '../../src/server/identity/msisdn';
import { subscriptions } from '../../src/server/billing/schema';
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

/** The id of a story the site shows (active, published): what may be liked, shared and tracked. */
export async function publishedStoryId(offset = 0): Promise<string> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(
    sql`select id from stories where is_active and published_at <= now() order by id limit 1 offset ${offset}`,
  );
  if (!rows.rows[0]) throw new Error('the demo stories are missing');
  return String(rows.rows[0].id);
}

/** A story of the test's own (no likes or shares yet): published, taken down (inactive) or scheduled for tomorrow. */
export async function makeStory(kind: 'published' | 'inactive' | 'scheduled' = 'published'): Promise<string> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(sql`
    insert into stories (slug, basket_id, title, is_active, published_at)
    select ${`test-${kind}-${randomUUID()}`}, basket_id, title, ${kind !== 'inactive'},
      now() + ${kind === 'scheduled' ? sql`interval '1 day'` : sql`interval '0 days'`}
    from stories order by id limit 1
    returning id`);
  if (!rows.rows[0]) throw new Error('the demo stories are missing');
  return String(rows.rows[0].id);
}

/** A video of the test's own: published, taken down (inactive) or scheduled for tomorrow (a copy of a demo video). */
export async function makeVideo(kind: 'published' | 'inactive' | 'scheduled' = 'published'): Promise<string> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(sql`
    insert into videos (slug, title, show_id, duration_seconds, poster_url, source_kind, provider, provider_id, stream_url, renditions,
      is_active, published_at)
    select ${`test-${kind}-${randomUUID()}`}, title, show_id, duration_seconds, poster_url, source_kind, provider, provider_id,
      stream_url, renditions, ${kind !== 'inactive'}, now() + ${kind === 'scheduled' ? sql`interval '1 day'` : sql`interval '0 days'`}
    from videos order by id limit 1
    returning id`);
  if (!rows.rows[0]) throw new Error('the demo videos are missing');
  return String(rows.rows[0].id);
}

/** Gives the fan an active monthly subscription for the next 30 days (entitled to watch, play and enter). */
export async function subscribe(userId: string): Promise<void> {
  const db = await getDb();
  await db.insert(subscriptions).values({
    id: `sub-${randomUUID()}`,
    userId,
    provider: 'mtn',
    package: 'subscription_monthly',
    state: 'active',
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** A fresh fan with an active monthly subscription (30 more days): entitled to videos, games and competitions. */
export async function makeSubscriber(extra: Parameters<typeof makeFan>[0] = {}): Promise<typeof users.$inferSelect> {
  const fan = await makeFan(extra);
  await subscribe(fan.id);
  return fan;
}
