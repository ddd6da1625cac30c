import 'server-only';
import { z } from 'zod';
import { getConfig } from '../config';
import { isSignatureValid } from '../kernel';
import { normaliseMsisdn } from '../identity';
import { BILLING_ERRORS, type BillingError } from './messages';
import { PACKAGE, type CarrierProvider } from './plans';
import { applySubscriptionEvent, type ApplyOutcome } from './subscriptions';

/**
 * Carrier callbacks (POST /api/billing/callbacks/{provider}): subscribe, renew, charge_failed and unsubscribe, each
 * signed with the provider's shared secret (kernel/signed-callback.ts: `x-touchline-signature`, at most 5 minutes old).
 * Applied once per event id (subscriptions.ts).
 */
const MAX_SKEW_SECONDS = 300;

const callbackEvent = z.object({
  event_id: z.string().trim().min(1).max(200),
  type: z.enum(['subscribe', 'renew', 'charge_failed', 'unsubscribe']),
  msisdn: z.string().min(9).max(20),
  subscription_id: z.string().trim().min(1).max(200),
  package: z.string().trim().min(1).max(100).default(PACKAGE),
  occurred_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

export type CallbackResult = { ok: true; outcome: ApplyOutcome['outcome'] } | { ok: false; error: BillingError };

export async function receiveCallback(input: {
  provider: CarrierProvider;
  rawBody: string;
  signature: string | null;
  now?: number;
}): Promise<CallbackResult> {
  const secret = getConfig().billing.carriers[input.provider].callbackSecret;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (!secret || !isSignatureValid(secret, input.rawBody, input.signature, now)) return { ok: false, error: BILLING_ERRORS.badSignature };
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return { ok: false, error: BILLING_ERRORS.badEvent };
  }
  const parsed = callbackEvent.safeParse(json);
  const msisdn = parsed.success ? normaliseMsisdn(parsed.data.msisdn) : null;
  if (!parsed.success || !msisdn) return { ok: false, error: BILLING_ERRORS.badEvent };
  const event = parsed.data;
  // An event from the future would make every later one look stale: the provider's clock must be right.
  if (Date.parse(event.occurred_at) > (now + MAX_SKEW_SECONDS) * 1000) return { ok: false, error: BILLING_ERRORS.badEvent };
  const applied = await applySubscriptionEvent({
    provider: input.provider,
    eventId: event.event_id,
    type: event.type,
    msisdn,
    subscriptionId: event.subscription_id,
    package: event.package,
    occurredAt: new Date(event.occurred_at),
    expiresAt: event.expires_at ? new Date(event.expires_at) : null,
    // Stored with the number as normalised (27…), however the carrier spelt it, so deletion finds it (decision 019).
    payload: { ...event, msisdn },
  });
  return { ok: true, outcome: applied.outcome };
}
