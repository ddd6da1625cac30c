import { NextResponse } from 'next/server';
import { getEntitlement } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { requireFan } from '@/server/http/identity-responses';
import { emsisdnBody } from '@/schemas/billing';

/** Whether the fan's subscription is active (spec §7): the entitlement answer, role_id 1 included. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, emsisdnBody);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const entitlement = await getEntitlement(fan.user);
  return NextResponse.json({ is_sub_active: entitlement.isEntitled }, { headers: { 'cache-control': 'private, no-store' } });
}
