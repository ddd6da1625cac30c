import 'server-only';
import { getDb, type Db } from '../db/client';
import { fanEvents } from './schema';

/** Records a fan event (spec §3 Fan event). Points for events arrive with the FanCred issue. */
export interface FanEventInput {
  emsisdn: string;
  event: string;
  eventType: string;
  score?: number;
}

/** `db` lets a caller record the events inside its own transaction. */
export async function recordFanEvents(events: FanEventInput[], db?: Pick<Db, 'insert'>): Promise<void> {
  if (events.length === 0) return;
  db ??= await getDb();
  await db.insert(fanEvents).values(events.map((event) => ({ emsisdn: event.emsisdn, event: event.event, eventType: event.eventType, score: event.score ?? 0 })));
}
