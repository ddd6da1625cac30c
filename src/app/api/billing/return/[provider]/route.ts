import { NextResponse } from 'next/server';
import { isCarrierProvider } from '@/server/billing';
import { setFromTelkomCookie } from '@/server/http/billing-responses';
import { route } from '@/server/http/route';

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
    const to = (query: string) => new URL(`/subscribe?${query}`, request.url);
    if (!isCarrierProvider(provider)) return NextResponse.redirect(to('error=unknown_provider'), 303);
    if (search.get('result') === 'cancelled') return NextResponse.redirect(to(`cancelled=${provider}`), 303);
    if (provider === 'telkom') {
      if (!subscriptionId) return NextResponse.redirect(to('error=provider_unavailable'), 303);
      const response = NextResponse.redirect(to(`telkom=${encodeURIComponent(subscriptionId)}`), 303);
      setFromTelkomCookie(response);
      return response;
    }
    return NextResponse.redirect(to(`subscribed=${provider}`), 303);
  },
});
