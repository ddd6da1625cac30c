import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { appError, type AppError } from '@/schemas/app-error';
import type { PushSubscribeBody, PushTopic } from '@/schemas/push';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import type { Executor } from '../kernel';
import { allow, hit, release, secondsLeftInWindow, type Window } from '../rate-limits';
import { isAllowedPushEndpoint } from './push-endpoint';
import { pushSubscriptions } from './schema';
import { getVapidKeys } from './vapid';

/**
 * A browser's push subscription (decision 031): stored by its endpoint (a second subscribe from the same browser
 * changes its topics and keys), with the site's language and, when the fan is signed in, the fan. The endpoint is an
 * unguessable address only that browser (and its push service) knows, so whoever presents it may change or end it.
 * Subscribing and unsubscribing count against one hourly window per client address (RATE_LIMIT_IP_HOURLY, sized
 * for a carrier's shared address). A new endpoint counts besides against tighter hourly caps (decision 039), so
 * made-up endpoints cannot fill a broadcast's send slots: per address (PUSH_NEW_SUBSCRIPTIONS_IP_HOURLY) and
 * site-wide (PUSH_NEW_SUBSCRIPTIONS_HOURLY) for a visitor, per fan (the per-address number) for a signed-in fan.
 * A browser changing its topics is no new endpoint.
 */

export const PUSH_ERRORS = {
  unavailable: appError(404, 'push_unavailable', 'Notifications are not available on this site.'),
  endpointRefused: appError(
    422,
    'push_endpoint_refused',
    'subscription.endpoint is not on a push service this site sends to (a browser’s own push service, over https).',
  ),
  tooManyRequests: appError(429, 'too_many_requests', 'Too many requests. Please try again later'),
} as const;

export type PushOutcome<T> = ({ ok: true } & T) | { ok: false; error: AppError };

const HOUR = 3600;

async function isWithinLimit(ip: string): Promise<boolean> {
  return allow({ key: `push:ip:${ip}`, seconds: HOUR }, getConfig().limits.ipHourly);
}

const limited = (): { ok: false; error: AppError } => ({
  ok: false,
  error: { ...PUSH_ERRORS.tooManyRequests, retryAfter: secondsLeftInWindow(HOUR) },
});

/**
 * Counts a new endpoint against its caps, all or none: true when every cap had room. The counts are given back when
 * one is full, so a refused subscribe spends nothing.
 */
async function takeNewSubscription(input: { ip: string; userId: string | null }): Promise<boolean> {
  const { pushNewIpHourly, pushNewSiteHourly } = getConfig().limits;
  const caps: [Window, number][] = input.userId
    ? [[{ key: `push:new:user:${input.userId}`, seconds: HOUR }, pushNewIpHourly]]
    : [
        [{ key: `push:new:ip:${input.ip}`, seconds: HOUR }, pushNewIpHourly],
        [{ key: 'push:new:site', seconds: HOUR }, pushNewSiteHourly],
      ];
  const taken: Window[] = [];
  for (const [window, cap] of caps) {
    taken.push(window);
    if ((await hit(window)) > cap) {
      for (const counted of taken) await release(counted);
      return false;
    }
  }
  return true;
}

async function isKnownEndpoint(endpoint: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row !== undefined;
}

/** The VAPID public key browsers subscribe with, or null when push is off. */
export async function getPushPublicKey(): Promise<string | null> {
  return (await getVapidKeys())?.publicKey ?? null;
}

/** Stores (or updates) a browser's subscription and its topics. */
export async function subscribePush(
  input: PushSubscribeBody & { locale: Locale; userId: string | null; ip: string },
): Promise<PushOutcome<{ topics: PushTopic[]; isNew: boolean }>> {
  if (!(await getPushPublicKey())) return { ok: false, error: PUSH_ERRORS.unavailable };
  if (!(await isWithinLimit(input.ip))) return limited();
  const { endpoint, keys } = input.subscription;
  if (!isAllowedPushEndpoint(endpoint, getConfig().push)) return { ok: false, error: PUSH_ERRORS.endpointRefused };
  if (!(await isKnownEndpoint(endpoint)) && !(await takeNewSubscription(input))) return limited();
  const db = await getDb();
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, topics: input.topics, locale: input.locale, userId: input.userId })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: keys.p256dh,
        auth: keys.auth,
        topics: input.topics,
        locale: input.locale,
        // A fan who subscribed signed in stays the owner when the same browser changes its topics signed out.
        userId: sql`coalesce(excluded.user_id, ${pushSubscriptions.userId})`,
        failures: 0,
        updatedAt: sql`now()`,
      },
    })
    .returning({ topics: pushSubscriptions.topics, isNew: sql<boolean>`xmax = 0` });
  return { ok: true, topics: (row?.topics ?? input.topics) as PushTopic[], isNew: row?.isNew ?? true };
}

/** Ends a browser's subscription (an endpoint we do not know is no error: the answer is the same). */
export async function unsubscribePush(input: { endpoint: string; ip: string }): Promise<PushOutcome<{ removed: boolean }>> {
  if (!(await isWithinLimit(input.ip))) return limited();
  const db = await getDb();
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint))
    .returning({ id: pushSubscriptions.id });
  return { ok: true, removed: removed.length > 0 };
}

/**
 * A member chose another language (the profile, the site's switcher, the USSD menu): the browsers they subscribed
 * with are told in it from now on (issue 26), not in the language the page had when the bell was saved. In the
 * caller's transaction, with the member's change.
 */
export async function setPushLanguage(tx: Executor, userId: string, locale: Locale): Promise<void> {
  await tx.execute(
    sql`update push_subscriptions set locale = ${locale}, updated_at = now() where user_id = ${userId} and locale <> ${locale}`,
  );
}

/** A deleted fan's subscriptions go with the fan (POPIA, decision 019): no phone of theirs is told anything more. */
export async function forgetPushSubscriptions(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
}

/**
 * A fan's subscriptions for the data download (POPIA, decision 019): which push service each browser uses (the
 * endpoint's host — the full address is a secret that lets anyone push to that browser), its topics and language.
 */
export async function exportPushSubscriptions(
  userId: string,
): Promise<{ pushService: string; topics: string[]; language: string; subscribedAt: string }[]> {
  const db = await getDb();
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
  return rows.map((row) => ({
    pushService: new URL(row.endpoint).host,
    topics: row.topics,
    language: row.locale,
    subscribedAt: row.createdAt.toISOString(),
  }));
}
