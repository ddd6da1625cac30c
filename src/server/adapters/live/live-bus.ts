import 'server-only';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { getRedis } from '../cache/redis';

/**
 * The live bus (issue 24): "match N changed, it is now at version V", from the copy that recorded the change to every
 * copy holding fans' event streams. Without Redis it is PostgreSQL's NOTIFY, sent inside the transaction that made the
 * change (so it is delivered exactly when the change commits, never for a change that rolled back); with Redis it is
 * a PUBLISH after the commit. A notice only says *that* something changed: a listener reads the state itself, and the
 * hub's catch-up (a version check every second) covers any notice lost on the way.
 */
export const LIVE_CHANNEL = 'touchline_live';

export interface LiveChange {
  matchId: number;
  version: number;
}

type Executor = Pick<Db, 'execute'>;

/** The Redis channel (the key prefix separates sites, and tests' workers, that share one Redis). */
const redisChannel = (prefix: string) => `${prefix}${LIVE_CHANNEL}`;

/**
 * Announces a change made in `tx`: NOTIFY now (delivered at commit) without Redis; with Redis, the returned function
 * publishes (call it after the commit). A Redis that is away only slows the news to the hub's catch-up.
 */
export async function announceLiveChange(tx: Executor, change: LiveChange): Promise<() => Promise<void>> {
  const payload = JSON.stringify({ matchId: change.matchId, version: change.version });
  const settings = getConfig().redis;
  if (!settings) {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    return async () => undefined;
  }
  return async () => {
    await getRedis()
      ?.publish(redisChannel(settings.keyPrefix), payload)
      .catch(() => undefined);
  };
}

export interface LiveListener {
  /** Whether the channel (LISTEN or SUBSCRIBE) is up right now. */
  isLive(): boolean;
  stop(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
}

const RECONNECT_MS = 1_000;

function parse(payload: string | undefined): LiveChange | null {
  try {
    const change = JSON.parse(payload ?? '') as LiveChange;
    return Number.isInteger(change.matchId) && Number.isInteger(change.version) ? change : null;
  } catch {
    return null;
  }
}

/** Listens for changes on its own connection (LISTEN on PostgreSQL, or SUBSCRIBE on Redis), reconnecting when lost. */
export function listenForLiveChanges(input: {
  databaseUrl: string;
  redis: { url: string; keyPrefix: string } | null;
  onChange: (change: LiveChange) => void;
  logger: Logger;
}): LiveListener {
  let isStopped = false;
  let isUp = false;
  if (input.redis) {
    const subscriber = new Redis(input.redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => RECONNECT_MS });
    const channel = redisChannel(input.redis.keyPrefix);
    subscriber.on('error', (error: Error) => input.logger.warn({ err: error.message }, 'live: redis connection error'));
    subscriber.on('ready', () => {
      void subscriber.subscribe(channel).then(
        () => (isUp = true),
        () => (isUp = false),
      );
    });
    subscriber.on('close', () => (isUp = false));
    subscriber.on('message', (_channel: string, payload: string) => {
      const change = parse(payload);
      if (change) input.onChange(change);
    });
    return {
      isLive: () => isUp,
      async stop() {
        isStopped = true;
        subscriber.disconnect();
      },
    };
  }
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: input.databaseUrl, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (client !== next) return;
      client = null;
      isUp = false;
      if (!isStopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', (error) => {
      input.logger.warn({ err: error.message }, 'live: database connection lost');
      lost();
    });
    next.on('end', lost);
    next.on('notification', (message) => {
      const change = parse(message.payload);
      if (change) input.onChange(change);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      isUp = true;
    } catch (error) {
      input.logger.warn({ err: (error as Error).message }, 'live: database unavailable');
      await next.end().catch(() => undefined);
      lost();
    }
  };
  void connect();
  return {
    isLive: () => isUp,
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
