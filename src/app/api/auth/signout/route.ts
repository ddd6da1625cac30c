import { NextResponse } from 'next/server';
import { brandCookieNames, withCookies } from '@/server/http/identity-responses';
import { endSession, signupProofCookieName } from '@/server/identity';

/** Logout: ends the session server-side and expires every subscription cookie and the score cookie (spec §4). */
export async function POST(request: Request) {
  const response = NextResponse.json({ url: '/' });
  for (const name of brandCookieNames()) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  // The sign-up proof lives on the sign-up API's path only.
  response.headers.append('set-cookie', `${signupProofCookieName()}=; Path=/api/site/user; Max-Age=0; HttpOnly; SameSite=Lax`);
  return withCookies(response, await endSession(request.headers));
}
