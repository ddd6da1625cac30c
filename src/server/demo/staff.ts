import 'server-only';
import type { Db } from '../db/client';
import { createStaffMember, DEMO_STAFF } from '../identity';

/** Makes sure the demo staff exist (run at every demo start, so an older demo database gains them too). */
export async function ensureDemoStaff(db: Db): Promise<void> {
  for (const staff of DEMO_STAFF) await createStaffMember(db, { ...staff });
}
