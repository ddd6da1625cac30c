import { NextResponse } from 'next/server';
import { z } from 'zod';
import { appError } from '@/schemas/app-error';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { resetStaffPassword } from '@/server/identity';

/** Sets a staff member's new password with the emailed token (one hour, single use; every session is revoked). */
export const POST = route({
  body: z.object({ token: z.string().min(1).max(200), password: z.string().max(256) }),
  handle: async ({ input }) => {
    const result = await resetStaffPassword(input);
    if (result.ok) return NextResponse.json({ status: true });
    fail(
      result.reason === 'weak_password'
        ? appError(422, 'weak_password', 'Use at least 10 characters.')
        : appError(400, 'invalid_token', 'This reset link has expired or was already used.'),
    );
  },
});
