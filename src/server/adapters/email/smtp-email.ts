import 'server-only';
import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/** Email over SMTP (nodemailer): any real provider speaks it. SMTP_URL e.g. smtps://user:pass@smtp.example.com:465 */
export function createSmtpEmail(options: { smtpUrl: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
