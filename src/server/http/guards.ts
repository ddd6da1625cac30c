import 'server-only';
import type { NextRequest } from 'next/server';
import { appError } from '@/schemas/app-error';
import { BILLING_ERRORS, getEntitlement, type Entitlement } from '../billing';
import { getConfig } from '../config';
import { getSignedIn, IDENTITY_ERRORS, normaliseMsisdn, staffRoleOf, type StaffRole, type UserRow } from '../identity';
import { basicCredentials, isSameSecret, type Actor } from '../kernel';
import { clientIp, hit, peek } from '../rate-limits';
import { fail, HTTP_ERRORS } from './api-errors';
import { isCrossSite, type Guard } from './route';

/**
 * The access checks a route names first (`route({ access: fan, … })`), each proving one thing or refusing with the
 * one error model. One check per route, called before the body is read.
 */

export interface SignedInFan {
  user: UserRow;
  sessionId: string;
  expires: Date;
}

/** A signed-in fan (or staff member using the fan site), else 401 session_required. */
export const fan: Guard<SignedInFan> = async (request) => {
  const signedIn = await getSignedIn(request.headers);
  if (!signedIn) fail(IDENTITY_ERRORS.sessionRequired);
  return signedIn;
};

/** The signed-in fan may watch, play and enter now (getEntitlement, role_id 1 included), else 403 with the spec's text. */
export async function assertEntitled(user: UserRow): Promise<Entitlement> {
  const entitlement = await getEntitlement(user);
  if (!entitlement.isEntitled) fail(BILLING_ERRORS.subscriptionRequired);
  return entitlement;
}

/** The fan may watch, play and enter now: 401 to log in, 403 with the spec's text (assertEntitled). */
export const entitled: Guard<SignedInFan & { entitlement: Entitlement }> = async (request) => {
  const signedIn = await fan(request);
  return { ...signedIn, entitlement: await assertEntitled(signedIn.user) };
};

/**
 * An identifier in a body (emsisdn, msisdn or id) is never a credential by itself: it must be the signed-in fan's own
 * (403 otherwise).
 */
export function assertOwns(user: UserRow, owns: { emsisdn?: unknown; msisdn?: unknown; id?: unknown }): void {
  const mismatch =
    (owns.emsisdn !== undefined && owns.emsisdn !== user.emsisdn) ||
    (owns.msisdn !== undefined && (typeof owns.msisdn !== 'string' || normaliseMsisdn(owns.msisdn) !== user.msisdn)) ||
    (owns.id !== undefined && owns.id !== user.id);
  if (mismatch) fail(IDENTITY_ERRORS.forbidden);
}

export interface StaffAccess {
  user: UserRow;
  role: StaffRole;
  actor: Actor;
}

/** The console's own APIs (/api/admin/*): a staff session with one of `roles`, else 401 / 403 (never a redirect). */
export function staff(roles: StaffRole[] = ['admin', 'editor']): Guard<StaffAccess> {
  return async (request) => {
    const signedIn = await getSignedIn(request.headers);
    const role = staffRoleOf(signedIn?.user);
    if (!signedIn || !role) fail(appError(401, 'staff_session_required', 'Please log in to the console.'));
    if (!roles.includes(role)) fail(appError(403, 'forbidden', 'Your role may not do this.', { key: 'forbidden.staff' }));
    const { user } = signedIn;
    return { user, role, actor: { type: 'staff', id: user.id, label: user.email ?? user.id } };
  };
}

/** Wrong credentials per address per 15 minutes before the service API stops listening to that address. */
const SERVICE_FAILURES_PER_WINDOW = 20;
const SERVICE_WINDOW_SECONDS = 900;

/** What a service API body may be (issue 37): JSON, or the spec's multipart for uploads; never a form or text/plain. */
const SERVICE_BODY_TYPE = /^\s*(?:application\/json|multipart\/form-data)\s*(?:;|$)/i;

export const SERVICE_ERRORS = {
  unauthorized: appError(401, 'unauthorized', 'Service credentials are missing or wrong.'),
  unsupportedBody: appError(415, 'unsupported_media_type', 'The request body must be JSON or multipart/form-data.'),
} as const;

/**
 * The service API (/admin/api/v1/*, spec §6, DESIGN §4): HTTP Basic with ADMIN_API_USER / ADMIN_API_PASSWORD
 * (service / touchline-service in demo mode), for servers only (issue 37, decision 038). A browser that once saved the
 * credentials sends them again with any page's form post, so a cross-site request (`Sec-Fetch-Site`, `Origin`) is
 * refused whatever its method, a body must be JSON or multipart (a form or text/plain body needs no preflight), and a
 * 401 carries no `WWW-Authenticate: Basic` challenge that would invite a browser to ask for and save them. Repeated
 * failures from one address are cut off (429).
 */
export const service: Guard<{ actor: Actor }> = async (request: NextRequest) => {
  if (isCrossSite(request)) fail(HTTP_ERRORS.crossSite);
  const type = request.headers.get('content-type');
  if (request.body !== null && !SERVICE_BODY_TYPE.test(type ?? '')) fail(SERVICE_ERRORS.unsupportedBody);
  const credentials = getConfig().adminApi;
  const window = { key: `service-auth:ip:${clientIp(request.headers)}`, seconds: SERVICE_WINDOW_SECONDS };
  if ((await peek(window)) >= SERVICE_FAILURES_PER_WINDOW) fail(IDENTITY_ERRORS.tooManyRequests);
  const given = basicCredentials(request.headers.get('authorization'));
  if (!credentials || !given || !isSameSecret(given.user, credentials.user) || !isSameSecret(given.password, credentials.password)) {
    await hit(window);
    fail(SERVICE_ERRORS.unauthorized);
  }
  return { actor: { type: 'service', label: `service:${credentials.user}` } };
};

export const METRICS_ERRORS = {
  unauthorized: appError(401, 'unauthorized', 'A metrics token is missing or wrong.'),
} as const;

/**
 * `GET /metrics` (issue 39): `Authorization: Bearer $METRICS_TOKEN`. With no token set outside demo mode there is
 * nothing at the address (404), so a site that never configured metrics does not say it has them. Wrong tokens from
 * one address are cut off as the service API's are (429).
 */
export const metricsScraper: Guard<object> = async (request: NextRequest) => {
  const token = getConfig().ops.metricsToken;
  if (!token) fail(HTTP_ERRORS.notFound);
  const window = { key: `metrics-auth:ip:${clientIp(request.headers)}`, seconds: SERVICE_WINDOW_SECONDS };
  if ((await peek(window)) >= SERVICE_FAILURES_PER_WINDOW) fail(IDENTITY_ERRORS.tooManyRequests);
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!given || !isSameSecret(given, token)) {
    await hit(window);
    fail(METRICS_ERRORS.unauthorized, { headers: { 'www-authenticate': 'Bearer realm="metrics"' } });
  }
  return {};
};
