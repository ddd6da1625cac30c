import { NextResponse, type NextRequest } from 'next/server';

/** Where a login-only page sends a visitor (spec §2, §6): the home page with the signin view open. */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const callback = params.get('callbackUrl') ?? '';
  const target = new URL('/', request.nextUrl);
  target.searchParams.set('auth', 'signin');
  // Only a path on this site: never an open redirect. Browsers drop tabs and newlines from a URL and read \ as /,
  // so "/\t/evil.example" would leave the site: a callback with a control character or a backslash is dropped.
  if (/^\/(?![/\\])/.test(callback) && !/[\u0000-\u001f\u007f\\]/.test(callback)) target.searchParams.set('callbackUrl', callback);
  const error = params.get('error');
  if (error === 'SessionRequired') target.searchParams.set('error', error);
  return NextResponse.redirect(target, 303);
}
