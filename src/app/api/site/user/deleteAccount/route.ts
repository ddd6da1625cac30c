import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { brandCookieNames, clearLocaleCookie, clearSignupProof, withCookies } from '@/server/http/identity-responses';
import { privateJson, route } from '@/server/http/route';
import { endSession } from '@/server/identity';
import { deleteMyAccount } from '@/server/privacy';

/** Deleting my account, step 2: the SMS code; the account is erased and the session ends, as at logout. */
export const POST = route({
  access: fan,
  body: z.object({ otp: z.string().optional() }),
  handle: async ({ user, input, ip, request }) => {
    const result = await deleteMyAccount({ user, otp: input.otp, ip });
    if (!result.ok) fail(result.error);
    const response = privateJson({ status: 'deleted', url: '/' });
    for (const name of brandCookieNames()) response.cookies.set(name, '', { path: '/', maxAge: 0 });
    clearSignupProof(response);
    clearLocaleCookie(response);
    return withCookies(response, await endSession(request.headers));
  },
});
