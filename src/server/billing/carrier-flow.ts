import 'server-only';
import { randomUUID } from 'node:crypto';
import { getConfig } from '../config';
import { getLogger } from '../logger';
import { getCarrier } from '../adapters/carriers/get-carrier';
import { CarrierError } from '../adapters/carriers/carrier';
import { readSandboxToken, sandboxStatusCode, type SandboxConfirmation } from '../adapters/carriers/sandbox-carrier';
import { normaliseMsisdn, type UserRow } from '../identity';
import { allow } from '../rate-limits';
import { signCallback } from '../kernel';
import { receiveCallback } from './callbacks';
import { getEntitlement } from './entitlements';
import { BILLING_ERRORS, type BillingError } from './messages';
import { PACKAGE, type CarrierProvider } from './plans';

/**
 * Carrier billing the way South African networks do it (spec §8): on mobile data the network adds the number to
 * the request (header enrichment; CARRIER_MSISDN_HEADER, `x-msisdn` in the sandbox) and shows its own confirmation
 * page; on Wi-Fi there is no number and the fan is told to switch to mobile data (offnet).
 */
export function enrichedMsisdn(headers: Headers): string | null {
  const value = headers.get(getConfig().billing.msisdnHeader);
  return value ? normaliseMsisdn(value) : null;
}

/** Each start asks the provider for a confirmation page: capped per fan. */
const CARRIER_STARTS_PER_HOUR = 10;

export type StartOutcome = { ok: true; confirmUrl: string } | { ok: false; error: BillingError };

/** Starts a subscription for the signed-in fan on this number's network: the provider's confirmation page, or why not. */
export async function startCarrierSubscription(input: {
  user: UserRow;
  provider: CarrierProvider;
  headers: Headers;
}): Promise<StartOutcome> {
  const msisdn = enrichedMsisdn(input.headers);
  if (!msisdn) return { ok: false, error: BILLING_ERRORS.offnet };
  if (msisdn !== input.user.msisdn) return { ok: false, error: BILLING_ERRORS.otherNumber };
  // A fan who already has access would pay twice (or cut a voucher year short): not through us.
  const entitlement = await getEntitlement(input.user);
  if (entitlement.isEntitled && entitlement.reason !== 'role') return { ok: false, error: BILLING_ERRORS.alreadyActive };
  if (!(await allow({ key: `carrier-start:user:${input.user.id}`, seconds: 3600 }, CARRIER_STARTS_PER_HOUR)))
    return { ok: false, error: BILLING_ERRORS.tooManyStarts };
  const reference = randomUUID();
  try {
    const started = await getCarrier(input.provider).startSubscription({
      msisdn,
      package: PACKAGE,
      reference,
      returnUrl: `${getConfig().siteUrl}/api/billing/return/${input.provider}`,
    });
    return { ok: true, confirmUrl: started.confirmUrl };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    getLogger().warn({ err: error }, 'could not start a carrier subscription');
    return { ok: false, error: BILLING_ERRORS.providerUnavailable };
  }
}

/** The sandbox's confirmation page: what it shows, read from its signed token. */
export function readSandboxConfirmation(provider: CarrierProvider, token: string | null): SandboxConfirmation | null {
  const secret = getConfig().billing.carriers[provider].callbackSecret;
  const confirmation = secret ? readSandboxToken(secret, token) : null;
  return confirmation && confirmation.provider === provider ? confirmation : null;
}

/**
 * The fan answered the sandbox's confirmation page. On Confirm, the sandbox bills like a network: a number it can
 * charge gets a signed `subscribe` callback through the same endpoint code as a real network's; numbers ending in
 * 7 (waiting for the charge) and 8 (no airtime) get none. Either way the fan returns to our return address.
 */
export async function answerSandboxConfirmation(confirmation: SandboxConfirmation, isConfirmed: boolean): Promise<string> {
  const provider = confirmation.provider as CarrierProvider;
  const back = new URL(confirmation.returnUrl);
  back.searchParams.set('subscription_id', confirmation.subscriptionId);
  back.searchParams.set('result', isConfirmed ? 'confirmed' : 'cancelled');
  if (isConfirmed && sandboxStatusCode(confirmation.msisdn) === 1) {
    const body = JSON.stringify({
      event_id: `${confirmation.subscriptionId}:subscribe`,
      type: 'subscribe',
      msisdn: confirmation.msisdn,
      subscription_id: confirmation.subscriptionId,
      package: confirmation.package,
      occurred_at: new Date().toISOString(),
      expires_at: null,
    });
    const secret = getConfig().billing.carriers[provider].callbackSecret ?? '';
    const result = await receiveCallback({ provider, rawBody: body, signature: signCallback(secret, body) });
    if (!result.ok) getLogger().error({ code: result.error.code }, 'sandbox callback refused');
  }
  return `${back.pathname}${back.search}`;
}
