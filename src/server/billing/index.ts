/** The billing context: subscriptions, entitlements, vouchers, carrier flows and callbacks. */
export { receiveCallback } from './callbacks';
export { signCallback, SIGNATURE_HEADER } from '../kernel';
export { answerSandboxConfirmation, enrichedMsisdn, readSandboxConfirmation, startCarrierSubscription } from './carrier-flow';
export { salesToday, subscribersByNetworkByWeek } from './dashboard-stats';
export {
  effectiveState,
  findSubscription,
  getEntitlement,
  isEntitledState,
  UNCHECKED_ROLE_ID,
  type Entitlement,
  type SubscriptionRow,
  type SubscriptionState,
} from './entitlements';
export { BILLING_ERRORS, VOUCHER_STATUS_MESSAGES, type BillingError } from './messages';
export { cancellationFor, isCarrierProvider, PACKAGE, type CarrierProvider } from './plans';
export { shouldRemind } from './reminders';
export {
  agreesWithRecord,
  checkStatus,
  checkStatusTelkom,
  checkStatusWorldPlay,
  confirmSubscriptionEvent,
  describeSubscription,
  type StatusCheck,
  type StatusResult,
} from './status';
export { applySubscriptionEvent, nextSubscription, type SubscriptionEvent } from './subscriptions';
export { eraseBillingData, exportBillingData, findRenewingSubscription, type BillingData, type RenewingSubscription } from './privacy';
export { redeemVoucher, VOUCHER_ATTEMPTS_PER_HOUR } from './vouchers';
export type { CarrierStatusCode } from '../adapters/carriers/carrier';
