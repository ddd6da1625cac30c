import 'server-only';
import { getEmailSender } from '../adapters/email/get-email-sender';
import type { EmailMessage } from '../adapters/email/email-sender';
import { getSmsSender } from '../adapters/sms/get-sms-sender';
import type { SmsMessage } from '../adapters/sms/sms-sender';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { hit } from '../rate-limits';
import { OutboundQueue, QUEUE_NAMES, type OutboundChannel, type OutboundQueueOptions, type Throttle } from './queue';

/**
 * The site's outbound queue: SMS and email go out through it (decision 028), never from inside a request. Callers
 * enqueue (`enqueueSms`, `enqueueEmail`): the message is durable in PostgreSQL when the call returns, and is delivered
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

/** Delivery through the configured adapters (gateway or outbox; SMTP or outbox). */
export const deliverThroughAdapters: OutboundQueueOptions['deliver'] = {
  sms: (payload, idempotencyKey) => getSmsSender().send(payload as SmsMessage, { idempotencyKey }),
  email: (payload, idempotencyKey) => getEmailSender().send(payload as EmailMessage, { idempotencyKey }),
};

/** The options of a queue on the app's database with the configured adapters and caps (tests swap `deliver`). */
export async function siteQueueOptions(): Promise<OutboundQueueOptions> {
  const db = await getDb();
  const { outbound } = getConfig();
  return {
    executor: db.$client,
    deliver: deliverThroughAdapters,
    throttle: throttleBySendsPerSecond,
    batchSize: outbound.batchSize,
    pollingSeconds: outbound.pollingSeconds,
    onError: (error, context) => getLogger().error({ err: error, ...context }, 'outbound message not delivered'),
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
    .then((options) => new OutboundQueue(options))
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
 * A deleted fan's messages leave the queue and its archive (POPIA, decision 019): a message still waiting is never
 * sent, and none is kept for the archive's day. A database whose queue was never started has nothing to forget.
 */
export async function forgetRecipients(recipients: (string | null | undefined)[]): Promise<void> {
  const targets = recipients.filter((recipient): recipient is string => Boolean(recipient));
  if (targets.length === 0) return;
  const db = await getDb();
  try {
    for (const table of ['job', 'archive'])
      await db.$client.query(`delete from pgboss.${table} where name = any($1) and data->>'to' = any($2)`, [
        Object.values(QUEUE_NAMES),
        targets,
      ]);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error;
  }
}
