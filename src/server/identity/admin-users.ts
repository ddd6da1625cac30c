import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { escapeLike } from '../db/like';
import { isUniqueViolation } from '../db/errors';
import { getLogger } from '../logger';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { recordAudit } from '../audit';
import type { AddStaffInput, FanRoleInput, StaffRoleInput, UserSearchInput } from '@/schemas/users';
import { normaliseMsisdn } from './msisdn';
import { authAccounts, authSessions, users } from './schema';
import { requestStaffPasswordReset, staffRoleOf, type StaffRole } from './staff';
import { toFanProfile, type UserRow } from './users';

/**
 * Users for the console (spec §3 user/profile, §6 roles): the search, one account as staff see it, a fan's role_id,
 * and staff management — giving and taking staff roles, adding a staff member (who sets their own password through
 * the reset email: nobody else ever sees or chooses it). Every write is audited in its own transaction; there is
 * always at least one admin.
 */
const USERS_PER_PAGE = 20;
export const USER_ENTITY = 'user';

/** A number in a list: enough to recognise it, not the whole of it. */
function maskMsisdn(msisdn: string): string {
  return msisdn.length > 8 ? `${msisdn.slice(0, 4)}•••${msisdn.slice(-4)}` : msisdn;
}

function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'name' | 'nickname'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.nickname || null;
}

type UserKind = 'fan' | 'staff' | 'account';
const kindOf = (user: Pick<UserRow, 'id' | 'msisdn' | 'staffRole'>): UserKind =>
  user.msisdn ? 'fan' : staffRoleOf(user) ? 'staff' : 'account';

/**
 * What a search term means: a mobile number (a whole one in either form matches exactly; 3+ digits match part of
 * one, 0… and 27… from the start), an email (it has an @), or else a name, nickname or email.
 */
function searchFilter(term: string): { ok: true; where: SQL | undefined } | { ok: false; message: string } {
  if (term === '') return { ok: true, where: undefined };
  const digits = term.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const whole = normaliseMsisdn(digits);
    if (whole) return { ok: true, where: eq(users.msisdn, whole) };
    if (digits.length < 3) return { ok: false, message: 'Type at least 3 digits of the mobile number.' };
    if (digits.startsWith('0')) return { ok: true, where: like(users.msisdn, `27${digits.slice(1)}%`) };
    if (digits.startsWith('27')) return { ok: true, where: like(users.msisdn, `${digits}%`) };
    return { ok: true, where: like(users.msisdn, `%${digits}%`) };
  }
  const pattern = `%${escapeLike(term)}%`;
  if (term.includes('@')) return { ok: true, where: ilike(users.email, pattern) };
  return {
    ok: true,
    where: or(
      ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ilike(users.name, pattern),
      ilike(users.nickname, pattern),
      ilike(users.email, pattern),
    ),
  };
}

export type UserListItem = {
  id: string;
  name: string | null;
  nickname: string | null;
  msisdn: string | null;
  email: string | null;
  kind: UserKind;
  staffRole: StaffRole | null;
  roleId: number;
  network: string | null;
  createdAt: string;
};

export type UserSearchPage = { page: number; lastPage: number; perPage: number; total: number; data: UserListItem[] };

/** The console's user search, newest accounts first, a page at a time. Numbers come back masked. */
export async function searchUsers(input: UserSearchInput): Promise<AdminResult<UserSearchPage>> {
  const filter = searchFilter(input.q);
  if (!filter.ok) return fail(422, 'search_too_short', filter.message);
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(filter.where);
  const lastPage = Math.max(1, Math.ceil(total / USERS_PER_PAGE));
  const page = Math.min(input.page, lastPage);
  const rows = await db
    .select()
    .from(users)
    .where(filter.where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(USERS_PER_PAGE)
    .offset((page - 1) * USERS_PER_PAGE);
  return adminOk({
    page,
    lastPage,
    perPage: USERS_PER_PAGE,
    total,
    data: rows.map((user) => ({
      id: user.id,
      name: displayName(user),
      nickname: user.nickname,
      msisdn: user.msisdn ? maskMsisdn(user.msisdn) : null,
      email: user.email,
      kind: kindOf(user),
      staffRole: staffRoleOf(user),
      roleId: user.roleId,
      network: user.network,
      createdAt: user.createdAt.toISOString(),
    })),
  });
}

/** One account as the console shows it: the fan's profile (spec §3) and, for staff, whether a password is set. */
export async function getUserForStaff(id: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [credential] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, id), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)))
    .limit(1);
  return {
    row: user,
    id: user.id,
    name: displayName(user),
    kind: kindOf(user),
    staffRole: staffRoleOf(user),
    hasPassword: Boolean(credential),
    profile: toFanProfile(user),
    profileCompletedAt: user.profileCompletedAt?.toISOString() ?? null,
    profileSkippedAt: user.profileSkippedAt?.toISOString() ?? null,
    termsVersionAccepted: user.termsVersionAccepted,
    createdAt: user.createdAt.toISOString(),
  };
}
export type StaffUserView = NonNullable<Awaited<ReturnType<typeof getUserForStaff>>>;

const notFound = () => fail(404, 'not_found', 'There is no such account.');

const FREE_ACCESS_ADMINS_ONLY = 'Only an admin can give free, permanent access (role 1).';

/**
 * A fan's role_id (spec §6): 1 passes every subscription check, 2 is checked with the fan's provider. Role 1 is free,
 * permanent access: only an admin gives it (the acting staff member's role is read from the database here, whatever
 * the page showed); an editor may set any other role.
 */
export async function setFanRole(input: FanRoleInput, actor: Actor): Promise<AdminResult<{ changed: boolean }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.roleId === 1) {
      const [acting] =
        actor.type === 'staff' ? await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, actor.id)).limit(1) : [];
      if (acting?.staffRole !== 'admin') return fail(403, 'admin_only', FREE_ACCESS_ADMINS_ONLY);
    }
    const [before] = await tx.select().from(users).where(eq(users.id, input.id)).for('update').limit(1);
    if (!before) return notFound();
    if (!before.msisdn) return fail(422, 'not_a_fan', 'Only a fan (an account with a mobile number) has a subscription role.');
    if (before.roleId === input.roleId) return adminOk({ changed: false });
    await tx
      .update(users)
      .set({ roleId: input.roleId, updatedAt: sql`now()` })
      .where(eq(users.id, input.id));
    await recordAudit(tx, {
      actor,
      action: 'user.role',
      entityType: USER_ENTITY,
      entityId: input.id,
      changes: { role_id: { before: before.roleId, after: input.roleId } },
    });
    return adminOk({ changed: true });
  });
}

const LAST_ADMIN = 'There must always be at least one admin: make someone else an admin first.';
const OWN_ADMIN_ROLE = 'You cannot take away your own admin role. Ask another admin to do it.';
const FAN_ACCOUNT = 'This is a fan account (it signs in with a mobile number). Add the staff member with their own email address instead.';

/**
 * Gives a staff role (admin, editor) to an account or takes it away ('none'). Refused: demoting yourself, and
 * leaving the console without an admin — every admin row is locked first, so two admins demoting each other at
 * once cannot both succeed. A fan account never becomes staff (its 4-digit SMS code would open the console).
 * Someone who loses their staff role is signed out everywhere.
 */
export async function setStaffRole(input: StaffRoleInput, actor: Actor): Promise<AdminResult<{ changed: boolean }>> {
  const next: StaffRole | null = input.staffRole === 'none' ? null : input.staffRole;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.staffRole, 'admin')).orderBy(asc(users.id)).for('update');
    const [before] = await tx.select().from(users).where(eq(users.id, input.id)).for('update').limit(1);
    if (!before) return notFound();
    const current = staffRoleOf(before);
    if (current === next) return adminOk({ changed: false });
    if (next && before.msisdn) return fail(422, 'fan_account', FAN_ACCOUNT);
    if (next && !before.email) return fail(422, 'no_email', 'A staff member needs an email address to sign in.');
    if (current === 'admin') {
      if (actor.type === 'staff' && actor.id === before.id) return fail(409, 'own_admin_role', OWN_ADMIN_ROLE);
      if (admins.length <= 1) return fail(409, 'last_admin', LAST_ADMIN);
    }
    await tx
      .update(users)
      .set({ staffRole: next, updatedAt: sql`now()` })
      .where(eq(users.id, input.id));
    if (!next) await tx.delete(authSessions).where(eq(authSessions.userId, input.id));
    await recordAudit(tx, {
      actor,
      action: 'staff.role',
      entityType: USER_ENTITY,
      entityId: input.id,
      changes: { staff_role: { before: current, after: next } },
    });
    return adminOk({ changed: true });
  });
}

/**
 * The set-password email of the staff login's reset flow (one hour, single use). Its per-address cap (3 an hour)
 * applies; the per-address "IP" cap is keyed to the admin who asks.
 */
async function sendPasswordEmail(email: string, actor: Actor): Promise<boolean> {
  try {
    const sent = await requestStaffPasswordReset({ email, ip: `console:${actor.type === 'staff' ? actor.id : 'service'}` });
    return sent.ok;
  } catch (error) {
    getLogger().error({ err: error }, 'staff password email failed');
    return false;
  }
}

/**
 * Adds a staff member by email: a new account with the role (or the role given back to a former staff member's
 * account), then the set-password email. The email's unique index decides between two admins adding one address.
 */
export async function addStaffMember(input: AddStaffInput, actor: Actor): Promise<AdminResult<{ id: string; emailSent: boolean }>> {
  const db = await getDb();
  let added: AdminResult<{ id: string }>;
  try {
    added = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update').limit(1);
      if (existing?.msisdn)
        return fail(409, 'fan_account', 'This email belongs to a fan account. Use another email address for the staff account.');
      const role = staffRoleOf(existing);
      if (existing && role) return fail(409, 'already_staff', `${input.email} is already a staff member (${role}).`);
      if (existing) {
        await tx
          .update(users)
          .set({ staffRole: input.staffRole, name: input.name, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id));
        await recordAudit(tx, {
          actor,
          action: 'staff.add',
          entityType: USER_ENTITY,
          entityId: existing.id,
          changes: {
            staff_role: { before: null, after: input.staffRole },
            ...(existing.name !== input.name ? { name: { before: existing.name, after: input.name } } : {}),
          },
        });
        return adminOk({ id: existing.id });
      }
      const id = randomUUID();
      await tx.insert(users).values({ id, email: input.email, name: input.name, staffRole: input.staffRole });
      await recordAudit(tx, {
        actor,
        action: 'staff.add',
        entityType: USER_ENTITY,
        entityId: id,
        changes: {
          email: { before: null, after: input.email },
          name: { before: null, after: input.name },
          staff_role: { before: null, after: input.staffRole },
        },
      });
      return adminOk({ id });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail(409, 'already_staff', `${input.email} has just been added by someone else.`);
  }
  if (!added.ok) return added;
  return adminOk({ id: added.value.id, emailSent: await sendPasswordEmail(input.email, actor) });
}

/** Sends a staff member the set-password email again (it was lost, or the link's hour ran out); audited. */
export async function sendStaffPasswordEmail(input: { id: string }, actor: Actor): Promise<AdminResult<{ email: string }>> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, input.id)).limit(1);
  if (!user) return notFound();
  if (!staffRoleOf(user) || !user.email) return fail(422, 'not_staff', 'Only a staff member can be sent a password email.');
  if (!(await sendPasswordEmail(user.email, actor)))
    return fail(429, 'email_not_sent', 'The email could not be sent now (at most 3 an hour per address). Please try again later.');
  await db.transaction((tx) =>
    recordAudit(tx, { actor, action: 'staff.password_email', entityType: USER_ENTITY, entityId: user.id, changes: {} }),
  );
  return adminOk({ email: user.email });
}

type StaffMember = { id: string; name: string | null; email: string | null; staffRole: StaffRole; hasPassword: boolean; createdAt: string };

/** Every staff member, admins first, with whether they have set a password yet. */
export async function listStaffMembers(): Promise<StaffMember[]> {
  const db = await getDb();
  const rows = await db
    .select({ user: users, passwordAccount: authAccounts.id })
    .from(users)
    .leftJoin(
      authAccounts,
      and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)),
    )
    .where(isNotNull(users.staffRole))
    .orderBy(asc(users.staffRole), asc(users.email));
  return rows.flatMap(({ user, passwordAccount }) => {
    const role = staffRoleOf(user);
    return role
      ? [
          {
            id: user.id,
            name: user.name,
            email: user.email,
            staffRole: role,
            hasPassword: passwordAccount !== null,
            createdAt: user.createdAt.toISOString(),
          },
        ]
      : [];
  });
}
