import { telkomStatusBody } from '@/schemas/billing';
import { BILLING_ERRORS, checkStatusTelkom } from '@/server/billing';
import { fail } from '@/server/http/api-errors';
import { setStatusCookies, setTelkomCookies, specStatus, type TelkomStatusBody } from '@/server/http/billing-responses';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** Telkom (spec §7): asks Telkom about subscription_id; returns sub_status_code (1 active, 7 waiting, 8 no airtime). */
export const POST = route({
  access: fan,
  body: telkomStatusBody,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await checkStatusTelkom(user, input.subscription_id);
    if ('error' in result) fail(BILLING_ERRORS.providerUnavailable);
    const response = privateJson({
      status: specStatus(result.status),
      sub_status_code: result.subStatusCode,
    } satisfies TelkomStatusBody);
    setTelkomCookies(response, result, result.subStatusCode);
    if (result.isEntitled) setStatusCookies(response, result);
    return response;
  },
});
