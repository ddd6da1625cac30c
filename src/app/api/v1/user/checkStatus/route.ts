import { checkStatus } from '@/server/billing';
import { statusCheckBody } from '@/schemas/billing';
import { setStatusCookies, specStatus, type StatusBody } from '@/server/http/billing-responses';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** The fan's subscription status (spec §7), and the status cookies (spec §3). role_id comes from our record, not the body. */
export const POST = route({
  access: fan,
  body: statusCheckBody,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await checkStatus(user);
    const response = privateJson({ status: specStatus(result.status) } satisfies StatusBody);
    setStatusCookies(response, result);
    return response;
  },
});
