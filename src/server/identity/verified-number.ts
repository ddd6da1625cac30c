import 'server-only';
import { getConfig } from '../config';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { emsisdnFor } from './msisdn';
import { getSignedIn, signupProofMsisdn } from './session';
import { findUserByMsisdn, type UserRow } from './users';

export type VerifiedNumber = { ok: true; msisdn: string; user: UserRow | null; isSignedIn: boolean } | { ok: false; error: IdentityError };

/**
 * The number a request speaks for: the signed-in fan's, or — on the voucher path — one just proven by OTP (the
 * sign-up proof cookie), which may not be a member yet. `emsisdn`, when given, must be that number's.
 */
export async function verifiedNumber(input: {
  headers: Headers;
  proof: string | undefined;
  emsisdn: string | undefined;
}): Promise<VerifiedNumber> {
  const signedIn = await getSignedIn(input.headers);
  if (signedIn) {
    const { user } = signedIn;
    if (!user.msisdn || (input.emsisdn !== undefined && input.emsisdn !== user.emsisdn))
      return { ok: false, error: IDENTITY_ERRORS.forbidden };
    return { ok: true, msisdn: user.msisdn, user, isSignedIn: true };
  }
  const msisdn = signupProofMsisdn(input.proof);
  if (!msisdn) return { ok: false, error: IDENTITY_ERRORS.verificationRequired };
  if (input.emsisdn !== undefined && input.emsisdn !== emsisdnFor(msisdn, getConfig().emsisdnSecret))
    return { ok: false, error: IDENTITY_ERRORS.forbidden };
  return { ok: true, msisdn, user: (await findUserByMsisdn(msisdn)) ?? null, isSignedIn: false };
}
