import 'server-only';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { isLocale, type Locale } from '@/i18n/locales';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { isAllowedPushEndpoint } from './push-endpoint';
import { writeNotification, type NotificationPayload, type PushMessage } from './push-messages';
import type { Delivery, SpawnedJob } from './queue';
import { pushSubscriptions } from './schema';
import { getVapidKeys, type VapidKeys } from './vapid';

/**
 * The push channel's deliverer (decision 031). A live change or a story is one broadcast job; delivering it expands it
 * into page jobs of at most PAGE_SIZE subscriptions of its topic (each page a job of its own, keyed by the broadcast
 * and its first subscription, so an expansion retried after a crash makes no second page). A page sends to each of
 * its subscriptions that still has the topic, one send slot each (PUSH_SENDS_PER_SECOND across every copy): the
 * payload encrypted for that browser (RFC 8291, aes128gcm) and signed with the site's VAPID key (RFC 8292) by
 * `web-push`, POSTed by us — never following a redirect, only to an allowed push service, with a timeout.
 *
 * The push service's answer decides the subscription's fate: 2xx sent (its failure count back to 0); 404 or 410 the
 * browser unsubscribed, so it is deleted; 429 or 5xx the service's trouble, not the subscription's (not counted, or a
 * push service's bad hour would unsubscribe its users); anything else — another 4xx, a network failure, a timeout —
 * counts, and MAX_FAILURES in a row delete it. A page never fails for one subscription; only the database's absence
 * fails it (and the queue retries it). Nothing is sent after the message's `expiresAt`.
 */

export interface BroadcastJob {
  kind: 'broadcast';
  message: PushMessage;
}

export interface PageJob {
  kind: 'page';
  message: PushMessage;
  ids: number[];
  /** The page's place in its broadcast, 0 the newest subscriptions: its queue priority is -rank (decision 039). */
  rank?: number;
}

export type PushJob = BroadcastJob | PageJob;

export const PAGE_SIZE = 50;
/** Sends of one page in flight at once (a copy delivers a batch of pages at a time too). */
const SEND_CONCURRENCY = 10;
const SEND_TIMEOUT_MS = 10_000;
export const MAX_FAILURES = 5;
/** Subscription ids read at a time while expanding a broadcast. */
const EXPAND_READ = PAGE_SIZE * 40;

export type SendResult = 'sent' | 'gone' | 'failed' | 'deferred';

/** A VAPID Authorization header per push service, reused for an hour (the token is valid for 12). */
const vapidHeaders = new Map<string, { header: string; until: number }>();

function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string): string {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${audience} ${keys.publicKey}`;
  const cached = vapidHeaders.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.header;
  const expiration = Math.floor(Date.now() / 1000) + 12 * 3600;
  const { Authorization } = webPush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
  vapidHeaders.set(cacheKey, { header: Authorization, until: Date.now() + 3_600_000 });
  return Authorization;
}

/** One send to one browser; never throws. */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  notification: NotificationPayload,
  message: Pick<PushMessage, 'ttl' | 'urgency' | 'pushTopic'>,
  keys: VapidKeys,
): Promise<{ result: SendResult; status?: number; error?: string }> {
  const { push } = getConfig();
  if (!isAllowedPushEndpoint(subscription.endpoint, push)) return { result: 'gone', error: 'endpoint not on an allowed push service' };
  try {
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(notification),
      {
        TTL: message.ttl,
        urgency: message.urgency,
        topic: message.pushTopic,
        contentEncoding: 'aes128gcm',
        // No vapidDetails (none is set process-wide either): the signature is made once an hour per push service
        // (vapidAuthorization), not once per send.
        headers: { Authorization: vapidAuthorization(subscription.endpoint, keys, push.subject) },
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { result: 'sent', status: response.status };
    if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
    if (response.status === 429 || response.status >= 500) return { result: 'deferred', status: response.status };
    return { result: 'failed', status: response.status };
  } catch (error) {
    return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs `task` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  });
  await Promise.all(workers);
}

/**
 * The broadcast's subscriptions, as page jobs, newest first (decision 039): a page's queue priority is minus its rank,
 * so the queue takes them newest first (and each broadcast's newest pages before another's older ones); when the send
 * slots run short of a crowd, the ones left past the message's lifetime are the oldest, not the fans who just turned
 * the bell on.
 */
async function expand(job: BroadcastJob, jobKey: string, delivery: Delivery): Promise<void> {
  const db = await getDb();
  const topicFilter = sql`${pushSubscriptions.topics} @> array[${job.message.topic}]::text[]`;
  let before: number | null = null;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(before === null ? topicFilter : and(topicFilter, lt(pushSubscriptions.id, before)))
      .orderBy(desc(pushSubscriptions.id))
      .limit(EXPAND_READ);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const pages: SpawnedJob[] = [];
    for (let index = 0; index < ids.length; index += PAGE_SIZE) {
      const page = ids.slice(index, index + PAGE_SIZE);
      const rank = (total + index) / PAGE_SIZE;
      pages.push({ payload: { kind: 'page', message: job.message, ids: page, rank }, key: `${jobKey}:p${page[0]}`, priority: -rank });
    }
    await delivery.spawn(pages);
    total += ids.length;
    before = ids[ids.length - 1] as number;
    if (rows.length < EXPAND_READ) break;
  }
  getLogger().info({ topic: job.message.topic, subscriptions: total }, 'push broadcast queued');
}

async function sendPage(job: PageJob, jobKey: string, delivery: Delivery): Promise<void> {
  const keys = await getVapidKeys();
  if (!keys) return;
  const db = await getDb();
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, job.ids), sql`${pushSubscriptions.topics} @> array[${job.message.topic}]::text[]`))
    .orderBy(desc(pushSubscriptions.id));
  const { brand } = getConfig();
  const texts = new Map<Locale, Promise<NotificationPayload>>();
  const notificationIn = (locale: string) => {
    const language: Locale = isLocale(locale) ? locale : 'en';
    if (!texts.has(language)) texts.set(language, writeNotification(job.message.content, language, brand.name));
    return texts.get(language) as Promise<NotificationPayload>;
  };
  const counts = { sent: 0, gone: 0, failed: 0, deferred: 0 };
  const left: number[] = [];
  await eachLimited(subscriptions, SEND_CONCURRENCY, async (subscription) => {
    if (left.length > 0 || !(await delivery.takeSlot())) {
      left.push(subscription.id);
      return;
    }
    const { result, status, error } = await sendPush(subscription, await notificationIn(subscription.locale), job.message, keys);
    counts[result] += 1;
    if (result === 'sent' && subscription.failures > 0) {
      await db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, subscription.id));
    } else if (result === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    } else if (result === 'failed') {
      getLogger().debug({ subscription: subscription.id, status, error }, 'push send failed');
      const [counted] = await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, subscription.id))
        .returning({ failures: pushSubscriptions.failures });
      if ((counted?.failures ?? 0) >= MAX_FAILURES) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    }
  });
  // No send slot came in time (a crowd's worth of sends ahead): the rest go on as a page of their own.
  if (left.length > 0) {
    left.sort((a, b) => b - a);
    const rank = job.rank ?? 0;
    await delivery.spawn([
      { payload: { kind: 'page', message: job.message, ids: left, rank }, key: `${jobKey}:rest${left[0]}`, priority: -rank },
    ]);
  }
  getLogger().debug({ topic: job.message.topic, ...counts, left: left.length }, 'push page delivered');
}

/** The queue's deliverer for the push channel. */
export async function deliverPush(payload: unknown, jobKey: string, delivery: Delivery): Promise<void> {
  const job = payload as PushJob;
  if (Date.now() > job.message.expiresAt) return;
  if (job.kind === 'broadcast') await expand(job, jobKey, delivery);
  else await sendPage(job, jobKey, delivery);
}
