import 'server-only';
import { getConfig } from '../../config';
import type { EmailSender } from './email-sender';
import { outboxEmail } from './outbox-email';
import { createSmtpEmail } from './smtp-email';

let sender: EmailSender | undefined;

/** The configured email sender: SMTP when SMTP_URL is set, the outbox otherwise (demo mode only). */
export function getEmailSender(): EmailSender {
  if (sender) return sender;
  const { mail } = getConfig();
  sender = mail.smtpUrl ? createSmtpEmail({ smtpUrl: mail.smtpUrl, from: mail.from }) : outboxEmail;
  return sender;
}
