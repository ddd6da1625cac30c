import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

/** Whether the database answers within the timeout. */
export async function isDatabaseHealthy(timeoutMs = 2000): Promise<boolean> {
  try {
    const db = await getDb();
    const probe = db.execute(sql`select 1`).then(() => true);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    return await Promise.race([probe, timeout]);
  } catch {
    return false;
  }
}
