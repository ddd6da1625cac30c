import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a machine caller presents (carriers' subscription events, the USSD aggregator, the service API). Callbacks signed with a shared secret (carriers' subscription events, the USSD aggregator): header
 * `x-touchline-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, at most 5 minutes old. The
 * timestamp inside the MAC makes a captured request useless once it is stale.
 */
export const SIGNATURE_HEADER = 'x-touchline-signature';
const MAX_SKEW_SECONDS = 300;

export function signCallback(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** How long a signature is good for, either side of its time: a receiver that refuses repeats remembers it this long. */
export const SIGNATURE_WINDOW_SECONDS = MAX_SKEW_SECONDS;

/** A signature header's time and MAC (`t=…,v1=…`), or null when it is not one. */
export function signatureParts(header: string | null): { t: number; v1: string } | null {
  if (!header) return null;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  return Number.isInteger(timestamp) && parts.v1 ? { t: timestamp, v1: parts.v1 } : null;
}

/** Whether `header` signs `rawBody` with `secret` at a time within 5 minutes of `now` (unix seconds). */
export function isSignatureValid(secret: string, rawBody: string, header: string | null, now = Math.floor(Date.now() / 1000)): boolean {
  const parts = signatureParts(header);
  if (!parts || Math.abs(now - parts.t) > MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether a secret the caller presented equals ours, in constant time (whatever the lengths). */
export function isSameSecret(given: string, secret: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** The user name and password of an `Authorization: Basic …` header, or null when it is not one. */
export function basicCredentials(header: string | null): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  return separator >= 0 ? { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) } : null;
}
