import 'server-only';
/** One interface for sending SMS, whatever carries it (DESIGN §6). */
export interface SmsMessage {
  /** Normalised MSISDN, 27XXXXXXXXX. */
  to: string;
  body: string;
}

/**
 * What makes a send the same send: the outbound queue (src/server/outbound) passes its job's key, so a retry of the
 * job is the same request to the gateway and at most one row in the outbox. Without one, every call is a new send.
 */
export interface SendOptions {
  idempotencyKey?: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage, options?: SendOptions): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
