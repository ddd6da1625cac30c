import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SendOptions, SmsMessage, SmsSender } from './sms-sender';
import { SmsDeliveryError } from './sms-sender';

/**
 * An HTTP SMS gateway: POST {gatewayUrl} with a bearer token and JSON {to, from, message}; any 2xx is accepted.
 * One retry on a network error, a timeout or a 5xx, with the same Idempotency-Key so that a gateway that
 * received the first attempt does not send twice. 4xx is final. The key is the outbound queue's job key when given, so
 * the queue's own retries (a later attempt, perhaps from another copy) carry it too.
 */
export function createGatewaySms(options: { gatewayUrl: string; token: string; senderId: string; timeoutMs: number }): SmsSender {
  async function attempt(
    message: SmsMessage,
    idempotencyKey: string,
  ): Promise<{ ok: true } | { ok: false; retryable: boolean; reason: string }> {
    try {
      const response = await fetch(options.gatewayUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({ to: message.to, from: options.senderId, message: message.body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      return { ok: false, retryable: response.status >= 500, reason: `gateway answered ${response.status}` };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'gateway timed out' : 'gateway unreachable';
      return { ok: false, retryable: true, reason };
    }
  }

  return {
    kind: 'gateway',
    async send(message: SmsMessage, sendOptions?: SendOptions) {
      const key = sendOptions?.idempotencyKey ?? randomUUID();
      let result = await attempt(message, key);
      if (!result.ok && result.retryable) result = await attempt(message, key);
      if (!result.ok) throw new SmsDeliveryError(`SMS not sent: ${result.reason}`);
    },
  };
}
