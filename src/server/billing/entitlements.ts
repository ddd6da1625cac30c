import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { UserRow } from '../identity';
import { subscriptions } from './schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionState = 'none' | 'pending' | 'active' | 'grace' | 'cancelled' | 'expired';

/** The state as of `now`: a subscription past its paid date (or its grace days) has expired, whatever its row says. */
export function effectiveState(
  subscription: Pick<SubscriptionRow, 'state' | 'expiresAt' | 'graceUntil'> | null,
  now: Date,
): SubscriptionState {
  if (!subscription) return 'none';
  const state = subscription.state as Exclude<SubscriptionState, 'none'>;
  if (state === 'grace') return subscription.graceUntil && subscription.graceUntil > now ? 'grace' : 'expired';
  if (state === 'active' || state === 'cancelled') return subscription.expiresAt && subscription.expiresAt > now ? state : 'expired';
  return state;
}

/** Active, in its grace days after a failed charge, or cancelled but paid to date: the fan has access. */
export function isEntitledState(state: SubscriptionState): boolean {
  return state === 'active' || state === 'grace' || state === 'cancelled';
}

/** role_id 1 passes every subscription check (spec §4, §6). */
export const UNCHECKED_ROLE_ID = 1;

export interface Entitlement {
  isEntitled: boolean;
  /** Why: the role, the subscription's state, or none. */
  reason: 'role' | SubscriptionState;
  subscription: SubscriptionRow | null;
}

export async function findSubscription(userId: string): Promise<SubscriptionRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The one answer to "may this fan watch, play or enter now?" (DESIGN §5). Every gated feature — videos, games,
 * competitions — calls this (through the `entitled` route guard for APIs) and opens sub_status_check when it says no.
 */
export async function getEntitlement(user: Pick<UserRow, 'id' | 'roleId'> | null, now = new Date()): Promise<Entitlement> {
  if (!user) return { isEntitled: false, reason: 'none', subscription: null };
  const subscription = await findSubscription(user.id);
  if (user.roleId === UNCHECKED_ROLE_ID) return { isEntitled: true, reason: 'role', subscription };
  const state = effectiveState(subscription, now);
  return { isEntitled: isEntitledState(state), reason: state, subscription };
}
