import 'server-only';
/** One interface for sending SMS, whatever carries it (DESIGN §6). */
export interface SmsMessage {
  /** Normalised MSISDN, 27XXXXXXXXX. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
