import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requireFan, setLocaleCookie } from '@/server/http/identity-responses';
import { completeProfile } from '@/server/identity';
import { NextResponse } from 'next/server';

const body = z.record(z.string(), z.unknown());

/** complete_profile (multipart: emsisdn, first_name, last_name, nickname, email, team, language); 204 on success. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const result = await completeProfile(fan.user, parsed.data);
  if (!result.ok) return identityError(result.error, result.fields);
  const response = new NextResponse(null, { status: 204 });
  setLocaleCookie(response, result.user.language);
  return response;
}
