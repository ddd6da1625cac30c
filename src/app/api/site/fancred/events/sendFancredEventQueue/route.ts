import { queueEventBody } from '@/schemas/fancred-api';
import { awardBody, submitFanEvent } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** sendFancredEventQueue (spec §7): the event is stored (pending) and committed before the answer, then applied; an acknowledged event is never lost. The fan's details in the body are kept with it, never trusted. */
export const POST = route({
  access: fan,
  body: queueEventBody,
  maxBytes: 4096,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn, msisdn: input.msisdn ?? undefined });
    const outcome = await submitFanEvent({
      userId: user.id,
      event: input.event,
      eventType: input.event_type,
      itemId: input.id,
      score: input.score,
      payload: {
        msisdn: input.msisdn ?? null,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        nickname: input.nickname ?? null,
        image_url: input.image_url ?? null,
        email: input.email ?? null,
      },
      isQueued: true,
    });
    if (!outcome.ok) fail(outcome.error);
    return privateJson(awardBody(outcome.result));
  },
});
