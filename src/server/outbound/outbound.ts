import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getEmailSender } from '../adapters/email/get-email-sender';
import type { EmailMessage } from '../adapters/email/email-sender';
import { getSmsSender } from '../adapters/sms/get-sms-sender';
import type { SmsMessage } from '../adapters/sms/sms-sender';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { currentRequestId, getLogger } from '../logger';
import { countDeliveryFailure, observeDelivery, watchOutboundQueue } from '../metrics';
import type { AfterCommit, Executor } from '../kernel';
import { hit } from '../rate-limits';
import type { PushMessage } from './push-messages';
import { deliverPush, type BroadcastJob } from './push-send';
import { forgetPushSubscriptions } from './push-subscriptions';
import { OutboundQueue, QUEUE_NAMES, type OutboundChannel, type OutboundQueueOptions, type SqlExecutor, type Throttle } from './queue';

/**
 * The site's outbound queue: SMS, email and push go out through it (decisions 028, 031), never from inside a request.
 * Callers enqueue (`enqueueSms`, `enqueueEmail`, `enqueuePushInTransaction`): the message is durable in PostgreSQL when the call returns, and is delivered
 * by this copy's worker at once or, if this copy dies first, by another copy's. `startOutboundWorker` runs at server
 * start (src/instrumentation.ts); `stopOutbound` on SIGTERM (scripts/serve.mjs, through the global hook below).
 */

/** The site's send cap per channel: a fixed one-second window shared by every copy (rate-limits' `hit`). */
export const throttleBySendsPerSecond: Throttle = async (channel, deadline) => {
  const cap = getConfig().outbound.sendsPerSecond[channel];
  for (;;) {
    if ((await hit({ key: `outbound:${channel}`, seconds: 1 })) <= cap) return true;
    // Over the cap: the next second's window, with a little spread so that the waiting copies do not arrive as one.
    const wait = 1000 - (Date.now() % 1000) + Math.floor(Math.random() * 50);
    if (Date.now() + wait > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
};

/** Delivery through the configured adapters (gateway or outbox; SMTP or outbox), and to the browsers' push services. */
export const deliverThroughAdapters = {
  sms: (payload: unknown, idempotencyKey: string) => getSmsSender().send(payload as SmsMessage, { idempotencyKey }),
  email: (payload: unknown, idempotencyKey: string) => getEmailSender().send(payload as EmailMessage, { idempotencyKey }),
  push: deliverPush,
} satisfies OutboundQueueOptions['deliver'];

/** The options of a queue on the app's database with the configured adapters and caps (tests swap `deliver`). */
export async function siteQueueOptions(): Promise<OutboundQueueOptions> {
  const db = await getDb();
  const { outbound } = getConfig();
  return {
    executor: db.$client,
    deliver: deliverThroughAdapters,
    throttle: throttleBySendsPerSecond,
    // A push job is a broadcast or a page of subscriptions: its deliverer takes a slot per send.
    slotsInside: ['push'],
    batchSize: outbound.batchSize,
    pollingSeconds: outbound.pollingSeconds,
    onError: (error, context) => getLogger().error({ err: error, ...context }, 'outbound message not delivered'),
    requestId: currentRequestId,
    onDelivered: observeDelivery,
    onFailed: (channel, isFinal) => countDeliveryFailure(channel, isFinal ? 'final' : 'retry'),
  };
}

/**
 * One queue per process, kept on globalThis: Next.js may load this module once per bundle, and the instrumentation
 * hook, every route and serve.mjs's shutdown must reach the same queue and worker.
 */
const HOLDER = Symbol.for('touchline.outbound-queue');
/** serve.mjs calls this on SIGTERM (plain JavaScript, so it finds the queue by this global name). */
const STOP_HOOK = Symbol.for('touchline.outbound-stop');
type Holder = { [HOLDER]?: Promise<OutboundQueue>; [STOP_HOOK]?: () => Promise<void> };

function siteQueue(): Promise<OutboundQueue> {
  const holder = globalThis as Holder;
  holder[HOLDER] ??= siteQueueOptions()
    .then((options) => {
      const queue = new OutboundQueue(options);
      watchOutboundQueue(() => queue.figures());
      return queue;
    })
    .catch((error: unknown) => {
      delete holder[HOLDER];
      throw error;
    });
  holder[STOP_HOOK] ??= stopOutbound;
  return holder[HOLDER];
}

/**
 * Starts this copy's worker (once per process; later calls return at once). Never throws: a database that is not
 * there yet is retried in the background, and the enqueue of the first message starts the worker too.
 */
export async function startOutboundWorker(): Promise<void> {
  try {
    const queue = await siteQueue();
    await queue.work();
  } catch (error) {
    getLogger().warn({ err: error }, 'the outbound worker could not start; retrying in 5 s');
    setTimeout(() => void startOutboundWorker(), 5_000).unref();
  }
}

/** Stops this copy's worker and waits for the deliveries in hand (SIGTERM; tests). */
export async function stopOutbound(): Promise<void> {
  const holder = globalThis as Holder;
  const queue = holder[HOLDER];
  if (!queue) return;
  delete holder[HOLDER];
  await (await queue.catch(() => undefined))?.stop();
}

async function enqueue(channel: OutboundChannel, payload: object, key: string | undefined): Promise<string> {
  const queue = await siteQueue();
  // A process that enqueues also delivers (a script, a test), without waiting for the enqueue.
  if (!queue.isWorking)
    void queue.work().catch((error: unknown) => getLogger().warn({ err: error }, 'the outbound worker could not start'));
  return queue.enqueue(channel, payload, key);
}

/**
 * Queues an SMS. `key` names the message when the caller could ask twice for the same one (a welcome SMS per
 * subscription event): the second ask is dropped. Throws only when the message could not be stored.
 */
export function enqueueSms(message: SmsMessage, options: { key?: string } = {}): Promise<string> {
  return enqueue('sms', { to: message.to, body: message.body }, options.key);
}

/** Queues an email (see enqueueSms). */
export function enqueueEmail(message: EmailMessage, options: { key?: string } = {}): Promise<string> {
  return enqueue('email', { to: message.to, subject: message.subject, text: message.text, html: message.html }, options.key);
}

/**
 * pg-boss's SQL on a Drizzle transaction's connection: its `$n` parameters become the query's own (Drizzle does not
 * hand out the transaction's client).
 */
function sqlOver(tx: Executor): SqlExecutor {
  return {
    query: (text, values = []) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return tx.execute(sql.join(chunks));
    },
  };
}

/**
 * Queues a push broadcast inside the transaction that states its fact (a live change, a story published), so the
 * message exists if and only if the fact committed. `key` names it (`push:match:{id}:v{version}`): a second ask is
 * dropped. The returned work wakes this copy's worker after the commit (other copies find it at their next poll).
 */
export async function enqueuePushInTransaction(tx: Executor, message: PushMessage, key: string): Promise<AfterCommit> {
  const queue = await siteQueue();
  const job: BroadcastJob = { kind: 'broadcast', message };
  await queue.enqueueInTransaction('push', job, key, sqlOver(tx));
  return async () => {
    if (!queue.isWorking)
      void queue.work().catch((error: unknown) => getLogger().warn({ err: error }, 'the outbound worker could not start'));
    queue.wake('push');
  };
}

/**
 * A deleted fan's messages leave the queue and its archive (POPIA, decision 019), in the erasure's transaction (issue
 * 37: the deletion and the forgetting commit together, or neither): a message still waiting is never sent, and none is
 * kept for the archive's day; the fan's push subscriptions (by `userId`) are deleted, so no browser of theirs is told
 * anything more. A database whose queue was never started has no message to forget (its tables are looked up first:
 * a failed statement would end the transaction).
 */
export async function forgetRecipients(
  tx: Executor,
  recipients: (string | null | undefined)[],
  options: { userId?: string } = {},
): Promise<void> {
  if (options.userId) await forgetPushSubscriptions(tx, options.userId);
  const targets = recipients.filter((recipient): recipient is string => Boolean(recipient));
  if (targets.length === 0) return;
  const names = sql`array[${sql.join(
    Object.values(QUEUE_NAMES).map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const to = sql`array[${sql.join(
    targets.map((target) => sql`${target}`),
    sql`, `,
  )}]::text[]`;
  const tables = await tx.execute<{ name: string }>(sql`
    select name from (values ('job'), ('archive')) as t(name) where to_regclass('pgboss.' || name) is not null`);
  for (const { name } of tables.rows)
    await tx.execute(
      sql`delete from ${sql.raw(`pgboss.${name === 'job' ? 'job' : 'archive'}`)} where name = any(${names}) and data->>'to' = any(${to})`,
    );
}
