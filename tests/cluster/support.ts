import { expect } from '@playwright/test';
import { readClusterState } from '../../scripts/cluster-state';
import { E2E_CLUSTER } from '../../scripts/e2e-database';

/**
 * Speaking HTTP to the cluster of the cluster test (playwright.cluster.config.ts): to the edge, or straight to one
 * copy. A copy trusts one proxy hop (TRUST_PROXY_HOPS=1), so a request sent straight to a copy says its client address
 * in X-Forwarded-For, and each test counts in buckets of its own; through the edge the address is the edge's peer,
 * 127.0.0.1. Cookies are carried by hand (a jar per fan), the same on every copy.
 */

export const edge = `http://127.0.0.1:${E2E_CLUSTER.edgePort}`;

/** The copies' addresses and process ids, as `npm run cluster` wrote them. */
export function copies(): { url: string; pid: number }[] {
  return readClusterState(E2E_CLUSTER.dataDir, E2E_CLUSTER.edgePort).copies.map(({ port, pid }) => ({
    url: `http://127.0.0.1:${port}`,
    pid,
  }));
}

export class Jar {
  readonly values = new Map<string, string>();

  absorb(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-)/i.test(attribute));
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
    return this;
  }

  /** A second jar with the same cookies (a stolen or second copy of a session). */
  copy(): Jar {
    const jar = new Jar();
    for (const [name, value] of this.values) jar.values.set(name, value);
    return jar;
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  jar?: Jar;
  /** The client address a copy is told (straight to a copy only; the edge writes its own). */
  ip?: string;
  headers?: Record<string, string>;
}

/** One request to `base` (the edge or a copy); the jar takes the answer's cookies. */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const cookie = options.jar?.header();
  if (cookie) headers.cookie = cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  options.jar?.absorb(response);
  return response;
}

/** The 4-digit code of the newest message to `to` sent after `since` (ISO), read through `base`'s dev outbox. */
export async function codeSentTo(base: string, to: string, since: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await call(base, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { body: string; createdAt: string }[] };
      code = messages.filter((message) => message.createdAt > since)[0]?.body.match(/\b(\d{4})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as string;
}

/** The signed-in fan's number on `base`, or undefined for a visitor. */
export async function sessionNumber(base: string, jar: Jar): Promise<string | undefined> {
  const response = await call(base, '/api/auth/session', { jar });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user?: { msisdn?: string } };
  return body.user?.msisdn;
}

/**
 * Logs a registered demo fan in: the code is sent through `send` and verified through `verify` (the edge, or two
 * different copies). Returns the fan's jar.
 */
export async function logIn(msisdn: string, options: { send: string; verify: string; ip?: string }): Promise<Jar> {
  const jar = new Jar();
  const since = new Date().toISOString();
  const sent = await call(options.send, '/api/site/user/loginEnterNumber', { body: { msisdn }, jar, ip: options.ip });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const otp = await codeSentTo(options.send, msisdn, since);
  const verified = await call(options.verify, '/api/site/user/otp/verify', { body: { otp, msisdn_entered: msisdn }, jar, ip: options.ip });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return jar;
}

/** HTTP Basic for the service API in demo mode (DESIGN §11). */
export const SERVICE_AUTH = { authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };
