import 'server-only';
import type { NextResponse } from 'next/server';
import type { CarrierStatusCode, StatusCheck, StatusResult } from '../billing';
import { getConfig } from '../config';
import type { UserBody } from './identity-responses';

/**
 * Shared by the subscription route handlers: the spec's status bodies (§7) — where billing's camelCase results get
 * the spec's names — and the status cookies (§3). The browser types the JSON it reads with the types below and maps it
 * back to camelCase once (src/components/auth-modal/billing-api.ts).
 */

/** `status{sub_type_check, sub_status_check}` of every status check (spec §7). */
export function specStatus(status: StatusCheck) {
  return { sub_type_check: status.subTypeCheck, sub_status_check: status.subStatusCheck };
}
/** checkStatus and checkStatusStellr: the status. */
export type StatusBody = { status: ReturnType<typeof specStatus> };
/** checkStatusTelkom: with Telkom's sub_status_code (1 active, 7 waiting, 8 no airtime). */
export type TelkomStatusBody = StatusBody & { sub_status_code: CarrierStatusCode };
/** checkStatusWorldPlay: with WorldPlay's own unsubscribe message. */
export type WorldPlayStatusBody = StatusBody & { unsub_sms: string | null };
/** stellr/subscribe: Stellr's answer, the spec's text for it, and the fan (a new member's, to complete the profile). */
export type VoucherRedeemedBody = { stellr_subscription: { status: string; message: string }; user: UserBody | null };

/** How long a status cookie is trusted before the page asks again. */
const STATUS_COOKIE_SECONDS = 3600;
/** Telkom's wait cookies (its temporary type/status and the code 7 and 8 markers) outlive the wait only briefly. */
const TELKOM_WAIT_SECONDS = 300;
/** spec §9: {product}_from_telkom lives 60 s. */
const FROM_TELKOM_SECONDS = 60;

function setCookie(response: NextResponse, name: string, value: string, maxAge: number) {
  // Read by the page's scripts (they hide subscribe prompts): not httpOnly. Hints for the UI only — the server
  // decides access from the database, never from these cookies.
  response.cookies.set(name, value, { path: '/', maxAge, sameSite: 'lax', secure: getConfig().secureCookies });
}

/**
 * The status cookies (spec §3): {product} (the provider), {product}_package, {product}_sub_type and
 * {product}_sub_status (ACTIVE means subscribed; role_id 1 counts as ACTIVE).
 */
export function setStatusCookies(response: NextResponse, result: StatusResult): void {
  const slug = getConfig().brand.slug;
  const { subTypeCheck: type, subStatusCheck: status } = result.status;
  setCookie(response, slug, result.provider ?? '', STATUS_COOKIE_SECONDS);
  setCookie(response, `${slug}_package`, result.package ?? '', STATUS_COOKIE_SECONDS);
  setCookie(response, `${slug}_sub_type`, type === true ? 'role' : type, STATUS_COOKIE_SECONDS);
  setCookie(response, `${slug}_sub_status`, status === true ? 'ACTIVE' : status, STATUS_COOKIE_SECONDS);
}

/** Telkom's wait: its temporary type and status, and a marker for code 7 (still waiting) or 8 (no airtime). */
export function setTelkomCookies(response: NextResponse, result: StatusResult, code: CarrierStatusCode): void {
  const slug = getConfig().brand.slug;
  const { subTypeCheck: type, subStatusCheck: status } = result.status;
  setCookie(response, `${slug}_telkom_sub_type`, type === true ? 'role' : type, TELKOM_WAIT_SECONDS);
  setCookie(response, `${slug}_telkom_sub_status`, status === true ? 'ACTIVE' : status, TELKOM_WAIT_SECONDS);
  setCookie(response, `${slug}_telkom_code_7`, code === 7 ? '1' : '', code === 7 ? TELKOM_WAIT_SECONDS : 0);
  setCookie(response, `${slug}_telkom_code_8`, code === 8 ? '1' : '', code === 8 ? TELKOM_WAIT_SECONDS : 0);
}

export function setFromTelkomCookie(response: NextResponse): void {
  setCookie(response, `${getConfig().brand.slug}_from_telkom`, '1', FROM_TELKOM_SECONDS);
}
