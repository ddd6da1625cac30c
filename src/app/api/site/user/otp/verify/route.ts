import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getConfig } from '@/server/config';
import { fail } from '@/server/http/api-errors';
import { setLocaleCookie, signedInBody, withCookies, type OtpVerifiedBody } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import {
  createSignupProof,
  emsisdnFor,
  SIGNUP_PROOF_SECONDS,
  signupProofCookieName,
  startSession,
  verifyLoginOtp,
} from '@/server/identity';

/**
 * Checks the SMS OTP. A registered fan is signed in (new session cookie) and gets the UI in their language; a new
 * number gets a short-lived signed proof for findOrCreateUserSignUp. Returns the emsisdn either way.
 */
export const POST = route({
  body: z.object({ otp: z.string().optional(), msisdn_entered: z.string().optional() }),
  handle: async ({ request, input, ip }) => {
    const result = await verifyLoginOtp({ msisdn: input.msisdn_entered, otp: input.otp, ip });
    if (!result.ok) fail(result.error);
    const { user, msisdn } = result;
    if (!user) {
      const response = NextResponse.json({
        emsisdn: emsisdnFor(msisdn, getConfig().emsisdnSecret),
        user_exists: false,
      } satisfies OtpVerifiedBody);
      response.cookies.set(signupProofCookieName(), createSignupProof(msisdn), {
        httpOnly: true,
        sameSite: 'lax',
        secure: getConfig().secureCookies,
        path: '/api/site/user',
        maxAge: SIGNUP_PROOF_SECONDS,
      });
      return response;
    }
    const { emsisdn, ...signedIn } = signedInBody(user);
    const response = NextResponse.json({ emsisdn, user_exists: true, ...signedIn } satisfies OtpVerifiedBody);
    setLocaleCookie(response, user.language);
    return withCookies(response, await startSession(user.id, request.headers));
  },
});
