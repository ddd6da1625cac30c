import 'server-only';
import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSendOptions, EmailSender } from './email-sender';

/**
 * Email over SMTP (nodemailer): any real provider speaks it. SMTP_URL e.g. smtps://user:pass@smtp.example.com:465
 * SMTP has no idempotency key: a queued email's key becomes its Message-ID, which lets a receiving system see a retried
 * delivery as the same message. The timeouts keep one attempt well inside the outbound queue's job expiry
 * (decision 028), so the queue never retries an email that is still being handed over.
 */
export function createSmtpEmail(options: { smtpUrl: string; from: string }): EmailSender {
  // The URL's own parameters win; these apply where it sets none.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'touchline.invalid';
  return {
    kind: 'smtp',
    async send(message: EmailMessage, sendOptions?: EmailSendOptions) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: sendOptions?.idempotencyKey ? `<${sendOptions.idempotencyKey}@${domain}>` : undefined,
      });
    },
  };
}
