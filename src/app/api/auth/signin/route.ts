import { NextResponse } from 'next/server';
import { isSameSitePath } from '@/schemas/same-site-path';
import { route } from '@/server/http/route';

/** Where a login-only page sends a visitor (spec §2, §6): the home page with the signin view open. */
export const GET = route({
  handle: async ({ request }) => {
    const params = request.nextUrl.searchParams;
    const callback = params.get('callbackUrl') ?? '';
    const target = new URL('/', request.nextUrl);
    target.searchParams.set('auth', 'signin');
    // Only a path on this site: never an open redirect.
    if (isSameSitePath(callback)) target.searchParams.set('callbackUrl', callback);
    const error = params.get('error');
    if (error === 'SessionRequired') target.searchParams.set('error', error);
    return NextResponse.redirect(target, 303);
  },
});
