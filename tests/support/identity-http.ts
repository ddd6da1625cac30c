import { NextRequest } from 'next/server';
import { desc, eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../src/server/adapters/outbox-schema';
import { getConfig } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { emsisdnFor } from '../../src/server/identity/msisdn';
import { users } from '../../src/server/identity/schema';
import { outboundSettled } from './outbound';

/**
 * Calling the identity route handlers the way a browser would: JSON or multipart bodies, a client address in
 * X-Forwarded-For, and cookies carried from each response's Set-Cookie to the next request's Cookie header.
 */

export type Handler = (request: NextRequest) => Promise<Response> | Response;

/** A browser's cookie jar (name → value; a Max-Age=0 or past Expires deletes). */
export class CookieJar {
  readonly values = new Map<string, string>();

  absorb(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
    return this;
  }

  set(name: string, value: string): this {
    this.values.set(name, value);
    return this;
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface CallOptions {
  ip?: string;
  jar?: CookieJar;
  method?: string;
  headers?: Record<string, string>;
}

/** Builds a request for `path` (JSON for a plain object, multipart for FormData, none when body is undefined). */
export function request(path: string, body?: unknown, options: CallOptions = {}): NextRequest {
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? '198.51.100.1', ...options.headers });
  const cookie = options.jar?.header();
  if (cookie) headers.set('cookie', cookie);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  return new NextRequest(`http://localhost:3000${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  });
}

/** Calls a handler; the jar (if any) takes the response's cookies. */
export async function call(handler: Handler, path: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
  const response = await handler(request(path, body, options));
  options.jar?.absorb(response);
  return response;
}

/** The Set-Cookie line for a cookie name, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; message: string; fields?: Record<string, string> }> {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return { status: response.status, ...body.error };
}

/** The newest outbox message to a target (number or email), once the outbound queue has delivered what it holds. */
export async function latestMessage(to: string): Promise<{ body: string; subject: string | null } | undefined> {
  await outboundSettled();
  const db = await getDb();
  const [row] = await db
    .select({ body: outboxMessages.body, subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

export async function countMessages(to: string): Promise<number> {
  await outboundSettled();
  const db = await getDb();
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages where "to" = ${to}`);
  return result.rows[0]?.n ?? 0;
}

/** The 4-digit code in the newest SMS or email to a target. */
export async function latestCode(to: string): Promise<string> {
  const message = await latestMessage(to);
  const code = /\b(?:OTP|passcode) is (\d{4})\./.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest message to ${to}: ${message?.body}`);
  return code;
}

/** A 4-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** A registered fan with only a number (like a carrier sign-up), for tests that need many registered numbers. */
export async function insertFan(msisdn: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<typeof users.$inferSelect> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ id: `test-fan-${msisdn}`, msisdn, emsisdn: emsisdnFor(msisdn, getConfig().emsisdnSecret), network: 'mtn', ...extra })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export function emsisdnOf(msisdn: string): string {
  return emsisdnFor(msisdn, getConfig().emsisdnSecret);
}

/**
 * Rate limits count in fixed windows aligned to the epoch: a test that counts several hits in one window waits out
 * the last seconds of the current window rather than straddle two.
 */
export async function awayFromWindowEdge(seconds: number, margin = 5): Promise<void> {
  const db = await getDb();
  const result = await db.execute<{ now: string }>(sql`select extract(epoch from now())::text as now`);
  const now = Number(result.rows[0]?.now);
  const left = seconds - (now % seconds);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, (left + 0.2) * 1000));
}

/**
 * As if `seconds` had gone by since the codes sent to `target` (the send caps count the codes of the last 5 minutes
 * and the last day, issue 37): their send times move back. Their expiry stays, so a live code still works.
 */
export async function codesSentEarlier(target: string, seconds: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update login_codes set created_at = created_at - make_interval(secs => ${seconds}) where target = ${target}`);
}
