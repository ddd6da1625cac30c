import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';

/**
 * The durable outbound queue (decision 028): a message is a pg-boss job in PostgreSQL before the request that asked
 * for it answers, and a worker in every copy delivers it. A job's id is its idempotency key: the gateway's
 * Idempotency-Key, the demo outbox's unique key, the email's Message-ID. Every attempt at a job — a retry after a
 * failure, or another copy's after this one died holding it — carries the same key, so a gateway that honours the key
 * sends the message once. Sends are capped per channel per second across every copy (the `throttle` given).
 *
 * This file knows no gateway and no setting: outbound.ts builds the site's queue from the configuration.
 */

export const OUTBOUND_CHANNELS = ['sms', 'email', 'push'] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

/** pg-boss's queue of each channel. */
export const QUEUE_NAMES: Record<OutboundChannel, string> = { sms: 'outbound-sms', email: 'outbound-email', push: 'outbound-push' };

/** What the queue runs its SQL on: a `pg.Pool` (the app's own) fits. */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A job's own view of the queue while it is delivered. */
/** A job a deliverer queues (Delivery.spawn). */
export interface SpawnedJob {
  payload: object;
  key: string;
  priority?: number;
}

export interface Delivery {
  /** When the job's hold runs out (epoch ms, half its expiry: room is left for completing it). */
  deadline: number;
  /**
   * A send slot of the channel (the site-wide cap), for a channel whose deliverer takes them itself (`slotsInside`):
   * false when none came before the deadline.
   */
  takeSlot: () => Promise<boolean>;
  /**
   * Queues more jobs of the same channel (a broadcast that expands into pages); a key given twice is one job. A job of
   * higher `priority` (0 unless given; may be negative) is taken before one of lower, else in the order queued.
   */
  spawn: (jobs: SpawnedJob[]) => Promise<void>;
}

/** Delivers one message of a channel; the key is the job's, the same on every attempt. Throws when not delivered. */
export type Deliver = (payload: unknown, idempotencyKey: string, delivery: Delivery) => Promise<void>;

/**
 * Waits for a send slot of the channel (the site-wide cap per second) and resolves true, or false when none came
 * before `deadline` (epoch ms).
 */
export type Throttle = (channel: OutboundChannel, deadline: number) => Promise<boolean>;

export interface OutboundQueueOptions {
  executor: SqlExecutor;
  deliver: Record<OutboundChannel, Deliver>;
  throttle: Throttle;
  /**
   * Channels whose jobs are not one send each (a page of push subscriptions): the queue takes no slot before such a
   * job, its deliverer takes one per send (`delivery.takeSlot`).
   */
  slotsInside?: readonly OutboundChannel[];
  /** How many jobs of a channel one worker takes at once. */
  batchSize: number;
  /** How often an idle worker looks for jobs other copies accepted. */
  pollingSeconds: number;
  onError: (error: unknown, context: Record<string, unknown>) => void;
  /**
   * The id of the request that queues a message (issue 39): kept with the job and given to `onError`, so a failed
   * delivery's log line leads back to the fan's request.
   */
  requestId?: () => string | undefined;
  /** A message its gateway took, with when it was queued; a failed attempt, and whether it was the last. */
  onDelivered?: (channel: OutboundChannel, queuedAt: Date) => void;
  onFailed?: (channel: OutboundChannel, isFinal: boolean) => void;
  /** Tests shorten these; the defaults suit production. */
  expireSeconds?: number;
  maintenanceSeconds?: number;
  retryDelaySeconds?: number;
}

/**
 * A job held longer than this (a copy that died delivering it) goes back to the queue at pg-boss's next maintenance
 * pass, for another copy. It is far longer than one delivery may take (the SMS gateway's two timed attempts, SMTP's
 * timeouts, a wait for a send slot), so a live delivery is never retried under its own feet.
 */
const EXPIRE_SECONDS = 60;
/** How often pg-boss expires held jobs and archives finished ones (one copy does it; an advisory lock elects it). */
const MAINTENANCE_SECONDS = 30;
/** Retries: 8 more attempts, 2 s apart and doubling (2, 4, … 256 s: about 8.5 minutes), then the job is failed. */
const RETRY_LIMIT = 8;
const RETRY_DELAY_SECONDS = 2;
/**
 * Finished jobs hold the message (a one-time code among them): archived after 10 minutes, when any code in them has
 * expired, and deleted from the archive after a day.
 */
const ARCHIVE_COMPLETED_SECONDS = 600;
const DELETE_ARCHIVED_SECONDS = 86_400;

/** The field of a job's data that holds the queueing request's id; taken off before the deliverer sees the message. */
const REQUEST_ID = 'requestId';

/** A job id from a caller's key: the same key, the same job (a second enqueue of it is dropped). */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A channel's delivery loop in this copy: its sleep can be cut short (a message enqueued here), and it can be stopped. */
interface Loop {
  done: Promise<void>;
  isStopping: boolean;
  isWoken: boolean;
  wake: () => void;
}

export class OutboundQueue {
  readonly #options: OutboundQueueOptions;
  readonly #boss: PgBoss;
  readonly #loops = new Map<OutboundChannel, Loop>();
  #started: Promise<void> | undefined;
  /** Given with every job as well as to the queue: the queue's row keeps whatever its first creator said. */
  readonly #jobOptions: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };

  constructor(options: OutboundQueueOptions) {
    this.#options = options;
    this.#jobOptions = {
      retryLimit: RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: options.expireSeconds ?? EXPIRE_SECONDS,
    };
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => options.executor.query(text, values) },
      schema: 'pgboss',
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? MAINTENANCE_SECONDS,
      archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
      archiveFailedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
      deleteAfterSeconds: DELETE_ARCHIVED_SECONDS,
    });
    this.#boss.on('error', (error) => options.onError(error, { component: 'pg-boss' }));
  }

  /** Creates pg-boss's schema and the channels' queues where missing (idempotent, safe from many copies at once). */
  start(): Promise<void> {
    this.#started ??= (async () => {
      await this.#boss.start();
      for (const channel of OUTBOUND_CHANNELS) {
        await this.#boss.createQueue(QUEUE_NAMES[channel], { name: QUEUE_NAMES[channel], policy: 'standard', ...this.#jobOptions });
      }
    })().catch((error: unknown) => {
      this.#started = undefined;
      throw error;
    });
    return this.#started;
  }

  /**
   * Starts this copy's delivery loops, one per channel (once). The loops are ours, not pg-boss's `work()`: pg-boss
   * completes or fails a fetched batch as a whole, with a completion nobody awaits, and waits out its polling interval
   * after every batch; here each message is completed or failed on its own, awaited, and a full batch is followed by
   * the next at once.
   */
  async work(): Promise<void> {
    await this.start();
    for (const channel of OUTBOUND_CHANNELS) if (!this.#loops.has(channel)) this.#loops.set(channel, this.#startLoop(channel));
  }

  get isWorking(): boolean {
    return this.#loops.size > 0;
  }

  /**
   * Stores a message for delivery and returns its key (the job id). A key given twice is one job. The copy's own loop,
   * when it runs one, is woken at once: the message leaves without waiting for the next poll.
   */
  async enqueue(channel: OutboundChannel, payload: object, key?: string): Promise<string> {
    await this.start();
    const id = key ? jobIdFor(key) : randomUUID();
    await this.#boss.send(QUEUE_NAMES[channel], this.#stamped(payload), { id, ...this.#jobOptions });
    this.wake(channel);
    return id;
  }

  /**
   * Stores a message inside the caller's transaction (`transaction` runs SQL on its connection): it is queued if and
   * only if the transaction commits. The loop is not woken (the job is not visible yet): call `wake` after the commit.
   */
  async enqueueInTransaction(channel: OutboundChannel, payload: object, key: string, transaction: SqlExecutor): Promise<string> {
    await this.start();
    const id = jobIdFor(key);
    await this.#boss.send(QUEUE_NAMES[channel], this.#stamped(payload), {
      id,
      ...this.#jobOptions,
      db: { executeSql: (text: string, values?: unknown[]) => transaction.query(text, values) },
    });
    return id;
  }

  /** A message with the queueing request's id, when there is one. */
  #stamped(payload: object): object {
    const requestId = this.#options.requestId?.();
    return requestId ? { ...payload, [REQUEST_ID]: requestId } : payload;
  }

  /**
   * How many messages of each channel wait (queued or to be retried) and how long the oldest has waited: the whole
   * site's queue, whichever copy reads it.
   */
  async figures(): Promise<{ channel: OutboundChannel; depth: number; oldestAgeSeconds: number }[]> {
    const { rows } = (await this.#options.executor.query(
      `select name, count(*)::int as depth, coalesce(extract(epoch from now() - min(created_on)), 0)::float as oldest
       from pgboss.job where name = any($1) and state in ('created', 'retry') group by name`,
      [OUTBOUND_CHANNELS.map((channel) => QUEUE_NAMES[channel])],
    )) as { rows: { name: string; depth: number; oldest: number }[] };
    return OUTBOUND_CHANNELS.map((channel) => {
      const row = rows.find((candidate) => candidate.name === QUEUE_NAMES[channel]);
      return { channel, depth: row?.depth ?? 0, oldestAgeSeconds: row?.oldest ?? 0 };
    });
  }

  /** Cuts this copy's loop of the channel short of its sleep (a message of it was queued). */
  wake(channel: OutboundChannel): void {
    this.#loops.get(channel)?.wake();
  }

  /** Many messages of one channel in one insert (a key given twice, or already queued, is one job). */
  async enqueueMany(channel: OutboundChannel, jobs: SpawnedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = this.#jobOptions;
    await this.#boss.insert(
      jobs.map((job) => ({
        id: jobIdFor(job.key),
        name: QUEUE_NAMES[channel],
        data: this.#stamped(job.payload),
        priority: job.priority ?? 0,
        retryLimit,
        retryDelay,
        retryBackoff,
        expireInSeconds,
      })),
    );
    this.wake(channel);
  }

  /**
   * Stops the loops, waiting (up to `timeoutMs`) for the deliveries in hand; a message still in hand after that is left
   * as it is, and goes back to the queue for another copy when its hold expires. The executor stays open.
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    const loops = [...this.#loops.values()];
    for (const loop of loops) {
      loop.isStopping = true;
      loop.wake();
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(loops.map((loop) => loop.done)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    this.#loops.clear();
    await this.#boss.stop({ graceful: false, close: false });
    this.#started = undefined;
  }

  #startLoop(channel: OutboundChannel): Loop {
    let cutSleep: (() => void) | undefined;
    const loop: Loop = {
      done: Promise.resolve(),
      isStopping: false,
      isWoken: false,
      wake: () => {
        loop.isWoken = true;
        cutSleep?.();
      },
    };
    const pollingMs = this.#options.pollingSeconds * 1000;
    loop.done = (async () => {
      while (!loop.isStopping) {
        loop.isWoken = false;
        // pg-boss's fetch answers [] when the database fails; the next poll tries again.
        const jobs = await this.#boss
          .fetch<unknown>(QUEUE_NAMES[channel], { batchSize: this.#options.batchSize, includeMetadata: true })
          .catch((error: unknown) => {
            this.#options.onError(error, { channel, step: 'fetch' });
            return [];
          });
        if (jobs.length > 0) await this.#deliverBatch(channel, jobs);
        // A full batch means more may be waiting; a wake means a message came meanwhile.
        if (loop.isStopping || loop.isWoken || jobs.length >= this.#options.batchSize) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollingMs);
          cutSleep = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        cutSleep = undefined;
      }
    })();
    return loop;
  }

  /** One batch, each message delivered, then completed or failed, on its own. Never throws. */
  async #deliverBatch(channel: OutboundChannel, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    const name = QUEUE_NAMES[channel];
    await Promise.all(
      jobs.map(async (job) => {
        const { [REQUEST_ID]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
        // Leave room for the delivery itself inside the job's hold.
        const deadline = Date.now() + (job.expireInSeconds * 1000) / 2;
        const isSlotInside = this.#options.slotsInside?.includes(channel) ?? false;
        try {
          if (!isSlotInside && !(await this.#options.throttle(channel, deadline))) throw new Error(`no ${channel} send slot came in time`);
          await this.#options.deliver[channel](data, job.id, {
            deadline,
            takeSlot: () => this.#options.throttle(channel, deadline),
            spawn: (more) => this.enqueueMany(channel, more),
          });
        } catch (error) {
          this.#options.onError(error, { channel, job: job.id, ...(requestId ? { requestId } : {}) });
          this.#options.onFailed?.(channel, job.retryCount >= job.retryLimit);
          await this.#boss
            .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
            .catch((failure: unknown) => this.#options.onError(failure, { channel, job: job.id, step: 'fail' }));
          return;
        }
        this.#options.onDelivered?.(channel, job.createdOn);
        // Not completed (the database away): the hold expires and the message is delivered again under its key.
        await this.#boss
          .complete(name, job.id)
          .catch((failure: unknown) => this.#options.onError(failure, { channel, job: job.id, step: 'complete' }));
      }),
    );
  }
}
