import 'server-only';
import { getLogger } from '../../logger';
import { recordOutboxMessage } from '../outbox';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Demo mode: the SMS is stored in the outbox (shown at /api/dev/outbox) and logged, never sent. */
export const outboxSms: SmsSender = {
  kind: 'outbox',
  async send(message: SmsMessage) {
    await recordOutboxMessage({ channel: 'sms', to: message.to, body: message.body });
    getLogger().info({ channel: 'sms', to: message.to, length: message.body.length }, 'sms stored in the demo outbox');
  },
};
