import { NextResponse } from 'next/server';
import { BILLING_ERRORS, checkStatusWorldPlay, enrichedMsisdn } from '@/server/billing';
import { parseBody } from '@/server/http/api-errors';
import { billingError, setStatusCookies } from '@/server/http/billing-responses';
import { requireFan } from '@/server/http/identity-responses';
import { worldPlayStatusBody } from '@/schemas/billing';

/**
 * WorldPlay (spec §7): the status and WorldPlay's own unsubscribe message (unsub_sms). WorldPlay knows the fan only
 * over mobile data, so on Wi-Fi this is 409 offnet (the modal shows offnet_unsub).
 */
export async function POST(request: Request) {
  const parsed = await parseBody(request, worldPlayStatusBody);
  if (!parsed.ok) return parsed.response;
  const fan = await requireFan(request, { emsisdn: parsed.data.emsisdn, msisdn: parsed.data.msisdn });
  if (!fan.ok) return fan.response;
  if (!enrichedMsisdn(request.headers)) return billingError(BILLING_ERRORS.offnet);
  const result = await checkStatusWorldPlay(fan.user);
  if ('error' in result) return billingError(BILLING_ERRORS.providerUnavailable);
  const response = NextResponse.json({ status: result.status, unsub_sms: result.unsubSms }, { headers: { 'cache-control': 'private, no-store' } });
  if (result.isEntitled) setStatusCookies(response, result);
  return response;
}
