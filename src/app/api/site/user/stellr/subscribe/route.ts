import { NextResponse } from 'next/server';
import { stellrSubscribeBody } from '@/schemas/billing';
import { checkStatus, redeemVoucher, VOUCHER_STATUS_MESSAGES } from '@/server/billing';
import { getConfig } from '@/server/config';
import { fail } from '@/server/http/api-errors';
import { setStatusCookies, type VoucherRedeemedBody } from '@/server/http/billing-responses';
import { clearSignupProof, userBody, withCookies } from '@/server/http/identity-responses';
import { requestLocale } from '@/server/http/request-locale';
import { route } from '@/server/http/route';
import { signupProofCookieName, startSession, toFanProfile, verifiedNumber } from '@/server/identity';

/**
 * Redeems a Stellr voucher (spec §4, §7) → `stellr_subscription.status`: ACTIVE, 'ERROR: INVALID VOUCHER' or
 * 'ERROR: USED VOUCHER', with the spec's text for it as `message`. The number is the signed-in fan's or one just proven by OTP; a number new to us becomes a
 * member — and is signed in, its proof spent — only when the voucher is ACTIVE.
 */
export const POST = route({
  body: stellrSubscribeBody,
  handle: async ({ request, input }) => {
    const proven = await verifiedNumber({
      headers: request.headers,
      proof: request.cookies.get(signupProofCookieName())?.value,
      emsisdn: input.emsisdn,
    });
    if (!proven.ok) fail(proven.error);
    // A number new to us becomes a fan in the page's language (issue 26): its welcome SMS comes in it.
    const redeemed = await redeemVoucher({
      msisdn: proven.msisdn,
      user: proven.user,
      network: input.network,
      voucher: input.voucher,
      language: requestLocale(request),
    });
    if (!redeemed.ok) fail(redeemed.error);
    const { user, status } = redeemed;
    const message = VOUCHER_STATUS_MESSAGES[status].replace('{brand}', getConfig().brand.name);
    const response = NextResponse.json({
      stellr_subscription: { status, message },
      user: user ? userBody(toFanProfile(user)) : null,
    } satisfies VoucherRedeemedBody);
    if (status === 'ACTIVE' && user) setStatusCookies(response, await checkStatus(user));
    if (proven.isSignedIn || !user) return response;
    clearSignupProof(response);
    return withCookies(response, await startSession(user.id, request.headers));
  },
});
