import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../config';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { getAuth } from './auth';
import { authSessions } from './schema';
import { findUserById, type UserRow } from './users';

/** The session's user (spec §3); the session endpoint maps it to the spec's body. `imageUrl` is relative to the storage bucket. */
export interface SessionUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  msisdn: string | null;
  imageUrl: string | null;
  language: string;
  emsisdn: string | null;
  nickname: string | null;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    msisdn: user.msisdn,
    imageUrl: user.thumbnailFile,
    language: user.language,
    emsisdn: user.emsisdn,
    nickname: user.nickname,
  };
}

/**
 * Staff sessions are shorter than fans' (fans keep SESSION_DAYS, renewed daily): a staff session ends 12 hours after
 * sign-in, or after an hour without a request. A request refreshes the session's last-seen time (`updated_at`) at most
 * once a minute. A session past either limit is ended server-side and treated as signed out.
 */
export const STAFF_SESSION = { absoluteHours: 12, idleMinutes: 60, touchSeconds: 60 } as const;

const isStaff = (user: UserRow) => user.staffRole === 'admin' || user.staffRole === 'editor';

/** False (and the session deleted) when a staff session is past its limits; otherwise refreshes its last-seen time. */
async function keepStaffSession(session: { id: string; createdAt: Date; updatedAt: Date }): Promise<boolean> {
  const db = await getDb();
  const now = Date.now();
  const tooOld = now - session.createdAt.getTime() > STAFF_SESSION.absoluteHours * 3_600_000;
  const idle = now - session.updatedAt.getTime() > STAFF_SESSION.idleMinutes * 60_000;
  if (tooOld || idle) {
    await db.delete(authSessions).where(eq(authSessions.id, session.id));
    return false;
  }
  if (now - session.updatedAt.getTime() > STAFF_SESSION.touchSeconds * 1000) {
    await db
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(eq(authSessions.id, session.id));
  }
  return true;
}

/** The signed-in user (fresh from the database), the session's id and when it expires, or null. */
export async function getSignedIn(headers: Headers): Promise<{ user: UserRow; expires: Date; sessionId: string } | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = await findUserById(session.user.id);
  if (!user) return null;
  if (!isStaff(user)) return { user, expires: session.session.expiresAt, sessionId: session.session.id };
  if (!(await keepStaffSession(session.session))) return null;
  const staffEnd = new Date(session.session.createdAt.getTime() + STAFF_SESSION.absoluteHours * 3_600_000);
  return { user, expires: staffEnd < session.session.expiresAt ? staffEnd : session.session.expiresAt, sessionId: session.session.id };
}

/** Starts a session for a proven user; returns the Set-Cookie values the response must carry. */
export async function startSession(userId: string, headers: Headers): Promise<string[]> {
  const auth = await getAuth();
  const result = await auth.api.startSession({ body: { userId }, headers, returnHeaders: true });
  return result.headers.getSetCookie();
}

/** Ends the session server-side; returns the Set-Cookie values that clear it. */
export async function endSession(headers: Headers): Promise<string[]> {
  const auth = await getAuth();
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    // No session to end: nothing to clear server-side.
    return [];
  }
}

/** Staff password sign-in; returns the session cookies, or null for a wrong email or password. */
export async function startStaffSession(input: { email: string; password: string; headers: Headers }): Promise<string[] | null> {
  const auth = await getAuth();
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  } catch {
    return null;
  }
}

/**
 * Sign-up proof: after the signup OTP is verified for a number that has no account yet, an httpOnly cookie carries
 * a signed, 15-minute statement "this browser proved 27…", which findOrCreateUserSignUp requires.
 */
const PROOF_SECONDS = 15 * 60;

function proofMac(payload: string): string {
  return createHmac('sha256', getConfig().auth.secret).update(`signup-proof:${payload}`).digest('base64url');
}

export function signupProofCookieName(): string {
  return `${getConfig().brand.slug}_signup_proof`;
}

export function createSignupProof(msisdn: string, now = Date.now()): string {
  const payload = `${msisdn}.${Math.floor(now / 1000) + PROOF_SECONDS}`;
  return `${payload}.${proofMac(payload)}`;
}

export function isSignupProofValid(value: string | undefined, msisdn: string, now = Date.now()): boolean {
  if (!value) return false;
  const parts = value.split('.');
  if (parts.length !== 3) return false;
  const [number, expires, mac] = parts as [string, string, string];
  const expected = Buffer.from(proofMac(`${number}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return number === msisdn && Number(expires) * 1000 > now;
}

export const SIGNUP_PROOF_SECONDS = PROOF_SECONDS;

/** The number a valid sign-up proof speaks for, or null. */
export function signupProofMsisdn(value: string | undefined, now = Date.now()): string | null {
  const msisdn = value?.split('.')[0];
  return msisdn && isSignupProofValid(value, msisdn, now) ? msisdn : null;
}

/** The session's subscribe-reminder flag (spec §7: GET /api/auth/session?subscribe_reminder=closed). */
export async function isSubscribeReminderClosed(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [session] = await db
    .select({ closedAt: authSessions.subscribeReminderClosedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return !session || session.closedAt !== null;
}

export async function closeSubscribeReminder(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ subscribeReminderClosedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.subscribeReminderClosedAt)));
}
