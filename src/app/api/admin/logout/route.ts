import { NextResponse } from 'next/server';
import { withCookies } from '@/server/http/identity-responses';
import { endSession } from '@/server/identity';

/** The console's Logout: ends the staff session, back to /admin/login. */
export async function POST(request: Request) {
  return withCookies(NextResponse.redirect(new URL('/admin/login', request.url), 303), await endSession(request.headers));
}
