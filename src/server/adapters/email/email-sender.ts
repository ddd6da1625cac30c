import 'server-only';
/** One interface for sending email, whatever carries it (DESIGN §6). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The outbound queue's job key (see SendOptions in sms-sender.ts): one outbox row, one Message-ID per key. */
export interface EmailSendOptions {
  idempotencyKey?: string;
}

export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage, options?: EmailSendOptions): Promise<void>;
}
