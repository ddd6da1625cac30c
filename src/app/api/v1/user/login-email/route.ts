import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { sendEmailPasscode } from '@/server/identity';

const body = z.object({ email_login: z.string().optional(), resend: z.boolean().optional() });

/** email: sends the 4-digit passcode to a fan's email on record. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await sendEmailPasscode({ email: parsed.data.email_login, isResend: parsed.data.resend === true, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ user: { email: result.user.email } }) : identityError(result.error);
}
