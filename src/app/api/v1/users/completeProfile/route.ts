import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { getConfig } from '@/server/config';
import { completeProfileFields } from '@/server/http/identity-requests';
import { ONE_YEAR_SECONDS, setLocaleCookie } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { completeProfile } from '@/server/identity';

/**
 * complete_profile (multipart: emsisdn, first_name, last_name, nickname, email, team, language); 204 on success. A field
 * the fan already has may be left out. The first completion sets the one-year completed-profile cookie and consumes
 * the playable-ad score cookie a sign-up with fields left out kept.
 */
export const POST = route({
  access: fan,
  body: z.record(z.string(), z.unknown()),
  handle: async ({ request, user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const fields = completeProfileFields(input, user);
    const result = await completeProfile(user, fields, { scoreCookie: request.cookies.get('pa-data-score')?.value });
    if (!result.ok) fail(result.error, { fields: result.fields });
    const response = new NextResponse(null, { status: 204 });
    const { brand, secureCookies } = getConfig();
    if (result.becameComplete)
      response.cookies.set(`${brand.slug}_completed_profile`, '1', {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: secureCookies,
      });
    if (result.hadScore) response.cookies.set('pa-data-score', '', { path: '/', maxAge: 0 });
    setLocaleCookie(response, result.user.language);
    return response;
  },
});
