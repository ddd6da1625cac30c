import 'server-only';
import { getDb } from '../db/client';
import { fanEvents } from './schema';

/** Records a fan event (spec §3 Fan event). Points for events arrive with the FanCred issue. */
export interface FanEventInput {
  emsisdn: string;
  event: string;
  eventType: string;
  score?: number;
}

export async function recordFanEvents(events: FanEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const db = await getDb();
  await db.insert(fanEvents).values(events.map((event) => ({ emsisdn: event.emsisdn, event: event.event, eventType: event.eventType, score: event.score ?? 0 })));
}
