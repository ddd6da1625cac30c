import 'server-only';
import { isLocale } from '@/i18n/locales';
import {
  completeProfileSchema,
  fieldErrors,
  missingProfileFields,
  profileFieldValues,
  type FieldMessageCode,
  type Language,
  type Network,
  type Team,
} from '@/schemas/identity';
import { getCurrentTerms } from '../content';
import { publish, type DomainEvent } from '../kernel';
import { discardImage, storeImage } from '../media';
import { parseMsisdn } from './login';
import { decodePlayableAdScore } from './playable-ad-score';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import {
  findOrCreateFan,
  isEmailTaken,
  markProfileSkipped,
  profileVariant,
  updateProfile,
  updateProfileReplacing,
  type ProfileChanges,
  type UserRow,
} from './users';

/**
 * Profile changes of spec §4: sign-up, complete profile, skip, edit, nickname, language. The routes check the spec's
 * request bodies with the forms' schemas (src/schemas/identity.ts) and hand these functions camelCase input.
 */

export type ProfileOutcome<T> = ({ ok: true } & T) | { ok: false; error: IdentityError; fields?: Record<string, FieldMessageCode> };

function invalid(fields: Record<string, FieldMessageCode>): { ok: false; error: IdentityError; fields: Record<string, FieldMessageCode> } {
  return { ok: false, error: IDENTITY_ERRORS.invalidInput, fields };
}

/** The sign-up form (spec §3 signup data), checked: only the number, the first name and the terms are required. */
export interface SignupDetails {
  firstName: string;
  lastName: string | null;
  nickname: string | null;
  /** The number as typed (0… or 27…). */
  number: string;
  network: Network | null;
  email: string | null;
  province: string | null;
  team: Team | null;
  acceptNewsletter: boolean;
}

/** complete_profile's fields, every one given (what the fan sent, else what is stored), checked. */
export interface CompleteProfileFields {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  language: Language;
  team: Team;
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
  details: SignupDetails;
  language: string;
  isNumberProven: (msisdn: string) => boolean;
  scoreCookie: string | undefined;
}): Promise<ProfileOutcome<{ user: UserRow; isNew: boolean; isComplete: boolean; hadScore: boolean }>> {
  const { details } = input;
  const number = parseMsisdn(details.number);
  if (!number.ok) return invalid({ number: number.error.code === 'number_required' ? 'number_required' : 'invalid_number' });
  if (!input.isNumberProven(number.msisdn)) return { ok: false, error: IDENTITY_ERRORS.verificationRequired };
  const terms = await getCurrentTerms();
  const { user, isNew } = await findOrCreateFan({
    firstName: details.firstName,
    lastName: details.lastName,
    nickname: details.nickname,
    msisdn: number.msisdn,
    network: details.network,
    email: details.email,
    province: details.province,
    team: details.team,
    language: isLocale(input.language) ? input.language : 'en',
    acceptNewsletter: details.acceptNewsletter,
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
 * complete_profile (completeProfile): every profile field, each either sent or already stored — the form asks only
 * for the missing ones (issue 17), and the route fills the rest from what is stored before it checks them. The terms in
 * force are accepted by submitting. The first completion records completed_profile and, for a fan who signed up with
 * fields left out, the playable ad's score that waited in its cookie (`hadScore`: the caller removes the cookie).
 */
export async function completeProfile(
  user: UserRow,
  fields: CompleteProfileFields,
  options: { scoreCookie?: string } = {},
): Promise<ProfileOutcome<{ user: UserRow; becameComplete: boolean; hadScore: boolean }>> {
  if (fields.team === 'junior-springboks' && profileVariant(user) === 'third-party-billing') return invalid({ team: 'team_required' });
  if (await isEmailTaken(fields.email, user.id)) return invalid({ email: 'email_taken' });
  const terms = await getCurrentTerms();
  const wasComplete = user.profileCompletedAt !== null;
  const updated = await updateProfile(user.id, { ...fields, completeWithTerms: terms?.version ?? null });
  if (!updated) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  const becameComplete = !wasComplete;
  const hadScore = becameComplete && options.scoreCookie !== undefined;
  if (becameComplete) await publish(profileCompleted(updated, hadScore ? options.scoreCookie : undefined));
  return { ok: true, user: updated, becameComplete, hadScore };
}

export async function skipProfile(user: UserRow): Promise<void> {
  await markProfileSkipped(user.id);
}

/**
 * /profile edits (updateProfile), with an optional thumbnail: checked, resized to 256×256 and stored; the picture it
 * replaces is removed from storage (a fan's old pictures are not kept — decision 030), as is a new one whose save
 * found the account deleted.
 */
export async function editProfile(
  user: UserRow,
  edit: { changes: Omit<ProfileChanges, 'thumbnailFile'>; thumbnail?: Blob },
): Promise<ProfileOutcome<{ user: UserRow }>> {
  const { changes, thumbnail } = edit;
  if (changes.team === 'junior-springboks' && profileVariant(user) === 'third-party-billing') return invalid({ team: 'team_required' });
  if (changes.email && (await isEmailTaken(changes.email, user.id))) return invalid({ email: 'email_taken' });
  let thumbnailFile: string | undefined;
  if (thumbnail && thumbnail.size > 0) {
    const stored = await storeImage({ file: thumbnail, folder: 'thumbnails', width: 256, height: 256 });
    if (!stored.ok) {
      const message = stored.reason === 'too_large' ? 'The picture is too large.' : 'The picture must be a JPEG, PNG, WebP or AVIF image.';
      return { ok: false, error: { status: stored.reason === 'too_large' ? 413 : 422, code: `thumbnail_${stored.reason}`, message } };
    }
    thumbnailFile = stored.key;
  }
  let saved: Awaited<ReturnType<typeof updateProfileReplacing>>;
  try {
    saved = await updateProfileReplacing(user.id, { ...changes, thumbnailFile });
  } catch (error) {
    await discardImage(thumbnailFile);
    throw error;
  }
  if (!saved) {
    await discardImage(thumbnailFile);
    return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  }
  const updated = saved.user;
  if (thumbnailFile && saved.replacedThumbnail && saved.replacedThumbnail !== thumbnailFile) await discardImage(saved.replacedThumbnail);
  // A fan who skipped complete_profile and fills the last missing field here has completed it: completed_profile and
  // FanCred from now on, as the modal's — but no terms were shown here, so the terms accepted at sign-up stand and no
  // new consent is recorded.
  if (updated.profileCompletedAt === null && missingProfileFields(profileFieldValues(updated), profileVariant(updated)).length === 0) {
    const completed = await updateProfile(user.id, { markComplete: true });
    if (completed) {
      await publish(profileCompleted(completed, undefined));
      return { ok: true, user: completed };
    }
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
