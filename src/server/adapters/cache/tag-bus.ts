import 'server-only';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The tag bus (decision 027): what one copy of the site invalidates — a staff save, a takedown — every other copy
 * invalidates too, within a second or two. It owns the `cache_tag_events` log and its channel; it knows nothing of
 * Next (the cache handler, src/cache-handler.mjs, applies what arrives).
 *
 * - Every invalidation is written to the log in PostgreSQL (the source of truth) and announced at once: by
 *   `pg_notify` on the one database, or by Redis PUBLISH when Redis is configured.
 * - Every copy listens (LISTEN, or SUBSCRIBE) and also reads the log's last moments on a timer — every
 *   CATCH_UP_LIVE_MS while the channel is up, every CATCH_UP_DOWN_MS while it is not — so a dropped connection, a
 *   Redis outage or a lost notification delays an invalidation by about a second, never loses it.
 * - Nothing here throws at a caller: a failed publish is logged (the save itself has already been stored), and a
 *   channel that is down only slows the news. The site keeps serving whatever is away (never a 500 for the cache).
 */

export interface TagInvalidation {
  tags: string[];
  /** Next's `durations` (`{ expire }` in seconds), or null when it passed none. */
  durations: { expire?: number } | null;
}

export interface TagBus {
  /** This process's id; an event it published is not applied again when it comes back. */
  readonly origin: string;
  publish(invalidation: TagInvalidation): Promise<void>;
  /** Whether the live channel (LISTEN or SUBSCRIBE) is up right now. */
  isLive(): boolean;
  stop(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Event extends TagInvalidation {
  id: number;
  origin: string;
}

const CHANNEL = 'touchline_cache_tags';
const CATCH_UP_LIVE_MS = 5_000;
const CATCH_UP_DOWN_MS = 1_000;
/** A catch-up reads the events created since the previous one, and this much more (an insert that committed late). */
const CATCH_UP_OVERLAP_SECONDS = 30;
const RECONNECT_MS = 1_000;
const REMEMBERED_IDS = 10_000;

export function createTagBus(input: {
  databaseUrl: string;
  redis: { url: string; keyPrefix: string } | null;
  onInvalidate: (invalidation: TagInvalidation) => void;
  logger: Logger;
  /** Tests shorten the timers; the defaults are the production ones. */
  catchUpMs?: { live: number; down: number };
}): TagBus {
  const origin = randomUUID();
  const catchUpMs = input.catchUpMs ?? { live: CATCH_UP_LIVE_MS, down: CATCH_UP_DOWN_MS };
  const channel = input.redis ? `${input.redis.keyPrefix}${CHANNEL}` : CHANNEL;
  const applied = new Set<number>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let isListening = false;
  let subscriber: Redis | null = null;
  let publisher: Redis | null = null;
  let isSubscribed = false;
  let cursor: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  const apply = (event: Event) => {
    if (applied.has(event.id)) return;
    applied.add(event.id);
    if (applied.size > REMEMBERED_IDS) applied.delete(applied.values().next().value as number);
    if (event.origin === origin) return;
    try {
      input.onInvalidate({ tags: event.tags, durations: event.durations });
    } catch (error) {
      input.logger.error({ err: (error as Error).message }, 'cache tags: could not apply an invalidation');
    }
  };

  const parse = (payload: string | undefined): Event | null => {
    try {
      const event = JSON.parse(payload ?? '') as Event;
      return Number.isInteger(event.id) && Array.isArray(event.tags) && typeof event.origin === 'string' ? event : null;
    } catch {
      return null;
    }
  };

  /** The one PostgreSQL connection: the log's reads and writes and, without Redis, LISTEN. Reopened when lost. */
  const connect = (): Promise<pg.Client | null> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: input.databaseUrl, connectionTimeoutMillis: 5_000 });
      const lost = () => {
        if (client === next) client = null;
        isListening = false;
      };
      next.on('error', (error) => {
        input.logger.warn({ err: error.message }, 'cache tags: database connection lost');
        lost();
      });
      next.on('end', lost);
      try {
        await next.connect();
        if (!input.redis) {
          next.on('notification', (message) => {
            const event = parse(message.payload);
            if (event) apply(event);
          });
          await next.query(`listen ${CHANNEL}`);
          isListening = true;
        }
        client = next;
        return next;
      } catch (error) {
        input.logger.warn({ err: (error as Error).message }, 'cache tags: database unavailable');
        await next.end().catch(() => undefined);
        return null;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  /** Reads the log since the last catch-up and applies what no notification brought. */
  /**
   * The one connection runs one query at a time (pg queues a second one but warns, and pg 9 will refuse it): the
   * catch-up and every publish — a save often expires two tags at once — take turns.
   */
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  };

  const catchUp = async () => {
    const db = await connect();
    if (!db) return;
    try {
      const result = await db.query<{
        id: string;
        tags: string[];
        expire_seconds: number | null;
        has_durations: boolean;
        origin: string;
        at: string;
      }>(
        `select id, tags, expire_seconds, has_durations, origin, now()::text as at from cache_tag_events
          where created_at > coalesce($1::timestamptz, now()) - make_interval(secs => $2) order by id`,
        [cursor, CATCH_UP_OVERLAP_SECONDS],
      );
      const at = result.rows[0]?.at ?? (await db.query<{ at: string }>('select now()::text as at')).rows[0]?.at ?? cursor;
      for (const row of result.rows) {
        apply({
          id: Number(row.id),
          tags: row.tags,
          durations: row.has_durations ? (row.expire_seconds === null ? {} : { expire: row.expire_seconds }) : null,
          origin: row.origin,
        });
      }
      cursor = at;
      if (Math.random() < 0.01) await db.query(`delete from cache_tag_events where created_at < now() - interval '1 day'`);
    } catch (error) {
      input.logger.warn({ err: (error as Error).message }, 'cache tags: catch-up failed');
    }
  };

  const isLive = () => (input.redis ? isSubscribed : isListening);

  const tick = async () => {
    if (isStopped) return;
    await inTurn(catchUp);
    if (!isStopped) timer = setTimeout(() => void tick(), isLive() ? catchUpMs.live : catchUpMs.down);
  };

  if (input.redis) {
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => RECONNECT_MS };
    subscriber = new Redis(input.redis.url, { ...options, enableOfflineQueue: true });
    publisher = new Redis(input.redis.url, options);
    const quiet = (error: Error) => input.logger.warn({ err: error.message }, 'cache tags: redis connection error');
    subscriber.on('error', quiet);
    publisher.on('error', quiet);
    subscriber.on('ready', () => {
      void subscriber?.subscribe(channel).then(
        () => (isSubscribed = true),
        () => (isSubscribed = false),
      );
    });
    subscriber.on('close', () => (isSubscribed = false));
    subscriber.on('message', (_channel: string, payload: string) => {
      const event = parse(payload);
      if (event) apply(event);
    });
  }
  void tick();

  /** Writes one invalidation to the log and announces it (in its turn on the connection). */
  const publishNow = async (invalidation: TagInvalidation): Promise<void> => {
    const db = await connect();
    if (!db) {
      input.logger.error({ tags: invalidation.tags }, 'cache tags: invalidation not shared with the other copies (database unavailable)');
      return;
    }
    try {
      const expire = invalidation.durations?.expire;
      const params = [invalidation.tags, expire === undefined ? null : Math.round(expire), invalidation.durations !== null, origin];
      const insert = `insert into cache_tag_events (tags, expire_seconds, has_durations, origin) values ($1, $2, $3, $4) returning id`;
      const result = input.redis
        ? await db.query<{ id: string }>(insert, params)
        : await db.query<{ id: string }>(
            `with event as (${insert})
             select id, pg_notify('${CHANNEL}', json_build_object('id', id, 'tags', $1::text[], 'durations', $5::json, 'origin', $4::text)::text)
             from event`,
            [...params, JSON.stringify(invalidation.durations)],
          );
      const id = Number(result.rows[0]?.id);
      applied.add(id);
      if (publisher) {
        const payload = JSON.stringify({ id, tags: invalidation.tags, durations: invalidation.durations, origin });
        // Redis away: the others read the log within CATCH_UP_DOWN_MS instead.
        await publisher.publish(channel, payload).catch((error: Error) => {
          input.logger.warn({ err: error.message }, 'cache tags: redis publish failed; the log carries it');
        });
      }
    } catch (error) {
      input.logger.error({ err: (error as Error).message, tags: invalidation.tags }, 'cache tags: invalidation not shared');
    }
  };

  return {
    origin,
    isLive,
    publish(invalidation) {
      if (invalidation.tags.length === 0) return Promise.resolve();
      return inTurn(() => publishNow(invalidation));
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await connecting;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
      subscriber?.disconnect();
      publisher?.disconnect();
    },
  };
}
