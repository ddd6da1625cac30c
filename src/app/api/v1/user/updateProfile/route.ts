import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getConfig } from '@/server/config';
import { parseBody } from '@/server/http/api-errors';
import { identityError, requireFan, setLocaleCookie } from '@/server/http/identity-responses';
import { editProfile, toApiUser } from '@/server/identity';

const body = z.record(z.string(), z.unknown());

/** /profile save (multipart, with an optional thumbnail_file image); returns the updated user. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body, { maxBytes: getConfig().limits.uploadMaxBytes + 64 * 1024 });
  if (!parsed.ok) return parsed.response;
  const { id, ...fields } = parsed.data;
  const fan = await requireFan(request, { id });
  if (!fan.ok) return fan.response;
  const result = await editProfile(fan.user, fields);
  if (!result.ok) return identityError(result.error, result.fields);
  const response = NextResponse.json({ user: toApiUser(result.user) });
  setLocaleCookie(response, result.user.language);
  return response;
}
