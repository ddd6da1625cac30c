import { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { setLocaleCookie } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { setLanguage } from '@/server/identity';

/** A member's language change: true on success; the NEXT_LOCALE cookie follows, so the next page is in it. */
export const POST = route({
  access: fan,
  body: z.object({ id: z.string().optional(), language: z.unknown() }),
  handle: async ({ user, input }) => {
    assertOwns(user, { id: input.id });
    const result = await setLanguage(user, input.language);
    if (!result.ok) fail(result.error, { fields: result.fields });
    const response = NextResponse.json(true);
    setLocaleCookie(response, result.user.language);
    return response;
  },
});
