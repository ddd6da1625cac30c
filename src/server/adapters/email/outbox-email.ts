import 'server-only';
import { getLogger } from '../../logger';
import { recordOutboxMessage } from '../outbox';
import type { EmailMessage, EmailSendOptions, EmailSender } from './email-sender';

/** Demo mode: the email is stored in the outbox (shown at /api/dev/outbox) and logged, never sent; once per key. */
export const outboxEmail: EmailSender = {
  kind: 'outbox',
  async send(message: EmailMessage, options?: EmailSendOptions) {
    await recordOutboxMessage({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      idempotencyKey: options?.idempotencyKey,
    });
    getLogger().info({ channel: 'email', subject: message.subject }, 'email stored in the demo outbox');
  },
};
