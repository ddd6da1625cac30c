import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { sendEmailPasscode } from '@/server/identity';

/** email: sends the 4-digit passcode to a fan's email on record. */
export const POST = route({
  body: z.object({ email_login: z.string().optional(), resend: z.boolean().optional() }),
  handle: async ({ input, ip }) => {
    const result = await sendEmailPasscode({ email: input.email_login, isResend: input.resend === true, ip });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ user: { email: result.user.email } });
  },
});
