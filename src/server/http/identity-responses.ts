import 'server-only';
import { NextResponse } from 'next/server';
import { getConfig } from '../config';
import { signupProofCookieName } from '../identity';

/** Shared by the identity route handlers: cookies. */

/** Copies better-auth's Set-Cookie values onto our response. */
export function withCookies<T extends NextResponse>(response: T, cookies: string[]): T {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** The email a refused staff sign-in is sent back with (a short-lived cookie on the form's path: not in the address, so not in logs). */
export const STAFF_LOGIN_EMAIL_COOKIE = 'touchline_staff_login_email';

/** One year (spec §9: the completed-profile cookie; also the language cookie). */
export const ONE_YEAR_SECONDS = 31_536_000;

/** The UI and stories follow a member's language: NEXT_LOCALE picks the locale (next.config.ts rewrites). */
export function setLocaleCookie(response: NextResponse, language: string): void {
  response.cookies.set('NEXT_LOCALE', language, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
  });
}

/**
 * At logout the site goes back to English: only members may change the language (spec §2), so a shared phone left in
 * isiZulu would otherwise keep the next visitor there with no way back.
 */
export function clearLocaleCookie(response: NextResponse): void {
  response.cookies.set('NEXT_LOCALE', '', { path: '/', maxAge: 0, sameSite: 'lax', secure: getConfig().secureCookies });
}

/** Spends the sign-up proof (it lives on the sign-up API's path only). */
export function clearSignupProof(response: NextResponse): void {
  response.headers.append(
    'set-cookie',
    `${signupProofCookieName()}=; Path=/api/site/user; Max-Age=0; HttpOnly; SameSite=Lax${getConfig().secureCookies ? '; Secure' : ''}`,
  );
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
