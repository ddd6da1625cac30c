import { checkStatus } from '@/server/billing';
import { statusCheckBody } from '@/schemas/billing';
import { setStatusCookies, specStatus, type StatusBody } from '@/server/http/billing-responses';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** The fan's voucher subscription (spec §7): empty strings when the fan has none from Stellr. */
export const POST = route({
  access: fan,
  body: statusCheckBody,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await checkStatus(user, 'stellr');
    const response = privateJson({ status: specStatus(result.status) } satisfies StatusBody);
    if (result.isEntitled) setStatusCookies(response, result);
    return response;
  },
});
