import { isLocale } from '@/i18n/locales';
import { pushSubscribeBody } from '@/schemas/push';
import { fail } from '@/server/http/api-errors';
import { privateJson, route } from '@/server/http/route';
import { getSignedIn } from '@/server/identity';
import { subscribePush } from '@/server/outbound';

/**
 * POST /api/site/push/subscribe {subscription: {endpoint, keys: {p256dh, auth}}, topics, language?} → 200 {topics}
 * (201 for a new subscription). The language is the body's, else the site's cookie; a signed-in fan is remembered
 * (their subscriptions go when their account does). 422 for an unknown topic or an endpoint off the push services.
 */
export const POST = route({
  body: pushSubscribeBody,
  maxBytes: 4096,
  handle: async ({ request, input, ip }) => {
    const cookie = request.cookies.get('NEXT_LOCALE')?.value;
    const signedIn = await getSignedIn(request.headers);
    const result = await subscribePush({
      ...input,
      locale: input.language ?? (isLocale(cookie) ? cookie : 'en'),
      userId: signedIn?.user.id ?? null,
      ip,
    });
    if (!result.ok) fail(result.error);
    return privateJson({ topics: result.topics }, { status: result.isNew ? 201 : 200 });
  },
});
