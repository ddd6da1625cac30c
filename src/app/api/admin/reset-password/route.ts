import { NextResponse } from 'next/server';
import { z } from 'zod';
import { jsonError, parseBody } from '@/server/http/api-errors';
import { resetStaffPassword } from '@/server/identity';

const body = z.object({ token: z.string().min(1).max(200), password: z.string().max(256) });

/** Sets a staff member's new password with the emailed token (one hour, single use; every session is revoked). */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await resetStaffPassword(parsed.data);
  if (result.ok) return NextResponse.json({ status: true });
  return result.reason === 'weak_password'
    ? jsonError(422, 'weak_password', 'Use at least 10 characters.')
    : jsonError(400, 'invalid_token', 'This reset link has expired or was already used.');
}
