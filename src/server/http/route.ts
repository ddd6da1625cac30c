import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { getConfig } from '../config';
import { isDatabaseUnavailable } from '../db/errors';
import { currentRequestId, getLogger, withRequestId } from '../logger';
// Every service a route or action runs may publish a domain event: the reactions are registered before it runs.
import '../reactions';
import { clientIp } from '../rate-limits';
import { isSameSitePath } from '@/schemas/same-site-path';
import { errorResponse, fail, HTTP_ERRORS, HttpError, readInput } from './api-errors';
import { requestLocale } from './request-locale';

/**
 * The one route wrapper (DESIGN §2, issue 16): every route handler is `route({ access?, body?, handle })`.
 *
 *   request id → same-site check (state-changing methods) → access → body (bounded, zod) → handle → response
 *
 * A refusal anywhere is an HttpError (src/server/http/api-errors.ts) answered as `{ error: { code, message } }`, the
 * message in the request's language (the NEXT_LOCALE cookie: request-locale.ts; English without it); a
 * database that cannot be reached is a 503 with Retry-After (as `/api/health` answers then); any other fault is logged
 * once through pino with the request id and answered as a JSON 500 that says nothing about the internals. Every answer carries `x-request-id`, so a fan's report can be matched with the log line.
 */

type Params = Record<string, string | string[] | undefined>;

export interface RouteContext<I, P extends Params> {
  request: NextRequest;
  input: I;
  params: P;
  ip: string;
  requestId: string;
}

/** A guard runs before the body is read (a 5 MB upload is not read for a visitor) and adds what it proved. */
export type Guard<A> = (request: NextRequest) => Promise<A>;

interface RouteDefinition<S extends z.ZodType | undefined, A, P extends Params> {
  /** Who may call: a guard from src/server/http/guards.ts; none means anyone. */
  access?: Guard<A>;
  /** The body's schema (JSON, urlencoded or multipart); none means the body is not read. */
  body?: S;
  /** The largest body read (default 64 KB); a function when it comes from the configuration (read per request, not at build). */
  maxBytes?: number | (() => number);
  /**
   * Cross-site callers allowed: only for endpoints whose credential is neither a cookie nor one a browser keeps (signed
   * carrier and USSD callbacks; not the service API's HTTP Basic, which a browser saves: decision 038). Everything else
   * refuses a cross-site POST with 403 cross_site.
   */
  isCrossSiteAllowed?: boolean;
  /** State changes on a GET (spec §7's session query flags): the same-site check applies to it too. */
  isGetStateChanging?: (request: NextRequest) => boolean;
  handle: (context: RouteContext<S extends z.ZodType ? z.output<S> : undefined, P> & A) => Promise<Response>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request a browser sent on another site's behalf (CSRF): `Sec-Fetch-Site` says so in every current browser; where
 * it is missing, an `Origin` that is neither this site's address nor the request's own host. Requests with neither
 * header do not come from a browser page (curl, a server), which cannot ride on a fan's cookies.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    const parsed = new URL(origin);
    if (parsed.origin === new URL(getConfig().siteUrl).origin) return false;
    host = parsed.host;
  } catch {
    return true;
  }
  return host !== request.headers.get('host');
}

function logFault(request: NextRequest, requestId: string, status: number, error: unknown): void {
  const where = { requestId, method: request.method, path: request.nextUrl?.pathname ?? new URL(request.url).pathname, status };
  if (error instanceof HttpError) getLogger().warn({ ...where, code: error.error.code }, 'request answered with a server-side refusal');
  else getLogger().error({ ...where, err: error }, 'request failed');
}

export function route<S extends z.ZodType | undefined = undefined, A = object, P extends Params = Params>(
  definition: RouteDefinition<S, A, P>,
) {
  return async (request: NextRequest, context?: { params: Promise<P> }): Promise<Response> => {
    // scripts/serve.mjs gave the request its id (the edge's, or a new one) and runs it in the log's request context.
    const given = request.headers.get('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    return given === requestId && currentRequestId() === requestId
      ? answer(definition, request, context, requestId)
      : withRequestId(requestId, () => answer(definition, request, context, requestId));
  };
}

/** A request id as serve.mjs passes it on (a UUID, or the edge's plain token). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

async function answer<S extends z.ZodType | undefined, A, P extends Params>(
  definition: RouteDefinition<S, A, P>,
  request: NextRequest,
  context: { params: Promise<P> } | undefined,
  requestId: string,
): Promise<Response> {
  let response: Response;
  try {
    const isStateChanging = !SAFE_METHODS.has(request.method) || definition.isGetStateChanging?.(request) === true;
    if (isStateChanging && !definition.isCrossSiteAllowed && isCrossSite(request)) fail(HTTP_ERRORS.crossSite);
    const granted = definition.access ? await definition.access(request) : ({} as A);
    const input = (
      definition.body
        ? await readInput(request, definition.body, typeof definition.maxBytes === 'function' ? definition.maxBytes() : definition.maxBytes)
        : undefined
    ) as S extends z.ZodType ? z.output<S> : undefined;
    const params = ((await context?.params) ?? {}) as P;
    response = await definition.handle({ ...granted, request, input, params, ip: clientIp(request.headers), requestId });
    if (response.status >= 500)
      getLogger().warn(
        { requestId, method: request.method, path: new URL(request.url).pathname, status: response.status },
        'request answered 5xx',
      );
  } catch (error) {
    // The refusal in the request's language (issue 26): the site's language cookie; English without it.
    const locale = requestLocale(request);
    if (error instanceof HttpError) {
      response = errorResponse(error.error, { ...error.init, locale });
      if (error.error.status >= 500) logFault(request, requestId, error.error.status, error);
    } else if (isDatabaseUnavailable(error)) {
      logFault(request, requestId, 503, error);
      response = errorResponse(HTTP_ERRORS.unavailable, { locale });
    } else {
      logFault(request, requestId, 500, error);
      response = errorResponse(HTTP_ERRORS.internal, { locale });
    }
  }
  try {
    response.headers.set('x-request-id', requestId);
  } catch {
    // a Response with immutable headers (Response.redirect): answered without the id
  }
  return response;
}

/** A JSON answer that no cache keeps (personal data). */
export function privateJson(body: unknown, init?: { status?: number; headers?: Record<string, string> }): NextResponse {
  return NextResponse.json(body, { status: init?.status, headers: { 'cache-control': 'private, no-store', ...init?.headers } });
}

/**
 * A 303 "see other" to a page of this site, as a relative address (RFC 9110 §10.2.2): the browser stays on the origin
 * it used. `NextResponse.redirect(new URL(path, request.url))` wrote Next's own host (`localhost`), so a console opened
 * at 127.0.0.1 was sent to another origin, which its own `form-action 'self'` then blocked (issue 22). An absolute
 * address (a network's confirmation page) goes out as it is.
 */
export function seeOther(location: string): NextResponse {
  if (!isSameSitePath(location) && !/^https?:\/\//.test(location)) throw new Error(`not an address to redirect to: ${location}`);
  return new NextResponse(null, { status: 303, headers: { location } });
}
