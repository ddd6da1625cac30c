import { NextResponse } from 'next/server';
import { BILLING_ERRORS, isCarrierProvider, receiveCallback, SIGNATURE_HEADER } from '@/server/billing';
import { jsonError } from '@/server/http/api-errors';
import { billingError } from '@/server/http/billing-responses';

const MAX_CALLBACK_BYTES = 16 * 1024;

/**
 * A provider's subscription events (subscribe, renew, charge_failed, unsubscribe): signed with its shared secret,
 * applied once per event id. 200 `{status: applied | stale | duplicate}`; 401 bad signature; 413 over 16 KB; 422 not an event.
 */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isCarrierProvider(provider)) return billingError(BILLING_ERRORS.unknownProvider);
  const tooLarge = () => jsonError(413, 'payload_too_large', 'The request body is too large.');
  if (Number(request.headers.get('content-length') ?? '0') > MAX_CALLBACK_BYTES) return tooLarge();
  const rawBody = await request.text();
  if (rawBody.length > MAX_CALLBACK_BYTES) return tooLarge();
  const result = await receiveCallback({ provider, rawBody, signature: request.headers.get(SIGNATURE_HEADER) });
  if (!result.ok) return billingError(result.error);
  return NextResponse.json({ status: result.outcome });
}
