import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getConfig } from '@/server/config';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { profileChanges } from '@/server/http/identity-requests';
import { setLocaleCookie, userBody } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { editProfile, toFanProfile } from '@/server/identity';

/**
 * /profile save (multipart, with an optional thumbnail_file image); returns the updated user. The session is checked
 * before the (up to UPLOAD_MAX_BYTES) body is read.
 */
export const POST = route({
  access: fan,
  body: z.record(z.string(), z.unknown()),
  maxBytes: () => getConfig().limits.uploadMaxBytes + 64 * 1024,
  handle: async ({ user, input }) => {
    const { id, thumbnail_file: thumbnail, ...fields } = input;
    assertOwns(user, { id });
    const changes = profileChanges(fields);
    const result = await editProfile(user, { changes, thumbnail: thumbnail instanceof Blob ? thumbnail : undefined });
    if (!result.ok) fail(result.error, { fields: result.fields });
    const response = NextResponse.json({ user: userBody(toFanProfile(result.user)) });
    setLocaleCookie(response, result.user.language);
    return response;
  },
});
