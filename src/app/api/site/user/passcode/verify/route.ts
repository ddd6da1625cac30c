import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { setLocaleCookie, signedInBody, withCookies, type PasscodeVerifiedBody } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { startSession, verifyEmailPasscode } from '@/server/identity';

/** enter_passcode: checks the emailed passcode and signs the fan in. */
export const POST = route({
  body: z.object({ email: z.string().optional(), otp: z.string().optional() }),
  handle: async ({ request, input, ip }) => {
    const result = await verifyEmailPasscode({ email: input.email, otp: input.otp, ip });
    if (!result.ok) fail(result.error);
    const response = NextResponse.json(signedInBody(result.user) satisfies PasscodeVerifiedBody);
    setLocaleCookie(response, result.user.language);
    return withCookies(response, await startSession(result.user.id, request.headers));
  },
});
