import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BillingProvider } from '../../config';
import type { CarrierClient, CarrierStatusCode } from './carrier';

/**
 * The demo-mode simulator of every provider (DESIGN §6, §11), deterministic:
 * - startSubscription returns our own stand-in for the network's confirmation page (/api/billing/sandbox/…), with the
 *   subscription in a signed token so the page cannot be pointed at another number;
 * - status: a number ending in 7 waits for its first charge (code 7), one ending in 8 has no airtime (code 8), any
 *   other number is active (code 1) — for a subscription the sandbox started for that number; any other id is 0;
 * - vouchers: 1000000000000001 … 1000000000000010 are unused, 2000000000000001 is used, any other PIN is invalid.
 *   "Unused" is the provider's view; our voucher_redemptions table is what makes a PIN work once here.
 */
export const SANDBOX_PATH = '/api/billing/sandbox';

const token = z.object({
  provider: z.string(),
  msisdn: z.string(),
  subscriptionId: z.string(),
  reference: z.string(),
  returnUrl: z.string(),
  package: z.string(),
});
export type SandboxConfirmation = z.output<typeof token>;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`carrier-sandbox:${payload}`).digest('base64url');
}

export function signSandboxToken(secret: string, confirmation: SandboxConfirmation): string {
  const payload = Buffer.from(JSON.stringify(confirmation)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readSandboxToken(secret: string, value: string | null): SandboxConfirmation | null {
  if (!value) return null;
  const [payload, given] = value.split('.');
  if (!payload || !given) return null;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsed = token.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The sandbox's rule for a number's charge: see above. */
export function sandboxStatusCode(msisdn: string): CarrierStatusCode {
  if (msisdn.endsWith('7')) return 7;
  if (msisdn.endsWith('8')) return 8;
  return 1;
}

const UNUSED_VOUCHERS = new Set(Array.from({ length: 10 }, (_, n) => `10000000000000${String(n + 1).padStart(2, '0')}`));
const USED_VOUCHERS = new Set(['2000000000000001']);

const MONTH_MS = 30 * 24 * 3600 * 1000;

export function createSandboxCarrier(provider: BillingProvider, secret: string): CarrierClient {
  return {
    provider,
    kind: 'sandbox',
    async startSubscription(input) {
      const subscriptionId = `sbx-${provider}-${input.msisdn}-${input.reference.slice(0, 8)}`;
      const signed = signSandboxToken(secret, {
        provider,
        msisdn: input.msisdn,
        subscriptionId,
        reference: input.reference,
        returnUrl: input.returnUrl,
        package: input.package,
      });
      return { subscriptionId, confirmUrl: `${SANDBOX_PATH}/${provider}?token=${encodeURIComponent(signed)}` };
    },
    async getStatus(input) {
      // Like a network, the sandbox answers only for a subscription it started for this number.
      const isOurs = input.subscriptionId.startsWith(`sbx-${provider}-${input.msisdn}-`);
      const code = isOurs ? sandboxStatusCode(input.msisdn) : 0;
      return {
        code,
        expiresAt: code === 1 ? new Date(Date.now() + MONTH_MS) : null,
        unsubSms:
          provider === 'worldplay' ? 'To stop your subscription, SMS STOP to 34444 from this number. WorldPlay will confirm by SMS.' : null,
      };
    },
    async redeemVoucher(input) {
      if (UNUSED_VOUCHERS.has(input.pin)) return { status: 'ACTIVE', voucherId: `sbx-voucher-${input.pin}` };
      if (USED_VOUCHERS.has(input.pin)) return { status: 'ERROR: USED VOUCHER', voucherId: null };
      return { status: 'ERROR: INVALID VOUCHER', voucherId: null };
    },
  };
}
