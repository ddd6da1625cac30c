import 'server-only';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/client';
import { authAccounts, users } from './schema';

/**
 * The demo staff of DESIGN §11. Their passwords are public (README), so identity refuses them outside demo mode
 * (staff.ts, decision 009); the demo module (src/server/demo) creates them at every demo start.
 */
export const DEMO_STAFF = [
  { id: 'demo-staff-admin', email: 'admin@example.com', password: 'touchline-admin', role: 'admin', name: 'Demo Admin' },
  { id: 'demo-staff-editor', email: 'editor@example.com', password: 'touchline-editor', role: 'editor', name: 'Demo Editor' },
] as const;

/** Creates a staff member with a password account; an existing email is left as it is. Returns whether it was created. */
export async function createStaffMember(
  db: Db,
  input: { id?: string; email: string; password: string; role: 'admin' | 'editor'; name: string },
): Promise<boolean> {
  const id = input.id ?? crypto.randomUUID();
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ id, email: input.email.toLowerCase(), name: input.name, emailVerified: true, staffRole: input.role })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    await tx.insert(authAccounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
    return true;
  });
}
