import { NextResponse } from 'next/server';
import { brandCookieNames, clearLocaleCookie, clearSignupProof, withCookies } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { endSession } from '@/server/identity';

/**
 * Logout: ends the session server-side and expires every subscription cookie and the score cookie (spec §4), and the
 * language cookie (the site returns to English, issue 17).
 */
export const POST = route({
  handle: async ({ request }) => {
    const response = NextResponse.json({ url: '/' });
    for (const name of brandCookieNames()) response.cookies.set(name, '', { path: '/', maxAge: 0 });
    clearSignupProof(response);
    clearLocaleCookie(response);
    return withCookies(response, await endSession(request.headers));
  },
});
