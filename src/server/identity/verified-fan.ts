import 'server-only';
import { getConfig } from '../config';
import type { Network } from '@/schemas/identity';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { emsisdnFor } from './msisdn';
import { getSignedIn, signupProofMsisdn } from './session';
import { findOrCreateMinimalFan, type UserRow } from './users';

export type VerifiedFan = { ok: true; user: UserRow; isNew: boolean } | { ok: false; error: IdentityError };

/**
 * The fan a request speaks for: the signed-in one, or — on the voucher path — the number just proven by OTP (the
 * sign-up proof cookie), made a member if it is new. `emsisdn` must be that fan's; the caller starts a session
 * when `isNew` (not signed in before).
 */
export async function verifiedFan(input: { headers: Headers; proof: string | undefined; emsisdn: string | undefined; network?: Network }): Promise<VerifiedFan> {
  const signedIn = await getSignedIn(input.headers);
  if (signedIn) {
    if (input.emsisdn !== undefined && input.emsisdn !== signedIn.user.emsisdn) return { ok: false, error: IDENTITY_ERRORS.forbidden };
    return { ok: true, user: signedIn.user, isNew: false };
  }
  const msisdn = signupProofMsisdn(input.proof);
  if (!msisdn) return { ok: false, error: IDENTITY_ERRORS.verificationRequired };
  if (input.emsisdn !== undefined && input.emsisdn !== emsisdnFor(msisdn, getConfig().emsisdnSecret)) return { ok: false, error: IDENTITY_ERRORS.forbidden };
  return { ok: true, user: await findOrCreateMinimalFan({ msisdn, network: input.network ?? null }), isNew: true };
}
