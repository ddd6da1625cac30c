import { NextResponse } from 'next/server';
import { z } from 'zod';
import { isLocale } from '@/i18n/locales';
import { NETWORKS } from '@/schemas/identity';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { sendLoginOtp } from '@/server/identity';

/** Sends the OTP by SMS: for login (a registered number) or for sign-up (any valid number). */
export const POST = route({
  body: z.object({
    msisdn: z.string().optional(),
    network: z.enum(NETWORKS).optional().catch(undefined),
    resend: z.boolean().optional(),
    purpose: z.enum(['login', 'signup']).default('login'),
  }),
  handle: async ({ input, ip, request }) => {
    const { msisdn, network, resend, purpose } = input;
    // A new number's SMS is in the language the site is shown in; a member's in their own.
    const shown = request.cookies.get('NEXT_LOCALE')?.value;
    const siteLanguage = isLocale(shown) ? shown : undefined;
    const result = await sendLoginOtp({ msisdn, network, purpose, isResend: resend === true, saveNetwork: false, ip, siteLanguage });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ status: 'sent', msisdn: result.msisdn });
  },
});
