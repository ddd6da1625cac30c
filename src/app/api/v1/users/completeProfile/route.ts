import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { setLocaleCookie } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { completeProfile } from '@/server/identity';

/** complete_profile (multipart: emsisdn, first_name, last_name, nickname, email, team, language); 204 on success. */
export const POST = route({
  access: fan,
  body: z.record(z.string(), z.unknown()),
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await completeProfile(user, input);
    if (!result.ok) fail(result.error, { fields: result.fields });
    const response = new NextResponse(null, { status: 204 });
    setLocaleCookie(response, result.user.language);
    return response;
  },
});
