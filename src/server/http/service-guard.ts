import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextResponse } from 'next/server';
import { getConfig } from '../config';
import type { Actor } from '../ops/audit';
import { clientIp, hit, peek } from '../ops/rate-limit';
import { jsonError } from './api-errors';

/** Wrong credentials per address per 15 minutes before the service API stops listening to that address. */
const FAILURES_PER_WINDOW = 20;
const WINDOW_SECONDS = 900;

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function unauthorized(): NextResponse {
  return jsonError(401, 'unauthorized', 'Service credentials are missing or wrong.', { headers: { 'www-authenticate': 'Basic realm="Touchline service API", charset="UTF-8"' } });
}

/**
 * The service API (/admin/api/v1/*, spec §6, DESIGN §4): HTTP Basic with ADMIN_API_USER / ADMIN_API_PASSWORD
 * (service / touchline-service in demo mode). 401 otherwise; repeated failures from one address are cut off.
 */
export async function requireService(request: Request): Promise<{ ok: true; actor: Actor } | { ok: false; response: NextResponse }> {
  const credentials = getConfig().adminApi;
  const window = { key: `service-auth:ip:${clientIp(request.headers)}`, seconds: WINDOW_SECONDS };
  if ((await peek(window)) >= FAILURES_PER_WINDOW) return { ok: false, response: jsonError(429, 'too_many_requests', 'Too many requests. Please try again later') };
  const header = request.headers.get('authorization') ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const user = separator >= 0 ? decoded.slice(0, separator) : '';
  const password = separator >= 0 ? decoded.slice(separator + 1) : '';
  if (!credentials || !same(user, credentials.user) || !same(password, credentials.password)) {
    await hit(window);
    return { ok: false, response: unauthorized() };
  }
  return { ok: true, actor: { type: 'service', label: `service:${credentials.user}` } };
}
