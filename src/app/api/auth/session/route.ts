import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { sessionUserBody, type SessionBody } from '@/server/http/identity-responses';
import { privateJson, route } from '@/server/http/route';
import { closeSubscribeReminder, getSignedIn, setNickname, toSessionUser } from '@/server/identity';
import { countPageView } from '@/server/metrics';

/**
 * The auth client's session (spec §7): `{ user, expires }` for a signed-in fan, `{}` otherwise. `?nickname=…`
 * updates the nickname first, `?subscribe_reminder=closed` closes the subscribe reminder for this session (the
 * spec's query flags: state changes on a GET, so they are refused from other sites like any POST). A plain ask counts
 * as a page view for the console's match-day figures (issue 39).
 */
export const GET = route({
  isGetStateChanging: (request) => request.nextUrl.searchParams.has('nickname') || request.nextUrl.searchParams.has('subscribe_reminder'),
  handle: async ({ request }) => {
    const signedIn = await getSignedIn(request.headers);
    // The header asks once per page a fan opens (and when the tab is back in front): the console's page views.
    if (request.nextUrl.search === '') countPageView(signedIn?.user.id);
    if (!signedIn) return privateJson({} satisfies SessionBody);
    let { user } = signedIn;
    const nickname = request.nextUrl.searchParams.get('nickname');
    if (nickname?.includes('\u0000')) fail(HTTP_ERRORS.nulCharacter);
    if (nickname !== null) {
      const result = await setNickname(user, nickname);
      if (!result.ok) fail(result.error, { fields: result.fields });
      user = result.user;
    }
    if (request.nextUrl.searchParams.get('subscribe_reminder') === 'closed') await closeSubscribeReminder(signedIn.sessionId);
    return privateJson({ user: sessionUserBody(toSessionUser(user)), expires: signedIn.expires.toISOString() } satisfies SessionBody);
  },
});
