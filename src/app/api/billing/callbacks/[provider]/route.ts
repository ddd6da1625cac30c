import { NextResponse } from 'next/server';
import { BILLING_ERRORS, isCarrierProvider, receiveCallback, SIGNATURE_HEADER } from '@/server/billing';
import { fail, readBodyText } from '@/server/http/api-errors';
import { route } from '@/server/http/route';

const MAX_CALLBACK_BYTES = 16 * 1024;

/**
 * A provider's subscription events (subscribe, renew, charge_failed, unsubscribe): signed with its shared secret,
 * applied once per event id. 200 `{status: applied | stale | duplicate}`; 401 bad signature; 413 over 16 KB (read no
 * further, chunked or not); 422 not an event. The signature is the credential, so the network's servers may call.
 */
export const POST = route<undefined, object, { provider: string }>({
  isCrossSiteAllowed: true,
  handle: async ({ request, params }) => {
    const { provider } = params;
    if (!isCarrierProvider(provider)) fail(BILLING_ERRORS.unknownProvider);
    const rawBody = await readBodyText(request, MAX_CALLBACK_BYTES);
    const result = await receiveCallback({ provider, rawBody, signature: request.headers.get(SIGNATURE_HEADER) });
    if (!result.ok) fail(result.error);
    return NextResponse.json({ status: result.outcome });
  },
});
