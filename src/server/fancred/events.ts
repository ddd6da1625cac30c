import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { holdLiveFan } from '../identity';
import { applyEvents, storePendingEvent } from './engine';
import { findRule } from './rules';

/**
 * Fan events FanCred records for facts other contexts publish (spec §4: sign-up's completed_profile and
 * playable_ad_rugby_kicks, a new subscription; fancred/reactions.ts): each goes through the points engine under its
 * spec event name. They are stored `pending` first —
 * inside the caller's transaction when one is given, so they commit or roll back with it — and applied after.
 */
export interface FanEventInput {
  emsisdn: string;
  event: string;
  eventType: string;
  score?: number;
  /** The item a per-item rule counts once (e.g. the subscription event). */
  itemKey?: string;
}

/**
 * Without `db` the events are applied at once. With `db` (the caller's transaction) they are stored pending and their
 * ids returned: the caller applies them after its commit with applyFanEvents(ids); the sweeper catches any it misses.
 */
export async function recordFanEvents(events: FanEventInput[], db?: Pick<Db, 'execute'>): Promise<number[]> {
  if (events.length === 0) return [];
  if (db) return storeFanEvents(events, db);
  const ids = await (await getDb()).transaction((tx) => storeFanEvents(events, tx));
  await applyEvents(ids);
  return ids;
}

/** In one transaction, each event's fan held (share-locked, never a deleted account) while its event is stored. */
async function storeFanEvents(events: FanEventInput[], executor: Pick<Db, 'execute'>): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const userId = (await holdLiveFan(executor, { emsisdn: event.emsisdn }))?.id;
    if (!userId) continue;
    if (!(await findRule(event.event))) {
      // Not an event that earns: kept for the record (the console shows it), with no points.
      await executor.execute(sql`
        insert into fan_events (emsisdn, event, event_type, event_status, score, user_id, reason)
        values (${event.emsisdn}, ${event.event}, ${event.eventType}, 'rejected', ${Math.max(0, Math.trunc(event.score ?? 0))}, ${userId}, 'unknown_action')`);
      continue;
    }
    const id = await storePendingEvent(executor, {
      userId,
      action: event.event,
      itemKey: event.itemKey ?? null,
      score: event.score,
      event: event.event,
      eventType: event.eventType,
    });
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Applies events a caller stored inside its transaction, once that transaction has committed. */
export async function applyFanEvents(ids: number[]): Promise<void> {
  await applyEvents(ids);
}
