import 'server-only';
import { NextResponse } from 'next/server';
import type { FieldMessageCode } from '@/schemas/identity';
import { getConfig } from '../config';
import { getSignedIn, IDENTITY_ERRORS, normaliseMsisdn, signupProofCookieName, type IdentityError, type UserRow } from '../identity';
import { clientIp } from '../ops/rate-limit';
import { jsonError } from './api-errors';

/** Shared by the identity route handlers: error bodies with field errors, cookies, and the signed-in fan. */

export function identityError(error: IdentityError, fields?: Record<string, FieldMessageCode>): NextResponse {
  if (!fields) return jsonError(error.status, error.code, error.message);
  return NextResponse.json({ error: { code: error.code, message: error.message, fields } }, { status: error.status });
}

/** Copies better-auth's Set-Cookie values onto our response. */
export function withCookies<T extends NextResponse>(response: T, cookies: string[]): T {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** One year (spec §9: the completed-profile cookie; also the language cookie). */
export const ONE_YEAR_SECONDS = 31_536_000;

/** The UI and stories follow a member's language: NEXT_LOCALE picks the locale (next.config.ts rewrites). */
export function setLocaleCookie(response: NextResponse, language: string): void {
  response.cookies.set('NEXT_LOCALE', language, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

export function requestIp(request: Request): string {
  return clientIp(request.headers);
}

export type FanGuard = { ok: true; user: UserRow } | { ok: false; response: NextResponse };

/**
 * The signed-in fan, or a 401. `owns` checks that an identifier in the body (emsisdn, msisdn or id) is this fan's:
 * an identifier is never a credential by itself (403 otherwise).
 */
export async function requireFan(request: Request, owns?: { emsisdn?: unknown; msisdn?: unknown; id?: unknown }): Promise<FanGuard> {
  const signedIn = await getSignedIn(request.headers);
  if (!signedIn) return { ok: false, response: identityError(IDENTITY_ERRORS.sessionRequired) };
  const { user } = signedIn;
  const mismatch =
    (owns?.emsisdn !== undefined && owns.emsisdn !== user.emsisdn) ||
    (owns?.msisdn !== undefined && (typeof owns.msisdn !== 'string' || normaliseMsisdn(owns.msisdn) !== user.msisdn)) ||
    (owns?.id !== undefined && owns.id !== user.id);
  if (mismatch) return { ok: false, response: identityError(IDENTITY_ERRORS.forbidden) };
  return { ok: true, user };
}

/** Spends the sign-up proof (it lives on the sign-up API's path only). */
export function clearSignupProof(response: NextResponse): void {
  response.headers.append('set-cookie', `${signupProofCookieName()}=; Path=/api/site/user; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** Cookies the brand owns (spec §3): the subscription cookies, cleared at logout. */
export function brandCookieNames(): string[] {
  const slug = getConfig().brand.slug;
  return [
    slug,
    `${slug}_package`,
    `${slug}_sub_type`,
    `${slug}_sub_status`,
    `${slug}_mtn_deposit_sub_type`,
    `${slug}_mtn_deposit_sub_status`,
    `${slug}_telkom_sub_type`,
    `${slug}_telkom_sub_status`,
    `${slug}_telkom_code_7`,
    `${slug}_telkom_code_8`,
    `${slug}_from_telkom`,
    `${slug}_completed_profile`,
    'pa-data-score',
  ];
}
