import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requestIp } from '@/server/http/identity-responses';
import { requestStaffPasswordReset } from '@/server/identity';

const body = z.object({ email: z.string().optional() });

/** forgot_password (staff): emails a one-hour reset link. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const result = await requestStaffPasswordReset({ email: parsed.data.email, ip: requestIp(request) });
  return result.ok ? NextResponse.json({ user: { email: result.email } }) : identityError(result.error);
}
