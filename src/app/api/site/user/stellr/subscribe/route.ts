import { NextResponse, type NextRequest } from 'next/server';
import { checkStatus, redeemVoucher } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { billingError, setStatusCookies } from '@/server/http/billing-responses';
import { identityError, withCookies } from '@/server/http/identity-responses';
import { signupProofCookieName, startSession, toApiUser, verifiedFan } from '@/server/identity';
import { stellrSubscribeBody } from '@/schemas/billing';

/**
 * Redeems a Stellr voucher (spec §4, §7) → `stellr_subscription.status`: ACTIVE, 'ERROR: INVALID VOUCHER' or
 * 'ERROR: USED VOUCHER'. The fan is the signed-in one or the number just proven by OTP (made a member and signed in).
 */
export async function POST(request: NextRequest) {
  const parsed = await parseBody(request, stellrSubscribeBody);
  if (!parsed.ok) return parsed.response;
  const fan = await verifiedFan({
    headers: request.headers,
    proof: request.cookies.get(signupProofCookieName())?.value,
    emsisdn: parsed.data.emsisdn,
    network: parsed.data.network,
  });
  if (!fan.ok) return identityError(fan.error);
  const redeemed = await redeemVoucher({ user: fan.user, voucher: parsed.data.voucher });
  const cookies = fan.isNew ? await startSession(fan.user.id, request.headers) : [];
  if (!redeemed.ok) return withCookies(billingError(redeemed.error), cookies);
  const response = NextResponse.json({ stellr_subscription: { status: redeemed.status }, user: toApiUser(redeemed.user) });
  if (redeemed.status === 'ACTIVE') setStatusCookies(response, await checkStatus(redeemed.user));
  return withCookies(response, cookies);
}
