import { isSameSitePath } from '@/schemas/same-site-path';
import { route, seeOther } from '@/server/http/route';

/** Where a login-only page sends a visitor (spec §2, §6): the home page with the signin view open. */
export const GET = route({
  handle: async ({ request }) => {
    const params = request.nextUrl.searchParams;
    const callback = params.get('callbackUrl') ?? '';
    const target = new URLSearchParams({ auth: 'signin' });
    // Only a path on this site: never an open redirect.
    if (isSameSitePath(callback)) target.set('callbackUrl', callback);
    const error = params.get('error');
    if (error === 'SessionRequired') target.set('error', error);
    return seeOther(`/?${target}`);
  },
});
