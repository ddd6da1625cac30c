import { NextResponse } from 'next/server';
import { checkStatus } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { setStatusCookies } from '@/server/http/billing-responses';
import { requireFan } from '@/server/http/identity-responses';
import { statusCheckBody } from '@/schemas/billing';

/** The fan's voucher subscription (spec §7): empty strings when the fan has none from Stellr. */
export async function POST(request: Request) {
  const parsed = await parseBody(request, statusCheckBody);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const result = await checkStatus(fan.user, 'stellr');
  const response = NextResponse.json({ status: result.status }, { headers: { 'cache-control': 'private, no-store' } });
  if (result.isEntitled) setStatusCookies(response, result);
  return response;
}
