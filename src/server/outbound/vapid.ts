import 'server-only';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { pushVapidKeys } from './schema';

/**
 * The site's VAPID key pair (RFC 8292, decision 031): the public key is what a browser subscribes with, the private key
 * signs every send, so that a push service accepts our messages for those subscriptions only. Set by
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; in demo mode without them a pair is made on first use and kept in
 * `push_vapid_keys`, so every copy (and every restart) signs with the same one; otherwise push is off (null).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const HOLDER = Symbol.for('touchline.vapid-keys');
type Holder = { [HOLDER]?: Promise<VapidKeys | null> };

async function loadKeys(): Promise<VapidKeys | null> {
  const { push, isDemoMode } = getConfig();
  if (push.vapid) return push.vapid;
  if (!isDemoMode) return null;
  const db = await getDb();
  // Two copies starting at once may both make a pair: the first insert stands, and both read it back.
  const made = webPush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1)).limit(1);
  return row ? { publicKey: row.publicKey, privateKey: row.privateKey } : null;
}

/** The key pair, or null when push is off. Read once per process. */
export function getVapidKeys(): Promise<VapidKeys | null> {
  const holder = globalThis as Holder;
  holder[HOLDER] ??= loadKeys().catch((error: unknown) => {
    delete holder[HOLDER];
    throw error;
  });
  return holder[HOLDER];
}
