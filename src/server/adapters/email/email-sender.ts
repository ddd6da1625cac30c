import 'server-only';
/** One interface for sending email, whatever carries it (DESIGN §6). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
