import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { requestStaffPasswordReset } from '@/server/identity';

/** forgot_password (staff): emails a one-hour reset link. */
export const POST = route({
  body: z.object({ email: z.string().optional() }),
  handle: async ({ input, ip }) => {
    const result = await requestStaffPasswordReset({ email: input.email, ip });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ user: { email: result.email } });
  },
});
