import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp, setLocaleCookie, withCookies } from '@/server/http/identity-responses';
import { createSignupProof, emsisdnFor, SIGNUP_PROOF_SECONDS, signupProofCookieName, startSession, toApiUser, toSessionUser, verifyLoginOtp } from '@/server/identity';
import { getConfig } from '@/server/config';

const body = z.object({ otp: z.string().optional(), msisdn_entered: z.string().optional() });

/**
 * Checks the SMS OTP. A registered fan is signed in (new session cookie) and gets the UI in their language; a new
 * number gets a short-lived signed proof for findOrCreateUserSignUp. Returns the emsisdn either way.
 */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await verifyLoginOtp({ msisdn: parsed.data.msisdn_entered, otp: parsed.data.otp, ip: requestIp(request) });
  if (!result.ok) return identityError(result.error);
  const { user, msisdn } = result;
  if (!user) {
    const response = NextResponse.json({ emsisdn: emsisdnFor(msisdn, getConfig().emsisdnSecret), user_exists: false });
    response.cookies.set(signupProofCookieName(), createSignupProof(msisdn), {
      httpOnly: true,
      sameSite: 'lax',
      secure: getConfig().siteUrl.startsWith('https://'),
      path: '/api/site/user',
      maxAge: SIGNUP_PROOF_SECONDS,
    });
    return response;
  }
  const response = NextResponse.json({ emsisdn: user.emsisdn, user_exists: true, user: toSessionUser(user), profile: toApiUser(user) });
  setLocaleCookie(response, user.language);
  return withCookies(response, await startSession(user.id, request.headers));
}
