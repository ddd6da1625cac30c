import { emsisdnBody } from '@/schemas/billing';
import { getEntitlement } from '@/server/billing';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** Whether the fan's subscription is active (spec §7): the entitlement answer, role_id 1 included. */
export const POST = route({
  access: fan,
  body: emsisdnBody,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const entitlement = await getEntitlement(user);
    return privateJson({ is_sub_active: entitlement.isEntitled });
  },
});
