import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getConfig } from '@/server/config';
import { fail } from '@/server/http/api-errors';
import { signupDetails } from '@/server/http/identity-requests';
import { ONE_YEAR_SECONDS, setLocaleCookie, signedUpBody, withCookies } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { getSignedIn, isSignupProofValid, signUp, signupProofCookieName, startSession } from '@/server/identity';

/**
 * Sign-up after the OTP: finds or creates the fan for the number this browser proved. A new fan with a completed
 * profile gets the one-year completed-profile cookie and the playable-ad score cookie is consumed (recorded, then
 * removed); a new fan who left fields out keeps the score cookie for complete_profile. Both sign the fan in.
 */
export const POST = route({
  body: z.record(z.string(), z.unknown()),
  handle: async ({ request, input }) => {
    const jar = request.cookies;
    const proof = jar.get(signupProofCookieName())?.value;
    const signedIn = await getSignedIn(request.headers);
    const result = await signUp({
      details: signupDetails(input),
      language: jar.get('NEXT_LOCALE')?.value ?? 'en',
      isNumberProven: (msisdn) => isSignupProofValid(proof, msisdn) || signedIn?.user.msisdn === msisdn,
      scoreCookie: jar.get('pa-data-score')?.value,
    });
    if (!result.ok) fail(result.error, { fields: result.fields });
    const { slug } = getConfig().brand;
    const response = NextResponse.json(signedUpBody(result.user, result.isNew));
    response.cookies.set(signupProofCookieName(), '', { path: '/api/site/user', maxAge: 0 });
    if (result.isNew && result.isComplete)
      response.cookies.set(`${slug}_completed_profile`, '1', {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: getConfig().secureCookies,
      });
    if (result.hadScore) response.cookies.set('pa-data-score', '', { path: '/', maxAge: 0 });
    setLocaleCookie(response, result.user.language);
    return signedIn?.user.id === result.user.id ? response : withCookies(response, await startSession(result.user.id, request.headers));
  },
});
