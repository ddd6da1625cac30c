import 'server-only';
import { isSubscribeReminderClosed, type UserRow } from '../identity';
import { getEntitlement } from './entitlements';

/**
 * subscribe_reminder (spec §2, §7): a member without a subscription is reminded once per session; showing it sets the
 * session's flag (GET /api/auth/session?subscribe_reminder=closed), and subscribeReminderUser answers whether to show it.
 */
export async function shouldRemind(user: UserRow, sessionId: string): Promise<boolean> {
  if ((await getEntitlement(user)).isEntitled) return false;
  return !(await isSubscribeReminderClosed(sessionId));
}
