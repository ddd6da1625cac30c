import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { SIGNATURE_WINDOW_SECONDS } from '../kernel';
import { onStore } from './sessions';

/**
 * Each signed callback answered once (issue 37): a captured request sent again while its signature is still good is
 * refused. The `(t, v1)` of every signature answered is remembered until its window has passed — a Redis key that
 * expires by itself (`SET NX`), or a row in `ussd_callback_signatures` with the pair as its primary key — so of two
 * copies given the same request, one answers and the other refuses. An aggregator's retry is signed afresh (a new
 * `t`), and is answered as a retry (the stored screen).
 */

const redisKey = (t: number, v1: string) => `ussd:signature:${t}:${v1}`;

/** True for the first time a signature is presented; false for every repeat within its window. */
export async function claimSignature(signature: { t: number; v1: string }): Promise<boolean> {
  const { t, v1 } = signature;
  // Good until t + window (by our clock); kept a window past that, so a clock a little behind ours changes nothing.
  const keepUntil = t + 2 * SIGNATURE_WINDOW_SECONDS;
  return onStore(
    async (redis) => (await redis.set(redisKey(t, v1), '1', 'EXAT', keepUntil, 'NX')) === 'OK',
    async () => {
      const db = await getDb();
      const claimed = await db.execute(sql`
        insert into ussd_callback_signatures (t, v1, expires_at) values (${t}, ${v1}, to_timestamp(${keepUntil}))
        on conflict do nothing returning 1`);
      return (claimed.rowCount ?? 0) > 0;
    },
  );
}
