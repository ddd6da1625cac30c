import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { STAFF_LOGIN_EMAIL_COOKIE, withCookies } from '@/server/http/identity-responses';
import { route, seeOther } from '@/server/http/route';
import { signInStaff } from '@/server/identity';
import { getConfig } from '@/server/config';

const body = z.object({ email: z.string().max(254).default(''), password: z.string().max(256).default(''), next: z.string().optional() });

/** The /admin/login form: 303 to the console with a session, or back to the form with the reason and the email kept. */
export const POST = route({
  handle: async ({ request, ip }) => {
    const parsed = await parseBody(request, body);
    const back = (error: string) => {
      const response = seeOther(`/admin/login?error=${error}`);
      const email = parsed.ok ? parsed.data.email.trim() : '';
      if (email)
        response.cookies.set(STAFF_LOGIN_EMAIL_COOKIE, email, {
          path: '/admin/login',
          maxAge: 120,
          httpOnly: true,
          sameSite: 'lax',
          secure: getConfig().secureCookies,
        });
      return response;
    };
    if (!parsed.ok) return back('invalid');
    const result = await signInStaff({ email: parsed.data.email, password: parsed.data.password, ip, headers: request.headers });
    if (!result.ok) return back(result.reason === 'invalid' ? 'invalid' : 'locked');
    const next = parsed.data.next && /^\/admin(\/[\w\-/]*)?$/.test(parsed.data.next) ? parsed.data.next : '/admin';
    return withCookies(seeOther(next), result.cookies);
  },
});
