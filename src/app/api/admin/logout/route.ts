import { NextResponse } from 'next/server';
import { withCookies } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { endSession } from '@/server/identity';

/** The console's Logout: ends the staff session, back to /admin/login. */
export const POST = route({
  handle: async ({ request }) =>
    withCookies(NextResponse.redirect(new URL('/admin/login', request.url), 303), await endSession(request.headers)),
});
