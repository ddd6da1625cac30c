import type { BillingProvider } from '../../config';

/**
 * One interface for every billing provider (DESIGN §6): the mobile networks (MTN, Vodacom, Telkom), the aggregator
 * (WorldPlay) and the voucher issuer (Stellr). A sandbox and a real HTTP client implement it.
 *
 * - startSubscription: the provider's own confirmation page for this number (the network charges the number it sees
 *   on its mobile data; we never charge anyone ourselves).
 * - getStatus: the provider's view of one subscription (Telkom's wait after its confirmation; WorldPlay's own
 *   unsubscribe message).
 * - redeemVoucher: Stellr only. The reference is stable for one fan and one PIN, so a retried call is idempotent.
 *
 * Every failure (timeout, 5xx, a reply that is not what the protocol says) is a CarrierError: callers show the
 * error view and write nothing.
 */
export interface CarrierClient {
  readonly provider: BillingProvider;
  readonly kind: 'sandbox' | 'http';
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  getStatus(input: { subscriptionId: string; msisdn: string }): Promise<CarrierStatus>;
  redeemVoucher(input: { pin: string; msisdn: string; reference: string }): Promise<VoucherResult>;
}

export interface StartSubscriptionInput {
  msisdn: string;
  package: string;
  /** Ours: the provider echoes it back on the return address and in its callbacks. */
  reference: string;
  returnUrl: string;
}

export interface StartedSubscription {
  subscriptionId: string;
  confirmUrl: string;
}

/**
 * A provider's status codes: 1 active, 7 waiting for the first charge, 8 the charge failed (no airtime), 0 unknown
 * or cancelled. Telkom's sub_status_code is this code (spec §7), and codes 7 and 8 have their own cookies (§3).
 */
export type CarrierStatusCode = 0 | 1 | 7 | 8;

export interface CarrierStatus {
  code: CarrierStatusCode;
  expiresAt: Date | null;
  /** WorldPlay: the message that tells the fan how to unsubscribe (unsubscribe_worldplay). */
  unsubSms: string | null;
}

/** Stellr's answers, word for word (spec §4). */
export type VoucherStatus = 'ACTIVE' | 'ERROR: INVALID VOUCHER' | 'ERROR: USED VOUCHER';

export interface VoucherResult {
  status: VoucherStatus;
  voucherId: string | null;
}

export class CarrierError extends Error {
  constructor(
    readonly provider: BillingProvider,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'CarrierError';
  }
}
