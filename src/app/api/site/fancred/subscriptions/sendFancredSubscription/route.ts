import { NextResponse } from 'next/server';
import { fancredSubscriptionBody } from '@/schemas/billing';
import { confirmSubscriptionEvent } from '@/server/billing';
import { assertOwns, fan } from '@/server/http/guards';
import { route } from '@/server/http/route';

/**
 * The site's subscription event (spec §3, §7). The server records subscription events itself when a provider's
 * callback or a voucher makes a subscription (once, in that transaction); this call only confirms that the event
 * the page reports matches the record — a browser cannot make itself a subscriber or earn points twice.
 */
export const POST = route({
  access: fan,
  body: fancredSubscriptionBody,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const isRecorded = await confirmSubscriptionEvent(user, {
      subscriptionId: input.subscription_id,
      provider: input.subscription_provider,
    });
    return NextResponse.json({ status: isRecorded });
  },
});
