import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/server/http/api-errors';
import { withCookies } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { signInStaff } from '@/server/identity';

const body = z.object({ email: z.string().max(254).default(''), password: z.string().max(256).default(''), next: z.string().optional() });

/** The /admin/login form: 303 to the console with a session, or back to the form with the reason. */
export const POST = route({
  handle: async ({ request, ip }) => {
    const parsed = await parseBody(request, body);
    const back = (error: string) => NextResponse.redirect(new URL(`/admin/login?error=${error}`, request.url), 303);
    if (!parsed.ok) return back('invalid');
    const result = await signInStaff({ email: parsed.data.email, password: parsed.data.password, ip, headers: request.headers });
    if (!result.ok) return back(result.reason === 'invalid' ? 'invalid' : 'locked');
    const next = parsed.data.next && /^\/admin(\/[\w\-/]*)?$/.test(parsed.data.next) ? parsed.data.next : '/admin';
    return withCookies(NextResponse.redirect(new URL(next, request.url), 303), result.cookies);
  },
});
