import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requireFan, setLocaleCookie } from '@/server/http/identity-responses';
import { setLanguage } from '@/server/identity';

const body = z.object({ id: z.string().optional(), language: z.unknown() });

/** A member's language change: true on success; the NEXT_LOCALE cookie follows, so the next page is in it. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { id: parsed.data.id });
  if (!fan.ok) return fan.response;
  const result = await setLanguage(fan.user, parsed.data.language);
  if (!result.ok) return identityError(result.error, result.fields);
  const response = NextResponse.json(true);
  setLocaleCookie(response, result.user.language);
  return response;
}
