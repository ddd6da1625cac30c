import 'server-only';
import { getLogger } from '../../logger';
import { recordOutboxMessage } from '../outbox';
import type { SendOptions, SmsMessage, SmsSender } from './sms-sender';

/**
 * Demo mode: the SMS is stored in the outbox (shown at /api/dev/outbox) and logged, never sent. A key already stored
 * is not stored again (the outbox's unique idempotency_key): the outbox behaves as a gateway that honours the key.
 */
export const outboxSms: SmsSender = {
  kind: 'outbox',
  async send(message: SmsMessage, options?: SendOptions) {
    await recordOutboxMessage({ channel: 'sms', to: message.to, body: message.body, idempotencyKey: options?.idempotencyKey });
    getLogger().info({ channel: 'sms', to: message.to, length: message.body.length }, 'sms stored in the demo outbox');
  },
};
