import { NextResponse } from 'next/server';
import { confirmSubscriptionEvent } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { fancredSubscriptionBody } from '@/schemas/billing';

/**
 * The site's subscription event (spec §3, §7). The server records subscription events itself when a provider's
 * callback or a voucher makes a subscription (once, in that transaction); this call only confirms that the event
 * the page reports matches the record — a browser cannot make itself a subscriber or earn points twice.
 */
export async function POST(request: Request) {
  const parsed = await parseBody(request, fancredSubscriptionBody);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const isRecorded = await confirmSubscriptionEvent(fan.user, { subscriptionId: parsed.data.subscription_id, provider: parsed.data.subscription_provider });
  return NextResponse.json({ status: isRecorded });
}
