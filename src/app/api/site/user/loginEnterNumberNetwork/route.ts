import { NextResponse } from 'next/server';
import { z } from 'zod';
import { NETWORKS } from '@/schemas/identity';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { sendLoginOtp } from '@/server/identity';

/** choose_network: sends the login OTP; the network is held with the code and stored when the code is verified. */
export const POST = route({
  body: z.object({ msisdn: z.string().optional(), network: z.enum(NETWORKS).optional().catch(undefined), resend: z.boolean().optional() }),
  handle: async ({ input, ip }) => {
    const { msisdn, network, resend } = input;
    const result = await sendLoginOtp({ msisdn, network, purpose: 'login', isResend: resend === true, saveNetwork: true, ip });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ status: 'sent', msisdn: result.msisdn, network });
  },
});
