import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp, setLocaleCookie, withCookies } from '@/server/http/identity-responses';
import { startSession, toApiUser, toSessionUser, verifyEmailPasscode } from '@/server/identity';

const body = z.object({ email: z.string().optional(), otp: z.string().optional() });

/** enter_passcode: checks the emailed passcode and signs the fan in. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await verifyEmailPasscode({ email: parsed.data.email, otp: parsed.data.otp, ip: requestIp(request) });
  if (!result.ok) return identityError(result.error);
  const response = NextResponse.json({ emsisdn: result.user.emsisdn, user: toSessionUser(result.user), profile: toApiUser(result.user) });
  setLocaleCookie(response, result.user.language);
  return withCookies(response, await startSession(result.user.id, request.headers));
}
