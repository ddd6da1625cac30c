import { NextResponse, type NextRequest } from 'next/server';
import { closeSubscribeReminder, getSignedIn, setNickname, toSessionUser } from '@/server/identity';
import { jsonError } from '@/server/http/api-errors';
import { identityError } from '@/server/http/identity-responses';

/**
 * The auth client's session (spec §7): `{ user, expires }` for a signed-in fan, `{}` otherwise. `?nickname=…`
 * updates the nickname first, `?subscribe_reminder=closed` closes the subscribe reminder for this session (the
 * spec's query flags).
 */
export async function GET(request: NextRequest) {
  const signedIn = await getSignedIn(request.headers);
  const headers = { 'cache-control': 'private, no-store' };
  if (!signedIn) return NextResponse.json({}, { headers });
  let { user } = signedIn;
  const nickname = request.nextUrl.searchParams.get('nickname');
  if (nickname?.includes('\u0000')) return jsonError(400, 'malformed_body', 'The request contains a NUL character.');
  if (nickname !== null) {
    const result = await setNickname(user, nickname);
    if (!result.ok) return identityError(result.error, result.fields);
    user = result.user;
  }
  if (request.nextUrl.searchParams.get('subscribe_reminder') === 'closed') await closeSubscribeReminder(signedIn.sessionId);
  return NextResponse.json({ user: toSessionUser(user), expires: signedIn.expires.toISOString() }, { headers });
}
