import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getRedis } from '../adapters/cache/redis';
import { getDb } from '../db/client';
import type { Executor } from '../kernel';
import { getLogger } from '../logger';
import type { Locale } from '@/i18n/locales';
import { ussdSessions } from './schema';

/**
 * USSD sessions (issue 25): one record per aggregator `sessionId`, in PostgreSQL — or in Redis when REDIS_URL is set
 * (a key that expires by itself) — so that any copy can answer any step. A session is live for 2 minutes after its
 * last step; its record is kept 10 minutes in all, so that a step arriving later is told that the session timed out
 * instead of starting afresh. Rows past keeping are deleted on a schedule (pruning.ts).
 */
export const SESSION_LIFETIME_MS = 2 * 60_000;
export const SESSION_KEEP_MS = 10 * 60_000;

export interface HeadlineItem {
  id: number;
  slug: string;
  title: string;
}

/** What a session remembers beyond its last answer: the lists paged through (as first shown), outcomes of sends. */
export interface SessionState {
  /** The language the session started in (the replay's first screen). */
  language?: Locale;
  headlines?: Partial<Record<Locale, HeadlineItem[]>>;
  /** What a send answered, by the index of the input that asked (a replayed step shows what it showed then). */
  outcomes?: Record<string, LinkOutcome>;
}

export type LinkOutcome = 'sent' | 'already' | 'limit' | 'busy';

export interface UssdSession {
  id: string;
  msisdn: string;
  networkCode: string;
  lastText: string | null;
  lastAnswer: string | null;
  state: SessionState;
  createdAt: number;
  updatedAt: number;
}

const redisKey = (id: string) => `ussd:session:${id}`;
/** A number's sessions in Redis (their ids), kept as long as its newest session: the download lists them, erasure ends them. */
const numberKey = (msisdn: string) => `ussd:sessions-of:${msisdn}`;

/** Redis when it is set and answering; Postgres otherwise (and when a Redis call fails: logged, the step still answered). */
export async function onStore<T>(
  onRedis: (redis: NonNullable<ReturnType<typeof getRedis>>) => Promise<T>,
  onPostgres: () => Promise<T>,
): Promise<T> {
  const redis = getRedis();
  if (!redis) return onPostgres();
  try {
    return await onRedis(redis);
  } catch (error) {
    getLogger().warn({ err: (error as Error).message }, 'ussd sessions: redis unavailable, using postgres');
    return onPostgres();
  }
}

type Row = typeof ussdSessions.$inferSelect;

const fromRow = (row: Row): UssdSession => ({
  id: row.id,
  msisdn: row.msisdn,
  networkCode: row.networkCode,
  lastText: row.lastText,
  lastAnswer: row.lastAnswer,
  state: (row.state ?? {}) as SessionState,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

export async function readSession(id: string): Promise<UssdSession | null> {
  return onStore(
    async (redis) => {
      const json = await redis.get(redisKey(id));
      return json ? (JSON.parse(json) as UssdSession) : null;
    },
    async () => {
      const db = await getDb();
      const [row] = await db.select().from(ussdSessions).where(eq(ussdSessions.id, id)).limit(1);
      return row ? fromRow(row) : null;
    },
  );
}

/**
 * Starts a session; false when one with this id exists already (two copies answering a first step at once: the
 * other one counts it).
 */
export async function startSession(session: UssdSession): Promise<boolean> {
  return onStore(
    async (redis) => {
      const isNew = (await redis.set(redisKey(session.id), JSON.stringify(session), 'PX', SESSION_KEEP_MS, 'NX')) === 'OK';
      if (isNew) await redis.multi().sadd(numberKey(session.msisdn), session.id).pexpire(numberKey(session.msisdn), SESSION_KEEP_MS).exec();
      return isNew;
    },
    async () => {
      const db = await getDb();
      const inserted = await db
        .insert(ussdSessions)
        .values({
          id: session.id,
          msisdn: session.msisdn,
          networkCode: session.networkCode,
          state: session.state,
          createdAt: new Date(session.createdAt),
          updatedAt: new Date(session.updatedAt),
        })
        .onConflictDoNothing()
        .returning({ id: ussdSessions.id });
      return inserted.length > 0;
    },
  );
}

/** Records a step's answer (a retry of the same text gets it again) and keeps the session alive. */
export async function saveStep(session: UssdSession): Promise<void> {
  await onStore(
    async (redis) => {
      await redis
        .multi()
        .set(redisKey(session.id), JSON.stringify(session), 'PX', SESSION_KEEP_MS)
        .sadd(numberKey(session.msisdn), session.id)
        .pexpire(numberKey(session.msisdn), SESSION_KEEP_MS)
        .exec();
    },
    async () => {
      const db = await getDb();
      await db
        .update(ussdSessions)
        .set({ lastText: session.lastText, lastAnswer: session.lastAnswer, state: session.state, updatedAt: new Date(session.updatedAt) })
        .where(eq(ussdSessions.id, session.id));
    },
  );
}

/** A number's sessions still kept (open, or ended less than 10 minutes ago), oldest first: for the fan's download. */
export async function listSessionsOf(msisdn: string): Promise<UssdSession[]> {
  const [inPostgres, inRedis] = await Promise.all([sessionsInPostgres(msisdn), sessionsInRedis(msisdn)]);
  const byId = new Map([...inPostgres, ...inRedis].map((session) => [session.id, session]));
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt);
}

async function sessionsInPostgres(msisdn: string): Promise<UssdSession[]> {
  const db = await getDb();
  return (await db.select().from(ussdSessions).where(eq(ussdSessions.msisdn, msisdn))).map(fromRow);
}

async function sessionsInRedis(msisdn: string): Promise<UssdSession[]> {
  const redis = getRedis();
  if (!redis) return [];
  const ids = await redis.smembers(numberKey(msisdn));
  if (ids.length === 0) return [];
  const found = await redis.mget(ids.map(redisKey));
  return found
    .filter((json): json is string => json !== null)
    .map((json) => JSON.parse(json) as UssdSession)
    .filter((session) => session.msisdn === msisdn);
}

/**
 * Ends a number's sessions (its account's erasure): the rows in the caller's transaction, the Redis keys at once (a
 * Redis that fails is logged: its keys end by themselves within 10 minutes). Returns how many went.
 */
export async function endSessionsOf(tx: Executor, msisdn: string): Promise<number> {
  const removed = await tx.execute(sql`delete from ussd_sessions where msisdn = ${msisdn}`);
  let inRedis = 0;
  const redis = getRedis();
  if (redis) {
    try {
      const ids = await redis.smembers(numberKey(msisdn));
      if (ids.length > 0) inRedis = await redis.del(...ids.map(redisKey));
      await redis.del(numberKey(msisdn));
    } catch (error) {
      getLogger().warn({ err: (error as Error).message }, 'ussd: could not end an erased number’s sessions in redis');
    }
  }
  return (removed.rowCount ?? 0) + inRedis;
}

export const isExpired = (session: Pick<UssdSession, 'updatedAt'>, now: number) => now - session.updatedAt > SESSION_LIFETIME_MS;
