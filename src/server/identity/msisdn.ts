import 'server-only';
import { createHmac } from 'node:crypto';

export { normaliseMsisdn } from '@/schemas/msisdn';

/** The spec's emsisdn: an opaque, stable pseudonym of a normalised MSISDN (keyed HMAC, DESIGN §3). */
export function emsisdnFor(msisdn: string, secret: string): string {
  return createHmac('sha256', secret).update(`msisdn:${msisdn}`).digest('base64url').slice(0, 32);
}
