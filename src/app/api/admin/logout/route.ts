import { withCookies } from '@/server/http/identity-responses';
import { route, seeOther } from '@/server/http/route';
import { endSession } from '@/server/identity';

/** The console's Logout: ends the staff session, back to /admin/login. */
export const POST = route({
  handle: async ({ request }) => withCookies(seeOther('/admin/login'), await endSession(request.headers)),
});
