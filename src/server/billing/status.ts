import 'server-only';
import type { BillingProvider } from '../config';
import { getLogger } from '../logger';
import { getCarrier } from '../adapters/carriers/get-carrier';
import { CarrierError, type CarrierStatusCode } from '../adapters/carriers/carrier';
import type { UserRow } from '../identity';
import { effectiveState, findSubscription, getEntitlement, isEntitledState, UNCHECKED_ROLE_ID, type SubscriptionRow } from './entitlements';
import { cancellationFor, PACKAGE } from './plans';
import { applySubscriptionEvent } from './subscriptions';

/**
 * The subscription checks of spec §7 (checkStatus, checkStatusTelkom, checkStatusWorldPlay, checkStatusStellr): the
 * spec's `status{sub_type_check, sub_status_check}` (the routes name them so). role_id 1 skips the check and counts as
 * true; a fan with no subscription (of that provider) gets empty strings (spec §4). `subStatusCheck` is ACTIVE while
 * the fan has access.
 */
export interface StatusCheck {
  subTypeCheck: string | true;
  subStatusCheck: string | true;
}

export interface StatusResult {
  status: StatusCheck;
  provider: BillingProvider | null;
  package: string | null;
  isEntitled: boolean;
}

function statusLabel(subscription: SubscriptionRow, now: Date): string {
  const state = effectiveState(subscription, now);
  return isEntitledState(state) ? 'ACTIVE' : state.toUpperCase();
}

/** The fan's status, from our record (kept current by the providers' callbacks); `provider` limits it to one. */
export async function checkStatus(user: UserRow, provider?: BillingProvider): Promise<StatusResult> {
  const now = new Date();
  const entitlement = await getEntitlement(user, now);
  if (user.roleId === UNCHECKED_ROLE_ID)
    return { status: { subTypeCheck: true, subStatusCheck: true }, provider: null, package: null, isEntitled: true };
  const subscription = entitlement.subscription;
  if (!subscription || (provider && subscription.provider !== provider)) {
    return { status: { subTypeCheck: '', subStatusCheck: '' }, provider: null, package: null, isEntitled: false };
  }
  return {
    status: { subTypeCheck: subscription.package, subStatusCheck: statusLabel(subscription, now) },
    provider: subscription.provider as BillingProvider,
    package: subscription.package,
    isEntitled: entitlement.isEntitled,
  };
}

/**
 * Telkom: after its confirmation page the fan waits (telkom-subscribing) while we ask Telkom about the
 * subscription. Code 1 makes it active here too — as an event with a fixed id, so asking twice applies it once.
 */
export async function checkStatusTelkom(
  user: UserRow,
  subscriptionId: string,
): Promise<(StatusResult & { subStatusCode: CarrierStatusCode }) | { error: 'unavailable' }> {
  if (user.roleId !== UNCHECKED_ROLE_ID && user.msisdn) {
    try {
      const remote = await getCarrier('telkom').getStatus({ subscriptionId, msisdn: user.msisdn });
      if (remote.code === 1) {
        await applySubscriptionEvent(
          {
            provider: 'telkom',
            eventId: `status:${subscriptionId}:active`,
            type: 'subscribe',
            msisdn: user.msisdn,
            subscriptionId,
            package: PACKAGE,
            occurredAt: new Date(),
            expiresAt: remote.expiresAt,
            payload: { source: 'checkStatusTelkom', status_code: remote.code },
          },
          { userId: user.id },
        );
      }
      return { ...(await checkStatus(user, 'telkom')), subStatusCode: remote.code };
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      getLogger().warn({ err: error }, 'Telkom status check failed');
      return { error: 'unavailable' };
    }
  }
  return { ...(await checkStatus(user, 'telkom')), subStatusCode: user.roleId === UNCHECKED_ROLE_ID ? 1 : 0 };
}

/** WorldPlay: its own unsubscribe message (unsubscribe_worldplay), asked of WorldPlay for the fan's subscription. */
export async function checkStatusWorldPlay(
  user: UserRow,
): Promise<(StatusResult & { unsubSms: string | null }) | { error: 'unavailable' }> {
  const result = await checkStatus(user, 'worldplay');
  const subscription = result.provider === 'worldplay' ? await findSubscription(user.id) : null;
  if (!user.msisdn || !subscription || subscription.provider !== 'worldplay' || !subscription.providerSubscriptionId)
    return { ...result, unsubSms: null };
  try {
    const remote = await getCarrier('worldplay').getStatus({ subscriptionId: subscription.providerSubscriptionId, msisdn: user.msisdn });
    return { ...result, unsubSms: remote.unsubSms };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    getLogger().warn({ err: error }, 'WorldPlay status check failed');
    return { error: 'unavailable' };
  }
}

/**
 * sendFancredSubscription: does the subscription event a page reports match the fan's record? (The event itself
 * was recorded when the subscription was applied.)
 */
export async function confirmSubscriptionEvent(user: UserRow, reported: { subscriptionId?: string; provider?: string }): Promise<boolean> {
  const entitlement = await getEntitlement(user);
  const subscription = entitlement.subscription;
  if (!entitlement.isEntitled || !subscription) return false;
  if (reported.subscriptionId !== undefined && reported.subscriptionId !== subscription.providerSubscriptionId) return false;
  return reported.provider === undefined || reported.provider === subscription.provider;
}

/** "My subscription" on /profile: network, package, state, paid-up date and how to cancel. */
export async function describeSubscription(user: UserRow) {
  const now = new Date();
  const entitlement = await getEntitlement(user, now);
  const subscription = entitlement.subscription;
  const state = effectiveState(subscription, now);
  return {
    hasRoleAccess: entitlement.reason === 'role',
    state,
    provider: (subscription?.provider as BillingProvider | undefined) ?? null,
    package: subscription?.package ?? null,
    expiresAt: subscription?.expiresAt ?? null,
    cancellation:
      subscription && isEntitledState(state) && state !== 'cancelled' ? cancellationFor(subscription.provider as BillingProvider) : null,
  };
}

/** findOrCreateUser: do the subscription fields a page sends agree with the fan's record? (Absent fields agree.) */
export function agreesWithRecord(
  user: Pick<UserRow, 'subscriptionProvider' | 'subscriptionId'>,
  claimed: { provider?: string; subscriptionId?: string },
): boolean {
  return (
    (claimed.provider === undefined || claimed.provider === user.subscriptionProvider) &&
    (claimed.subscriptionId === undefined || claimed.subscriptionId === user.subscriptionId)
  );
}
