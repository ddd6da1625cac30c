import { isCarrierProvider } from '@/server/billing';
import { setFromTelkomCookie } from '@/server/http/billing-responses';
import { route, seeOther } from '@/server/http/route';

/**
 * Where a network's confirmation page sends the fan back. The subscription itself arrives by the network's signed
 * callback; this only routes the fan to /subscribe, which checks the status (Telkom: telkom-subscribing, with the
 * 60-second {product}_from_telkom cookie of spec §3, §9).
 */
export const GET = route<undefined, object, { provider: string }>({
  handle: async ({ request, params }) => {
    const { provider } = params;
    const search = request.nextUrl.searchParams;
    const subscriptionId = search.get('subscription_id') ?? '';
    const to = (query: string) => seeOther(`/subscribe?${query}`);
    if (!isCarrierProvider(provider)) return to('error=unknown_provider');
    if (search.get('result') === 'cancelled') return to(`cancelled=${provider}`);
    if (provider === 'telkom') {
      if (!subscriptionId) return to('error=provider_unavailable');
      const response = to(`telkom=${encodeURIComponent(subscriptionId)}`);
      setFromTelkomCookie(response);
      return response;
    }
    return to(`subscribed=${provider}`);
  },
});
