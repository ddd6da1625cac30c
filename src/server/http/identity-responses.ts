import 'server-only';
import { NextResponse } from 'next/server';
import { getConfig } from '../config';
import { signupProofCookieName, toFanProfile, toSessionUser, type FanProfile, type SessionUser, type UserRow } from '../identity';

/**
 * Shared by the identity route handlers: the spec's response bodies (§3, §7) — the one place identity's camelCase
 * results become the spec's snake_case field names — and the cookies. The browser's modules type the JSON they read
 * with the types below and map it back to camelCase once (src/components/auth-modal/identity-api.ts).
 */

/** The spec's user/profile fields (§3) of an account: in every user body, and in the data download. */
export function profileBody(profile: FanProfile) {
  return {
    emsisdn: profile.emsisdn,
    msisdn: profile.msisdn,
    first_name: profile.firstName,
    last_name: profile.lastName,
    nickname: profile.nickname,
    email: profile.email,
    team: profile.team,
    language: profile.language,
    thumbnail_file: profile.thumbnailFile,
    province: profile.province,
    network: profile.network,
    accept_newsletter: profile.acceptNewsletter,
    subscription_id: profile.subscriptionId,
    subscription_provider: profile.subscriptionProvider,
    subscription_expiry: profile.subscriptionExpiry,
    role_id: profile.roleId,
  };
}

/** The spec's user (§3) as the APIs return it: the profile with its id. image_url is relative to the storage bucket. */
export function userBody(profile: FanProfile) {
  return {
    id: profile.id,
    ...profileBody(profile),
    image_url: profile.thumbnailFile,
    profile_completed: profile.isProfileCompleted,
    profile_skipped: profile.isProfileSkipped,
    profile_variant: profile.profileVariant,
  };
}
export type UserBody = ReturnType<typeof userBody>;

/** The session's user (spec §3, §7: GET /api/auth/session). */
export function sessionUserBody(user: SessionUser) {
  return {
    user_id: user.userId,
    first_name: user.firstName,
    last_name: user.lastName,
    msisdn: user.msisdn,
    image_url: user.imageUrl,
    language: user.language,
    emsisdn: user.emsisdn,
    nickname: user.nickname,
  };
}
export type SessionUserBody = ReturnType<typeof sessionUserBody>;

/** GET /api/auth/session: `{user, expires}` for a signed-in fan, `{}` otherwise. */
export type SessionBody = { user?: SessionUserBody; expires?: string };

/** A code that signed a fan in (otp/verify, passcode/verify): the fan's emsisdn, session user and profile. */
export function signedInBody(user: UserRow) {
  return { emsisdn: user.emsisdn, user: sessionUserBody(toSessionUser(user)), profile: userBody(toFanProfile(user)) };
}
/** otp/verify's answer: a new number has no account yet (`user_exists` false: only the emsisdn). */
export type OtpVerifiedBody = { emsisdn: string | null; user_exists: boolean } & Partial<ReturnType<typeof signedInBody>>;
export type PasscodeVerifiedBody = ReturnType<typeof signedInBody>;

/** findOrCreateUserSignUp's answer: the fan, and whether the number already had an account. */
export function signedUpBody(user: UserRow, isNew: boolean) {
  return { user: { ...userBody(toFanProfile(user)), user_already_exists: !isNew } };
}
export type SignedUpBody = ReturnType<typeof signedUpBody>;

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
