import { NextResponse } from 'next/server';
import { z } from 'zod';
import { NETWORKS } from '@/schemas/identity';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { sendLoginOtp } from '@/server/identity';

const body = z.object({ msisdn: z.string().optional(), network: z.enum(NETWORKS).optional().catch(undefined), resend: z.boolean().optional() });

/** choose_network: stores the fan's network, then sends the login OTP. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const { msisdn, network, resend } = parsed.data;
  const result = await sendLoginOtp({ msisdn, network, purpose: 'login', isResend: resend === true, saveNetwork: true, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ status: 'sent', msisdn: result.msisdn, network }) : identityError(result.error);
}
