import { isCarrierProvider, startCarrierSubscription } from '@/server/billing';
import { route, seeOther } from '@/server/http/route';
import { getSignedIn } from '@/server/identity';

/**
 * "Subscribe with {network}" on /subscribe: a plain link, so it works without JavaScript. A visitor logs in first;
 * on mobile data the fan goes to the network's own confirmation page; on Wi-Fi (no number from the network) or on
 * another number's data, back to /subscribe with the reason, which the page shows (offnet, error).
 */
export const GET = route<undefined, object, { provider: string }>({
  handle: async ({ request, params }) => {
    const { provider } = params;
    const back = (query: string) => seeOther(`/subscribe?${query}`);
    if (!isCarrierProvider(provider)) return back('error=unknown_provider');
    const signedIn = await getSignedIn(request.headers);
    if (!signedIn) return seeOther(`/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent('/subscribe')}`);
    const started = await startCarrierSubscription({ user: signedIn.user, provider, headers: request.headers });
    if (!started.ok) return back(started.error.code === 'offnet' ? `offnet=${provider}` : `error=${started.error.code}`);
    return seeOther(started.confirmUrl);
  },
});
