import type {
  OtpVerifiedBody,
  PasscodeVerifiedBody,
  SessionBody,
  SessionUserBody,
  SignedUpBody,
  UserBody,
} from '@/server/http/identity-responses';
import type { FanProfile, SessionUser } from '@/server/identity';
import { getJson, mapData, postForm, postJson, type ApiResult } from '@/components/browser/api-client';
import type { SignupForm } from './modal-state';

/**
 * The identity endpoints the browser calls (spec §7) whose answers carry the spec's user fields: each answer's JSON is
 * mapped to camelCase here, once, so the modal, the session store and the forms read only camelCase. Requests keep
 * the spec's field names (they are the wire).
 */

export function fromUserBody(body: UserBody): FanProfile {
  return {
    id: body.id,
    emsisdn: body.emsisdn,
    msisdn: body.msisdn,
    firstName: body.first_name,
    lastName: body.last_name,
    nickname: body.nickname,
    email: body.email,
    team: body.team,
    language: body.language,
    thumbnailFile: body.thumbnail_file,
    province: body.province,
    network: body.network,
    acceptNewsletter: body.accept_newsletter,
    subscriptionId: body.subscription_id,
    subscriptionProvider: body.subscription_provider,
    subscriptionExpiry: body.subscription_expiry,
    roleId: body.role_id,
    isProfileCompleted: body.profile_completed,
    isProfileSkipped: body.profile_skipped,
    profileVariant: body.profile_variant,
  };
}

function fromSessionUserBody(body: SessionUserBody): SessionUser {
  const { user_id: userId, first_name: firstName, last_name: lastName, image_url: imageUrl, ...alike } = body;
  return { userId, firstName, lastName, imageUrl, ...alike };
}

/** A verified code: the fan's emsisdn and, for a registered fan (signed in now), the session user and profile. */
export interface Verified {
  emsisdn: string | null;
  isRegistered: boolean;
  user: SessionUser | null;
  profile: FanProfile | null;
}

function fromVerifiedBody(body: OtpVerifiedBody | PasscodeVerifiedBody): Verified {
  return {
    emsisdn: body.emsisdn,
    isRegistered: 'user_exists' in body ? body.user_exists : true,
    user: body.user ? fromSessionUserBody(body.user) : null,
    profile: body.profile ? fromUserBody(body.profile) : null,
  };
}

/** enter_otp (and the sign-up's and the voucher's code): checks the SMS code for the number. */
export async function checkOtp(input: { msisdn: string; code: string }): Promise<ApiResult<Verified>> {
  const reply = await postJson<OtpVerifiedBody>('/api/site/user/otp/verify', { otp: input.code, msisdn_entered: input.msisdn });
  return mapData(reply, fromVerifiedBody);
}

/** enter_passcode: checks the emailed passcode. */
export async function checkPasscode(input: { email: string; code: string }): Promise<ApiResult<Verified>> {
  const reply = await postJson<PasscodeVerifiedBody>('/api/site/user/passcode/verify', { email: input.email, otp: input.code });
  return mapData(reply, fromVerifiedBody);
}

/** findOrCreateUserSignUp: the sign-up form as the page collected it, after its OTP. */
export async function signUp(form: SignupForm): Promise<ApiResult<{ user: FanProfile; isExisting: boolean }>> {
  const reply = await postJson<SignedUpBody>('/api/site/user/findOrCreateUserSignUp', form);
  return mapData(reply, (body) => ({ user: fromUserBody(body.user), isExisting: body.user.user_already_exists }));
}

/** /profile's save (multipart, the form's own field names). */
export async function updateProfile(form: FormData): Promise<ApiResult<FanProfile>> {
  return mapData(await postForm<{ user: UserBody }>('/api/v1/user/updateProfile', form), (body) => fromUserBody(body.user));
}

/** The session (spec §7); `search` carries the spec's query flags. Null: signed out. */
export async function getSession(search: string): Promise<ApiResult<SessionUser | null>> {
  const reply = await getJson<SessionBody | null>(`/api/auth/session${search}`);
  return mapData(reply, (body) => (body?.user ? fromSessionUserBody(body.user) : null));
}

/** A member's language change. */
export function updateLanguage(input: { userId: string; language: string }): Promise<ApiResult<boolean>> {
  return postJson<boolean>('/api/v1/user/updateLanguage', { id: input.userId, language: input.language });
}
