import 'server-only';
import { getConfig } from '../config';
import { DEMO_STAFF } from './demo-staff';
import { allow, hit, peek } from '../rate-limits';
import { getAuth } from './auth';
import { parseEmail } from './login';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { startStaffSession } from './session';
import { findUserByEmail, type UserRow } from './users';

/**
 * Staff accounts (admin, editor): email + password through better-auth, behind our own attempt limits — 5 wrong
 * passwords per email per 15 minutes lock that email for the rest of the window, and every IP has an hourly cap.
 */

export const STAFF_LIMITS = { failuresPer15Minutes: 5, resetsPerEmailHour: 3 } as const;

export type StaffRole = 'admin' | 'editor';

/** The ids of the demo staff (demo-staff.ts): their passwords are public (README, DESIGN §11). */
const DEMO_STAFF_IDS: ReadonlySet<string> = new Set(DEMO_STAFF.map((staff) => staff.id));

/**
 * The user's staff role, or null. The demo staff are staff in demo mode only (decision 009): a database that began as
 * a demo and now runs with real settings keeps their rows, but neither their password nor a session they still hold
 * opens the console — this is the one gate for sign-in, the console's pages and its actions.
 */
export function staffRoleOf(user: Pick<UserRow, 'id' | 'staffRole'> | null | undefined): StaffRole | null {
  if (!user || (DEMO_STAFF_IDS.has(user.id) && !getConfig().isDemoMode)) return null;
  return user.staffRole === 'admin' || user.staffRole === 'editor' ? user.staffRole : null;
}

/**
 * Staff sign-ins and reset requests per address and hour (STAFF_SIGN_INS_IP_HOURLY): RATE_LIMIT_IP_HOURLY is sized for
 * a crowd of fans behind one address (decision 024), and a handful of staff never need that much room for passwords.
 */
const staffPerAddressHourly = () => getConfig().limits.staffIpHourly;

export type StaffSignIn = { ok: true; cookies: string[] } | { ok: false; reason: 'invalid' | 'locked' | 'ip_limited' };

export async function signInStaff(input: { email: string; password: string; ip: string; headers: Headers }): Promise<StaffSignIn> {
  const email = input.email.trim().toLowerCase();
  if (!(await allow({ key: `staff-login:ip:${input.ip}`, seconds: 3600 }, staffPerAddressHourly())))
    return { ok: false, reason: 'ip_limited' };
  // Each attempt is counted before its password is checked (and a right password gives it back), so guesses sent in
  // parallel cannot all pass the check before the first failure is counted.
  const attempts = await hit({ key: `staff-login-try:${email}`, seconds: 900 });
  const successes = { key: `staff-login-ok:${email}`, seconds: 900 };
  if (attempts - (await peek(successes)) > STAFF_LIMITS.failuresPer15Minutes) return { ok: false, reason: 'locked' };
  const user = await findUserByEmail(email);
  const cookies = staffRoleOf(user) ? await startStaffSession({ email, password: input.password, headers: input.headers }) : null;
  if (!cookies) return { ok: false, reason: 'invalid' };
  await hit(successes);
  return { ok: true, cookies };
}

/** forgot_password: a reset link by email to a staff member; an unknown email gets the spec's message. */
export async function requestStaffPasswordReset(input: {
  email: string | undefined;
  ip: string;
}): Promise<{ ok: true; email: string } | { ok: false; error: IdentityError }> {
  const parsed = parseEmail(input.email);
  if (!parsed.ok) return parsed;
  if (!(await allow({ key: `staff-reset:ip:${input.ip}`, seconds: 3600 }, staffPerAddressHourly())))
    return { ok: false, error: IDENTITY_ERRORS.tooManyRequests };
  const user = await findUserByEmail(parsed.email);
  if (!staffRoleOf(user)) return { ok: false, error: IDENTITY_ERRORS.staffEmailNotFound };
  if (!(await allow({ key: `staff-reset:email:${parsed.email}`, seconds: 3600 }, STAFF_LIMITS.resetsPerEmailHour)))
    return { ok: false, error: IDENTITY_ERRORS.tooManyRequests };
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email: parsed.email, redirectTo: '/admin/reset-password' } });
  return { ok: true, email: parsed.email };
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid_token' | 'weak_password' };

export async function resetStaffPassword(input: { token: string; password: string }): Promise<ResetResult> {
  if (input.password.length < 10 || input.password.length > 128) return { ok: false, reason: 'weak_password' };
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return { ok: true };
  } catch {
    return { ok: false, reason: 'invalid_token' };
  }
}
