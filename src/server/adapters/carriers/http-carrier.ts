import 'server-only';
import { z } from 'zod';
import type { BillingProvider } from '../../config';
import { CarrierError, type CarrierClient, type CarrierStatusCode } from './carrier';

/**
 * A provider's HTTP API (README "Billing providers" has the protocol): bearer key, JSON, a timeout per attempt.
 * Every call is idempotent — status is a GET, and the two POSTs carry our reference as `Idempotency-Key` — so a
 * timeout, a network error or a 5xx is retried once; a 4xx or a malformed reply is final.
 */
export interface HttpCarrierOptions {
  provider: BillingProvider;
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Attempts per call (default 2: one retry). */
  attempts?: number;
}

const started = z.object({ subscription_id: z.string().min(1).max(200), confirm_url: z.url() });
const status = z.object({
  status_code: z.union([z.literal(0), z.literal(1), z.literal(7), z.literal(8)]),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  unsub_sms: z.string().max(500).nullable().optional(),
});
const voucher = z.object({
  status: z.enum(['ACTIVE', 'ERROR: INVALID VOUCHER', 'ERROR: USED VOUCHER']),
  voucher_id: z.string().max(200).nullable().optional(),
});

type Attempt = { ok: true; body: unknown } | { ok: false; retryable: boolean; reason: string };

export function createHttpCarrier(options: HttpCarrierOptions): CarrierClient {
  const attempts = options.attempts ?? 2;

  async function attempt(path: string, init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string }): Promise<Attempt> {
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return { ok: false, retryable: response.status >= 500, reason: `answered ${response.status}` };
      try {
        return { ok: true, body: JSON.parse(text) };
      } catch {
        return { ok: false, retryable: false, reason: 'answered with a body that is not JSON' };
      }
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { ok: false, retryable: true, reason: isTimeout ? 'timed out' : 'unreachable' };
    }
  }

  async function call<S extends z.ZodType>(
    schema: S,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string },
  ): Promise<z.output<S>> {
    let result: Attempt = { ok: false, retryable: true, reason: 'not called' };
    for (let n = 0; n < attempts; n += 1) {
      result = await attempt(path, init);
      if (result.ok || !result.retryable) break;
    }
    if (!result.ok) throw new CarrierError(options.provider, result.reason);
    const parsed = schema.safeParse(result.body);
    if (!parsed.success) throw new CarrierError(options.provider, 'answered with a reply that does not follow the protocol');
    return parsed.data;
  }

  return {
    provider: options.provider,
    kind: 'http',
    async startSubscription(input) {
      const reply = await call(started, '/subscriptions', {
        method: 'POST',
        body: { msisdn: input.msisdn, package: input.package, reference: input.reference, return_url: input.returnUrl },
        idempotencyKey: input.reference,
      });
      return { subscriptionId: reply.subscription_id, confirmUrl: reply.confirm_url };
    },
    async getStatus(input) {
      const query = new URLSearchParams({ msisdn: input.msisdn }).toString();
      const reply = await call(status, `/subscriptions/${encodeURIComponent(input.subscriptionId)}?${query}`, { method: 'GET' });
      return {
        code: reply.status_code as CarrierStatusCode,
        expiresAt: reply.expires_at ? new Date(reply.expires_at) : null,
        unsubSms: reply.unsub_sms ?? null,
      };
    },
    async redeemVoucher(input) {
      const reply = await call(voucher, '/vouchers/redeem', {
        method: 'POST',
        body: { pin: input.pin, msisdn: input.msisdn, reference: input.reference },
        idempotencyKey: input.reference,
      });
      return { status: reply.status, voucherId: reply.voucher_id ?? null };
    },
  };
}
