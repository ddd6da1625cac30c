import { worldPlayStatusBody } from '@/schemas/billing';
import { BILLING_ERRORS, checkStatusWorldPlay, enrichedMsisdn } from '@/server/billing';
import { fail } from '@/server/http/api-errors';
import { setStatusCookies, specStatus, type WorldPlayStatusBody } from '@/server/http/billing-responses';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/**
 * WorldPlay (spec §7): the status and WorldPlay's own unsubscribe message (unsub_sms). WorldPlay knows the fan only
 * over mobile data, so on Wi-Fi this is 409 offnet (the modal shows offnet_unsub).
 */
export const POST = route({
  access: fan,
  body: worldPlayStatusBody,
  handle: async ({ request, user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn, msisdn: input.msisdn });
    if (!enrichedMsisdn(request.headers)) fail(BILLING_ERRORS.offnet);
    const result = await checkStatusWorldPlay(user);
    if ('error' in result) fail(BILLING_ERRORS.providerUnavailable);
    const response = privateJson({ status: specStatus(result.status), unsub_sms: result.unsubSms } satisfies WorldPlayStatusBody);
    if (result.isEntitled) setStatusCookies(response, result);
    return response;
  },
});
