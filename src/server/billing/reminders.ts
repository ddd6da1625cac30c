import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { authSessions, type UserRow } from '../identity';
import { getEntitlement } from './entitlements';

/**
 * subscribe_reminder (spec §2, §7): a member without a subscription is reminded once per session; closing it sets the
 * session's flag (GET /api/auth/session?subscribe_reminder=closed), and subscribeReminderUser answers whether to show it.
 */
export async function shouldRemind(user: UserRow, sessionId: string): Promise<boolean> {
  if ((await getEntitlement(user)).isEntitled) return false;
  const db = await getDb();
  const [session] = await db.select({ closedAt: authSessions.subscribeReminderClosedAt }).from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return session !== undefined && session.closedAt === null;
}

export async function closeReminder(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ subscribeReminderClosedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.subscribeReminderClosedAt)));
}
