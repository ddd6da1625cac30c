import { NextResponse } from 'next/server';
import { brandCookieNames, clearSignupProof, withCookies } from '@/server/http/identity-responses';
import { endSession } from '@/server/identity';

/** Logout: ends the session server-side and expires every subscription cookie and the score cookie (spec §4). */
export async function POST(request: Request) {
  const response = NextResponse.json({ url: '/' });
  for (const name of brandCookieNames()) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  clearSignupProof(response);
  return withCookies(response, await endSession(request.headers));
}
