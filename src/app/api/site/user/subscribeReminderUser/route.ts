import { emsisdnBody } from '@/schemas/billing';
import { shouldRemind } from '@/server/billing';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** Whether to show subscribe_reminder now (spec §7): a member without a subscription who has not closed it this session. */
export const POST = route({
  access: fan,
  body: emsisdnBody,
  handle: async ({ user, sessionId, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    return privateJson({ status: await shouldRemind(user, sessionId) });
  },
});
