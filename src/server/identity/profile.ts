import 'server-only';
import { isLocale } from '@/i18n/locales';
import { completeProfileSchema, fieldErrors, signupSchema, updateProfileSchema, type FieldMessageCode } from '@/schemas/identity';
import { getCurrentTerms } from '../content';
import { decodePlayableAdScore, recordFanEvents, type FanEventInput } from '../fancred';
import { storeImage } from '../media/images';
import { parseMsisdn } from './login';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { findOrCreateFan, isEmailTaken, markProfileSkipped, profileVariant, updateProfile, type UserRow } from './users';

/** Profile changes of spec §4: sign-up, complete profile, skip, edit, nickname, language. */

export type ProfileOutcome<T> = ({ ok: true } & T) | { ok: false; error: IdentityError; fields?: Record<string, FieldMessageCode> };

function invalid(fields: Record<string, FieldMessageCode>): { ok: false; error: IdentityError; fields: Record<string, FieldMessageCode> } {
  return { ok: false, error: { status: 422, code: 'invalid_input', message: 'Please correct the highlighted fields' }, fields };
}

/** The profile events of a completed profile (spec §4 "record completed_profile events"). */
function completedProfileEvents(emsisdn: string): FanEventInput[] {
  return [{ emsisdn, event: 'completed_profile', eventType: 'profile' }];
}

/**
 * Sign-up after the OTP (findOrCreateUserSignUp). The number must be the one this browser proved; an existing fan is
 * returned as is (user_already_exists). A new fan gets the completed_profile event and, if the playable ad left a
 * score, the playable_ad_rugby_kicks event with the decoded score.
 */
export async function signUp(input: { raw: unknown; language: string; isNumberProven: (msisdn: string) => boolean; scoreCookie: string | undefined }): Promise<
  ProfileOutcome<{ user: UserRow; isNew: boolean; hadScore: boolean }>
> {
  const parsed = signupSchema.safeParse(input.raw);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const number = parseMsisdn(parsed.data.number);
  if (!number.ok) return invalid({ number: number.error.code === 'number_required' ? 'number_required' : 'invalid_number' });
  if (!input.isNumberProven(number.msisdn)) return { ok: false, error: IDENTITY_ERRORS.verificationRequired };
  const terms = await getCurrentTerms();
  const data = parsed.data;
  const { user, isNew } = await findOrCreateFan({
    firstName: data.first_name,
    lastName: data.last_name,
    nickname: data.nickname,
    msisdn: number.msisdn,
    network: data.network,
    email: data.email,
    province: data.province,
    team: data.team,
    language: isLocale(input.language) ? input.language : 'en',
    acceptNewsletter: data.accept_newsletter,
    termsVersion: terms?.version ?? null,
  });
  if (isNew && user.emsisdn) {
    const events = completedProfileEvents(user.emsisdn);
    if (input.scoreCookie !== undefined) {
      events.push({ emsisdn: user.emsisdn, event: 'playable_ad_rugby_kicks', eventType: 'game', score: decodePlayableAdScore(input.scoreCookie) });
    }
    await recordFanEvents(events);
  }
  return { ok: true, user, isNew, hadScore: input.scoreCookie !== undefined };
}

/** complete_profile (completeProfile): every field required; the terms in force are accepted by submitting. */
export async function completeProfile(user: UserRow, raw: unknown): Promise<ProfileOutcome<{ user: UserRow }>> {
  const parsed = completeProfileSchema.safeParse(raw);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const data = parsed.data;
  if (data.team === 'junior-springboks' && profileVariant(user) === 'third-party-billing') return invalid({ team: 'team_required' });
  if (await isEmailTaken(data.email, user.id)) return invalid({ email: 'email_taken' });
  const terms = await getCurrentTerms();
  const wasComplete = user.profileCompletedAt !== null;
  const updated = await updateProfile(user.id, {
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    nickname: data.nickname,
    language: data.language,
    team: data.team,
    completeWithTerms: terms?.version ?? null,
  });
  if (!wasComplete && updated.emsisdn) await recordFanEvents(completedProfileEvents(updated.emsisdn));
  return { ok: true, user: updated };
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
  return { ok: true, user: updated };
}

export async function setNickname(user: UserRow, nickname: unknown): Promise<ProfileOutcome<{ user: UserRow }>> {
  const parsed = completeProfileSchema.pick({ nickname: true }).safeParse({ nickname });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  return { ok: true, user: await updateProfile(user.id, { nickname: parsed.data.nickname }) };
}

export async function setLanguage(user: UserRow, language: unknown): Promise<ProfileOutcome<{ user: UserRow }>> {
  const parsed = completeProfileSchema.pick({ language: true }).safeParse({ language });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  return { ok: true, user: await updateProfile(user.id, { language: parsed.data.language }) };
}
