import { NextResponse } from 'next/server';
import { z } from 'zod';
import { NETWORKS } from '@/schemas/identity';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { sendLoginOtp } from '@/server/identity';

const body = z.object({
  msisdn: z.string().optional(),
  network: z.enum(NETWORKS).optional().catch(undefined),
  resend: z.boolean().optional(),
  purpose: z.enum(['login', 'signup']).default('login'),
});

/** Sends the OTP by SMS: for login (a registered number) or for sign-up (any valid number). */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const { msisdn, network, resend, purpose } = parsed.data;
  const result = await sendLoginOtp({ msisdn, network, purpose, isResend: resend === true, saveNetwork: false, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ status: 'sent', msisdn: result.msisdn }) : identityError(result.error);
}
