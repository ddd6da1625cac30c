import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { POST as callbackRoute } from '../../src/app/api/billing/callbacks/[provider]/route';
import { POST as loginEnterNumber } from '../../src/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '../../src/app/api/site/user/otp/verify/route';
import { signCallback, SIGNATURE_HEADER } from '../../src/server/kernel/signed-callback';
import { isCarrierProvider, type CarrierProvider } from '../../src/server/billing/plans';
import { getConfig } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { call, CookieJar, emsisdnOf, latestCode, request, type CallOptions } from './identity-http';
import { outboundSettled } from './outbound';

/**
 * Billing over the route handlers: a fan signed in the way a browser does it (OTP by SMS), carrier callbacks signed
 * the way a network signs them, and reads of what the database holds afterwards.
 */

export const SESSION_COOKIE = 'touchline.session_token';
export const DAY_MS = 86_400_000;

/** Signs a fan in over loginEnterNumber + otp/verify; the jar gets the session cookie. */
export async function logIn(msisdn: string, options: { ip?: string; jar?: CookieJar } = {}): Promise<CookieJar> {
  const jar = options.jar ?? new CookieJar();
  const ip = options.ip ?? '198.51.100.60';
  const sent = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip });
  expect(sent.status).toBe(200);
  const verified = await call(
    verifyOtp,
    '/api/site/user/otp/verify',
    { otp: await latestCode(msisdn), msisdn_entered: msisdn },
    { ip, jar },
  );
  expect(verified.status).toBe(200);
  expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  return jar;
}

/** Route handlers with a dynamic segment take `{ params }` as their second argument. */
export type ProviderHandler = (request: NextRequest, context: { params: Promise<{ provider: string }> }) => Promise<Response>;

export async function callProvider(
  handler: ProviderHandler,
  path: string,
  provider: string,
  body?: unknown,
  options: CallOptions & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const built = request(path, body, options);
  for (const [name, value] of Object.entries(options.headers ?? {})) built.headers.set(name, value);
  const response = await handler(built, { params: Promise.resolve({ provider }) });
  options.jar?.absorb(response);
  return response;
}

export interface CallbackEvent {
  event_id: string;
  type: 'subscribe' | 'renew' | 'charge_failed' | 'unsubscribe';
  msisdn: string;
  subscription_id: string;
  package?: string;
  occurred_at: string;
  expires_at?: string | null;
}

export function callbackSecret(provider: CarrierProvider): string {
  const secret = getConfig().billing.carriers[provider].callbackSecret;
  if (!secret) throw new Error(`no callback secret for ${provider}`);
  return secret;
}

/**
 * POSTs a raw body to /api/billing/callbacks/{provider}, signed with the provider's secret unless `signature` is
 * given (null: no header).
 */
export async function postCallback(
  provider: string,
  rawBody: string,
  options: { signature?: string | null; timestamp?: number } = {},
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' });
  const signer = isCarrierProvider(provider) ? provider : 'mtn';
  const signature =
    options.signature === undefined
      ? signCallback(callbackSecret(signer), rawBody, options.timestamp ?? Math.floor(Date.now() / 1000))
      : options.signature;
  if (signature !== null) headers.set(SIGNATURE_HEADER, signature);
  const built = new NextRequest(`http://localhost:3000/api/billing/callbacks/${provider}`, { method: 'POST', headers, body: rawBody });
  return callbackRoute(built, { params: Promise.resolve({ provider }) });
}

/** A signed callback with a JSON event. */
export function sendEvent(provider: CarrierProvider, event: CallbackEvent): Promise<Response> {
  return postCallback(provider, JSON.stringify(event));
}

export type SubscriptionRecord = {
  id: string;
  provider: string;
  package: string;
  provider_subscription_id: string | null;
  state: string;
  started_at: Date;
  expires_at: Date | null;
  grace_until: Date | null;
  cancelled_at: Date | null;
  last_event_at: Date | null;
};

export async function subscriptionOf(msisdn: string): Promise<SubscriptionRecord | undefined> {
  const db = await getDb();
  const result = await db.execute<SubscriptionRecord>(sql`
    select s.id, s.provider, s.package, s.provider_subscription_id, s.state, s.started_at, s.expires_at, s.grace_until, s.cancelled_at, s.last_event_at
    from subscriptions s join users u on u.id = s.user_id where u.msisdn = ${msisdn}`);
  const [row] = result.rows;
  if (!row) return undefined;
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...row,
    started_at: new Date(row.started_at),
    expires_at: date(row.expires_at),
    grace_until: date(row.grace_until),
    cancelled_at: date(row.cancelled_at),
    last_event_at: date(row.last_event_at),
  };
}

export async function subscriptionEventRows(where: { provider: string; eventIdPrefix?: string; eventId?: string }) {
  const db = await getDb();
  const result = await db.execute<{ event_id: string; type: string; outcome: string; user_id: string | null }>(sql`
    select event_id, type, outcome, user_id from subscription_events
    where provider = ${where.provider}
      and (${where.eventId ?? null}::text is null or event_id = ${where.eventId ?? null})
      and (${where.eventIdPrefix ?? null}::text is null or event_id like ${`${where.eventIdPrefix ?? ''}%`})
    order by id`);
  return result.rows;
}

/** The fan's 'subscription' fan events (points for subscribing), by emsisdn. */
export async function subscriptionFanEvents(msisdn: string) {
  const db = await getDb();
  const result = await db.execute<{ event: string; event_type: string }>(
    sql`select event, event_type from fan_events where emsisdn = ${emsisdnOf(msisdn)} and event = 'subscription' order by id`,
  );
  return result.rows;
}

/** Outbox messages to a number whose body starts with the welcome text. */
export async function welcomeMessages(msisdn: string): Promise<string[]> {
  await outboundSettled();
  const db = await getDb();
  const result = await db.execute<{ body: string }>(
    sql`select body from outbox_messages where "to" = ${msisdn} and body like 'Welcome to %' order by id`,
  );
  return result.rows.map((row) => row.body);
}

export async function userCount(msisdn: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where msisdn = ${msisdn}`);
  return result.rows[0]?.n ?? 0;
}

/** Calendar day (UTC) of a date, for comparing expiries by day rather than by the millisecond. */
export const dayOf = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
export const isoAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * The seed dates the demo subscriber's subscription 30 days from the moment the template database was built, and
 * the template is reused until a migration or the seed changes: re-date it from now, as the seed would, so that tests
 * relying on "27710000001 is ACTIVE" do not depend on the template's age.
 */
export async function keepDemoSubscriptionCurrent(): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update subscriptions set expires_at = now() + interval '30 days' where id = 'demo-sub-1' and expires_at < now() + interval '30 days'`,
  );
}
