import { NextResponse } from 'next/server';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { sendVoucherOtp } from '@/server/identity';
import { stellrConfirmBody } from '@/schemas/billing';

/** stellr_confirm_number (spec §2): the number and its network; sends the OTP that proves the number. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, stellrConfirmBody);
  if (!parsed.ok) return parsed.response;
  const { msisdn, network, resend } = parsed.data;
  const result = await sendVoucherOtp({ msisdn, network, isResend: resend === true, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ status: 'sent', msisdn: result.msisdn }) : identityError(result.error);
}
