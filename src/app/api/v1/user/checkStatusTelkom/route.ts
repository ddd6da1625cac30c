import { NextResponse } from 'next/server';
import { BILLING_ERRORS, checkStatusTelkom } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { billingError, setStatusCookies, setTelkomCookies } from '@/server/http/billing-responses';
import { requireFan } from '@/server/http/identity-responses';
import { telkomStatusBody } from '@/schemas/billing';

/** Telkom (spec §7): asks Telkom about subscription_id; returns sub_status_code (1 active, 7 waiting, 8 no airtime). */
export async function POST(request: Request) {
  const parsed = await parseBody(request, telkomStatusBody);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn });
  if (!fan.ok) return fan.response;
  const result = await checkStatusTelkom(fan.user, parsed.data.subscription_id);
  if ('error' in result) return billingError(BILLING_ERRORS.providerUnavailable);
  const response = NextResponse.json({ status: result.status, sub_status_code: result.subStatusCode }, { headers: { 'cache-control': 'private, no-store' } });
  setTelkomCookies(response, result, result.subStatusCode);
  if (result.isEntitled) setStatusCookies(response, result);
  return response;
}
