import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDb, type Db } from '../db/client';
import { emsisdnFor } from './msisdn';
import { missingProfileFields, profileFieldValues, type Language, type Network, type Team } from '@/schemas/identity';
import { recordConsent } from './consent';
import { setPushLanguage } from '../outbound';
import { isLocale } from '@/i18n/locales';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** Carrier-billed subscribers see the third-party-billing variant of complete_profile (no junior-springboks team). */
const THIRD_PARTY_BILLING_PROVIDERS = new Set(['mtn', 'vodacom', 'cellc_telkom', 'telkom', 'worldplay']);

export function profileVariant(user: Pick<UserRow, 'subscriptionProvider'>): 'standard' | 'third-party-billing' {
  return user.subscriptionProvider && THIRD_PARTY_BILLING_PROVIDERS.has(user.subscriptionProvider) ? 'third-party-billing' : 'standard';
}

export type ProfileVariant = ReturnType<typeof profileVariant>;

/**
 * A fan's profile (spec §3 user/profile), as the site, the modal and the console read it. The routes map it to the
 * spec's body (src/server/http/identity-responses.ts); `thumbnailFile` is relative to the storage bucket.
 */
export interface FanProfile {
  id: string;
  emsisdn: string | null;
  msisdn: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  email: string | null;
  team: string | null;
  language: string;
  thumbnailFile: string | null;
  province: string | null;
  network: string | null;
  acceptNewsletter: boolean;
  subscriptionId: string | null;
  subscriptionProvider: string | null;
  /** ISO 8601. */
  subscriptionExpiry: string | null;
  roleId: number;
  isProfileCompleted: boolean;
  isProfileSkipped: boolean;
  profileVariant: ProfileVariant;
}

export function toFanProfile(user: UserRow): FanProfile {
  return {
    id: user.id,
    emsisdn: user.emsisdn,
    msisdn: user.msisdn,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    email: user.email,
    team: user.team,
    language: user.language,
    thumbnailFile: user.thumbnailFile,
    province: user.province,
    network: user.network,
    acceptNewsletter: user.acceptNewsletter,
    subscriptionId: user.subscriptionId,
    subscriptionProvider: user.subscriptionProvider,
    subscriptionExpiry: user.subscriptionExpiry?.toISOString() ?? null,
    roleId: user.roleId,
    isProfileCompleted: user.profileCompletedAt !== null,
    isProfileSkipped: user.profileSkippedAt !== null,
    profileVariant: profileVariant(user),
  };
}

export async function findUserById(id: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMsisdn(msisdn: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.msisdn, msisdn)).limit(1);
  return row;
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function setNetwork(userId: string, network: Network): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ network, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

export interface SignupData {
  firstName: string;
  lastName: string | null;
  nickname: string | null;
  msisdn: string;
  network: Network | null;
  email: string | null;
  province: string | null;
  team: Team | null;
  language: Language;
  acceptNewsletter: boolean;
  termsVersion: number | null;
}

/**
 * Creates the fan, or finds the one that already has this number: a single INSERT … ON CONFLICT, so racing sign-ups
 * of one number make one fan. The conflict names no index: the number, its emsisdn and the email are each unique, and
 * a racer that loses on any of them must find the winner rather than fail (a named arbiter lets the others raise).
 * An email already used by someone else is not copied onto the new fan. The profile is completed (the FanCred rule's
 * `profileCompletedAt`) only when the new fan has every profile field; otherwise complete_profile asks for the rest.
 */
export async function findOrCreateFan(data: SignupData): Promise<{ user: UserRow; isNew: boolean }> {
  const db = await getDb();
  const emailFree = data.email !== null && !(await findUserByEmail(data.email));
  const values = {
    msisdn: data.msisdn,
    emsisdn: emsisdnFor(data.msisdn, getConfig().emsisdnSecret),
    firstName: data.firstName,
    lastName: data.lastName,
    nickname: data.nickname,
    email: emailFree && data.email ? data.email.toLowerCase() : null,
    network: data.network,
    province: data.province,
    team: data.team,
    language: data.language,
    acceptNewsletter: data.acceptNewsletter,
    termsVersionAccepted: data.termsVersion,
  };
  for (const email of values.email === null ? [null] : [values.email, null]) {
    const isComplete = missingProfileFields(profileFieldValues({ ...values, email })).length === 0;
    // The new fan and the consent the sign-up form gave (decision 019) stand or fall together.
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, id: randomUUID(), email, profileCompletedAt: isComplete ? sql`now()` : null })
        .onConflictDoNothing()
        .returning();
      if (row && data.termsVersion !== null)
        await recordConsent(tx, { userId: row.id, termsVersion: data.termsVersion, source: 'sign-up' });
      return row;
    });
    if (inserted) return { user: inserted, isNew: true };
    const existing = await findUserByMsisdn(data.msisdn);
    if (existing) return { user: existing, isNew: false };
    // The email went to another fan in the meantime: the new fan is created without it.
  }
  throw new Error('find-or-create lost its row');
}

/** A transaction (or the database) of another context that changes a fan together with its own rows. */
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * For billing: the fan, locked for the rest of the caller's transaction — by id, or by number, created first when
 * `create` is given (a carrier bills, or a voucher is redeemed for, a number we do not know yet), in `create.language`
 * when known (the page's), else English.
 */
export async function lockFan(
  tx: Writer,
  by: { id: string } | { msisdn: string; create?: { network: Network | null; language?: Language } },
): Promise<UserRow | undefined> {
  // Never a deleted account: a callback or status check for the fan that waited on the deletion then finds no one.
  if ('id' in by)
    return (
      await tx
        .select()
        .from(users)
        .where(and(eq(users.id, by.id), isNull(users.deletedAt)))
        .for('update')
        .limit(1)
    )[0];
  if (by.create) {
    await tx
      .insert(users)
      .values({
        id: randomUUID(),
        msisdn: by.msisdn,
        emsisdn: emsisdnFor(by.msisdn, getConfig().emsisdnSecret),
        network: by.create.network,
        // The language of the page the number came from (issue 26): the welcome SMS and the site speak it from the start.
        ...(by.create.language ? { language: by.create.language } : {}),
      })
      .onConflictDoNothing({ target: users.msisdn });
  }
  return (await tx.select().from(users).where(eq(users.msisdn, by.msisdn)).for('update').limit(1))[0];
}

/** The spec's subscription fields on the fan (§3), kept equal to billing's record in the same transaction. */
export async function setSubscriptionFields(
  tx: Writer,
  userId: string,
  fields: { provider: string; expiry: Date | null; subscriptionId: string | null },
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      subscriptionProvider: fields.provider,
      subscriptionExpiry: fields.expiry,
      subscriptionId: fields.subscriptionId,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  email?: string;
  team?: Team;
  language?: Language;
  province?: string;
  acceptNewsletter?: boolean;
  thumbnailFile?: string;
}

/**
 * Null when the account has been deleted: an edit already on its way when the deletion committed waits for it (the
 * row is locked) and then writes nothing onto the erased account.
 */
export async function updateProfile(
  userId: string,
  changes: ProfileChanges & { completeWithTerms?: number | null; markComplete?: true },
): Promise<UserRow | null> {
  return (await updateProfileReplacing(userId, changes))?.user ?? null;
}

/**
 * updateProfile, answering also the picture a new `thumbnailFile` replaced (read under the row's lock, so of two edits
 * at once each learns the one it replaced): the caller removes it from storage — a fan's old pictures are not kept.
 */
export async function updateProfileReplacing(
  userId: string,
  changes: ProfileChanges & { completeWithTerms?: number | null; markComplete?: true },
): Promise<{ user: UserRow; replacedThumbnail: string | null } | null> {
  const db = await getDb();
  // completeWithTerms: complete_profile's Continue (completes, and accepts those terms); markComplete: the profile is
  // complete without a terms step (/profile filled the last field; the terms accepted at sign-up stand).
  const { completeWithTerms, markComplete, email, ...rest } = changes;
  return db.transaction(async (tx) => {
    const [previous] =
      rest.thumbnailFile === undefined
        ? []
        : await tx
            .select({ thumbnailFile: users.thumbnailFile })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.deletedAt)))
            .for('update');
    const [row] = await tx
      .update(users)
      .set({
        ...rest,
        ...(email !== undefined ? { email: email.toLowerCase() } : {}),
        ...(completeWithTerms !== undefined || markComplete
          ? { profileCompletedAt: sql`coalesce(${users.profileCompletedAt}, now())` }
          : {}),
        ...(completeWithTerms !== undefined ? { termsVersionAccepted: completeWithTerms } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) return null;
    // The member's push notifications follow the language they chose (issue 26).
    if (rest.language !== undefined && isLocale(rest.language)) await setPushLanguage(tx, userId, rest.language);
    // complete_profile's Continue accepts the terms in force (spec §2): recorded with the change (decision 019).
    if (typeof completeWithTerms === 'number')
      await recordConsent(tx, { userId, termsVersion: completeWithTerms, source: 'complete-profile' });
    return { user: row, replacedThumbnail: previous?.thumbnailFile ?? null };
  });
}

export async function markProfileSkipped(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ profileSkippedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
