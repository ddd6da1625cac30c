import { NextResponse } from 'next/server';
import { stellrConfirmBody } from '@/schemas/billing';
import { fail } from '@/server/http/api-errors';
import { requestLocale } from '@/server/http/request-locale';
import { route } from '@/server/http/route';
import { sendVoucherOtp } from '@/server/identity';

/** stellr_confirm_number (spec §2): the number and its network; sends the OTP that proves the number. */
export const POST = route({
  body: stellrConfirmBody,
  handle: async ({ request, input, ip }) => {
    const { msisdn, network, resend } = input;
    // The OTP SMS in the member's language, or the page's for a number new to us (issue 26).
    const result = await sendVoucherOtp({ msisdn, network, isResend: resend === true, ip, siteLanguage: requestLocale(request) });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ status: 'sent', msisdn: result.msisdn });
  },
});
