import { NextResponse } from 'next/server';
import { z } from 'zod';
import { agreesWithRecord } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { toApiUser } from '@/server/identity';

const body = z.object({ emsisdn: z.string().optional(), sub_provider: z.string().optional(), sub_expiry: z.string().optional(), subscription_id: z.string().optional() });

/**
 * The signed-in fan's user record (spec §7), with sub_provider, sub_expiry and subscription_id. Those come from our
 * subscription record, kept by the providers' signed callbacks and voucher redemptions: values in the body are
 * never written (a browser cannot make itself a subscriber); `sub_matches` says whether they agree with the record.
 */
export async function POST(request: Request) {
  const parsed = await parseBody(request, body);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const user = toApiUser(fan.user);
  const sub_matches = agreesWithRecord(fan.user, { provider: parsed.data.sub_provider, subscriptionId: parsed.data.subscription_id });
  return NextResponse.json({ user: { ...user, sub_provider: user.subscription_provider, sub_expiry: user.subscription_expiry, sub_matches } });
}
