import 'server-only';
import { isLocale } from '@/i18n/locales';
import {
  completeProfileSchema,
  fieldErrors,
  missingProfileFields,
  PROFILE_FIELDS,
  signupSchema,
  updateProfileSchema,
  type FieldMessageCode,
  type ProfileField,
} from '@/schemas/identity';
import { getCurrentTerms } from '../content';
import { publish, type DomainEvent } from '../kernel';
import { storeImage } from '../media';
import { parseMsisdn } from './login';
import { decodePlayableAdScore } from './playable-ad-score';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { findOrCreateFan, isEmailTaken, markProfileSkipped, profileVariant, updateProfile, type UserRow } from './users';

/** Profile changes of spec §4: sign-up, complete profile, skip, edit, nickname, language. */

export type ProfileOutcome<T> = ({ ok: true } & T) | { ok: false; error: IdentityError; fields?: Record<string, FieldMessageCode> };

function invalid(fields: Record<string, FieldMessageCode>): { ok: false; error: IdentityError; fields: Record<string, FieldMessageCode> } {
  return { ok: false, error: { status: 422, code: 'invalid_input', message: 'Please correct the highlighted fields' }, fields };
}

/**
 * Sign-up after the OTP (findOrCreateUserSignUp). The number must be the one this browser proved; an existing fan is
 * returned as is (user_already_exists). Only the number, the first name and the terms are required (issue 17): a new
 * fan with every profile field has a completed profile and gets the completed_profile event and, if the playable ad
 * left a score, the playable_ad_rugby_kicks event with the decoded score; a new fan who left fields out has an
 * incomplete profile (no points, spec §4's FanCred rule) until complete_profile fills them, and the score waits in its
 * cookie until then (`hadScore` false: the cookie stays).
 */
export async function signUp(input: {
  raw: unknown;
  language: string;
  isNumberProven: (msisdn: string) => boolean;
  scoreCookie: string | undefined;
}): Promise<ProfileOutcome<{ user: UserRow; isNew: boolean; isComplete: boolean; hadScore: boolean }>> {
  const parsed = signupSchema.safeParse(input.raw);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const number = parseMsisdn(parsed.data.number);
  if (!number.ok) return invalid({ number: number.error.code === 'number_required' ? 'number_required' : 'invalid_number' });
  if (!input.isNumberProven(number.msisdn)) return { ok: false, error: IDENTITY_ERRORS.verificationRequired };
  const terms = await getCurrentTerms();
  const data = parsed.data;
  const { user, isNew } = await findOrCreateFan({
    firstName: data.first_name,
    lastName: data.last_name ?? null,
    nickname: data.nickname ?? null,
    msisdn: number.msisdn,
    network: data.network ?? null,
    email: data.email ?? null,
    province: data.province ?? null,
    team: data.team ?? null,
    language: isLocale(input.language) ? input.language : 'en',
    acceptNewsletter: data.accept_newsletter,
    termsVersion: terms?.version ?? null,
  });
  const isComplete = user.profileCompletedAt !== null;
  const hadScore = isNew && isComplete && input.scoreCookie !== undefined;
  if (isNew && isComplete) await publish(profileCompleted(user, hadScore ? input.scoreCookie : undefined));
  return { ok: true, user, isNew, isComplete, hadScore };
}

/**
 * The fact other contexts react to (decision 021): the profile became complete — FanCred records completed_profile
 * and, when the playable ad's cookie is still there, playable_ad_rugby_kicks with its decoded score (spec §4).
 */
function profileCompleted(user: UserRow, scoreCookie: string | undefined): DomainEvent[] {
  if (!user.emsisdn) return [];
  const score = scoreCookie === undefined ? {} : { playableAdScore: decodePlayableAdScore(scoreCookie) };
  return [{ type: 'identity.profile_completed', userId: user.id, emsisdn: user.emsisdn, ...score }];
}

/**
 * complete_profile (completeProfile): every profile field is required, but a field the fan already has need not be
 * sent — the form asks only for the missing ones (issue 17), and what is stored fills the rest. The terms in force are
 * accepted by submitting. The first completion records completed_profile and, for a fan who signed up with fields
 * left out, the playable ad's score that waited in its cookie (`hadScore`: the caller removes the cookie).
 */
/** The profile fields a fan has stored, by their API names. */
function storedProfile(user: UserRow): Record<ProfileField, string | null> {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    nickname: user.nickname,
    language: user.language,
    team: user.team,
  };
}

export async function completeProfile(
  user: UserRow,
  raw: unknown,
  options: { scoreCookie?: string; acceptsTerms?: boolean } = {},
): Promise<ProfileOutcome<{ user: UserRow; becameComplete: boolean; hadScore: boolean }>> {
  const sent = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const stored = storedProfile(user);
  const merged = Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = sent[field];
      const isBlank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      return [field, isBlank ? (stored[field] ?? undefined) : value];
    }),
  );
  const parsed = completeProfileSchema.safeParse(merged);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const data = parsed.data;
  if (data.team === 'junior-springboks' && profileVariant(user) === 'third-party-billing') return invalid({ team: 'team_required' });
  if (await isEmailTaken(data.email, user.id)) return invalid({ email: 'email_taken' });
  // /profile has no terms step: completing there keeps the terms accepted at sign-up and records no new consent.
  const terms = options.acceptsTerms === false ? null : await getCurrentTerms();
  const wasComplete = user.profileCompletedAt !== null;
  const updated = await updateProfile(user.id, {
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    nickname: data.nickname,
    language: data.language,
    team: data.team,
    ...(options.acceptsTerms === false ? { markComplete: true as const } : { completeWithTerms: terms?.version ?? null }),
  });
  if (!updated) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  const becameComplete = !wasComplete;
  const hadScore = becameComplete && options.scoreCookie !== undefined;
  if (becameComplete) await publish(profileCompleted(updated, hadScore ? options.scoreCookie : undefined));
  return { ok: true, user: updated, becameComplete, hadScore };
}

export async function skipProfile(user: UserRow): Promise<void> {
  await markProfileSkipped(user.id);
}

/** /profile edits (updateProfile), with an optional thumbnail: checked, resized to 256×256 and stored. */
export async function editProfile(user: UserRow, raw: Record<string, unknown>): Promise<ProfileOutcome<{ user: UserRow }>> {
  const { thumbnail_file: thumbnail, ...fields } = raw;
  const cleaned = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = updateProfileSchema.safeParse(cleaned);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const data = parsed.data;
  if (data.team === 'junior-springboks' && profileVariant(user) === 'third-party-billing') return invalid({ team: 'team_required' });
  if (data.email && (await isEmailTaken(data.email, user.id))) return invalid({ email: 'email_taken' });
  let thumbnailFile: string | undefined;
  if (thumbnail instanceof Blob && thumbnail.size > 0) {
    const stored = await storeImage({ file: thumbnail, folder: 'thumbnails', width: 256, height: 256 });
    if (!stored.ok) {
      const message = stored.reason === 'too_large' ? 'The picture is too large.' : 'The picture must be a JPEG, PNG, WebP or AVIF image.';
      return { ok: false, error: { status: stored.reason === 'too_large' ? 413 : 422, code: `thumbnail_${stored.reason}`, message } };
    }
    thumbnailFile = stored.key;
  }
  const updated = await updateProfile(user.id, {
    firstName: data.first_name,
    lastName: data.last_name,
    nickname: data.nickname,
    email: data.email,
    language: data.language,
    team: data.team,
    province: data.province,
    acceptNewsletter: data.accept_newsletter,
    thumbnailFile,
  });
  if (!updated) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  // A fan who skipped complete_profile and fills the last missing field here has completed it: completed_profile and
  // FanCred from now on, as the modal's — but no terms were shown here, so no new consent is recorded.
  if (updated.profileCompletedAt === null && missingProfileFields(storedProfile(updated), profileVariant(updated)).length === 0) {
    const completed = await completeProfile(updated, {}, { acceptsTerms: false });
    if (completed.ok) return { ok: true, user: completed.user };
  }
  return { ok: true, user: updated };
}

export async function setNickname(user: UserRow, nickname: unknown): Promise<ProfileOutcome<{ user: UserRow }>> {
  const parsed = completeProfileSchema.pick({ nickname: true }).safeParse({ nickname });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const updated = await updateProfile(user.id, { nickname: parsed.data.nickname });
  return updated ? { ok: true, user: updated } : { ok: false, error: IDENTITY_ERRORS.accountDeleted };
}

export async function setLanguage(user: UserRow, language: unknown): Promise<ProfileOutcome<{ user: UserRow }>> {
  const parsed = completeProfileSchema.pick({ language: true }).safeParse({ language });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const updated = await updateProfile(user.id, { language: parsed.data.language });
  return updated ? { ok: true, user: updated } : { ok: false, error: IDENTITY_ERRORS.accountDeleted };
}
