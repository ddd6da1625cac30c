import { NextResponse } from 'next/server';
import { stellrConfirmBody } from '@/schemas/billing';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { sendVoucherOtp } from '@/server/identity';

/** stellr_confirm_number (spec §2): the number and its network; sends the OTP that proves the number. */
export const POST = route({
  body: stellrConfirmBody,
  handle: async ({ input, ip }) => {
    const { msisdn, network, resend } = input;
    const result = await sendVoucherOtp({ msisdn, network, isResend: resend === true, ip });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ status: 'sent', msisdn: result.msisdn });
  },
});
