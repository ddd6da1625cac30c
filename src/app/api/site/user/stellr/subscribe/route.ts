import { NextResponse, type NextRequest } from 'next/server';
import { checkStatus, redeemVoucher, VOUCHER_STATUS_MESSAGES } from '@/server/billing';
import { getConfig } from '@/server/config';
import { parseBody } from '@/server/http/api-errors';
import { billingError, setStatusCookies } from '@/server/http/billing-responses';
import { clearSignupProof, identityError, withCookies } from '@/server/http/identity-responses';
import { signupProofCookieName, startSession, toApiUser, verifiedNumber } from '@/server/identity';
import { stellrSubscribeBody } from '@/schemas/billing';

/**
 * Redeems a Stellr voucher (spec §4, §7) → `stellr_subscription.status`: ACTIVE, 'ERROR: INVALID VOUCHER' or
 * 'ERROR: USED VOUCHER', with the spec's text for it as `message`. The number is the signed-in fan's or one just proven by OTP; a number new to us becomes a
 * member — and is signed in, its proof spent — only when the voucher is ACTIVE.
 */
export async function POST(request: NextRequest) {
  const parsed = await parseBody(request, stellrSubscribeBody);
  if (!parsed.ok) return parsed.response;
  const proven = await verifiedNumber({ headers: request.headers, proof: request.cookies.get(signupProofCookieName())?.value, emsisdn: parsed.data.emsisdn });
  if (!proven.ok) return identityError(proven.error);
  const redeemed = await redeemVoucher({ msisdn: proven.msisdn, user: proven.user, network: parsed.data.network, voucher: parsed.data.voucher });
  if (!redeemed.ok) return billingError(redeemed.error);
  const { user, status } = redeemed;
  const message = VOUCHER_STATUS_MESSAGES[status].replace('{brand}', getConfig().brand.name);
  const response = NextResponse.json({ stellr_subscription: { status, message }, user: user ? toApiUser(user) : null });
  if (status === 'ACTIVE' && user) setStatusCookies(response, await checkStatus(user));
  if (proven.isSignedIn || !user) return response;
  clearSignupProof(response);
  return withCookies(response, await startSession(user.id, request.headers));
}
