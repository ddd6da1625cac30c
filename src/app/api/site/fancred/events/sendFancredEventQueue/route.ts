import { queueEventBody } from '@/schemas/fancred-api';
import { awardEvent, fanEventRoute } from '../fan-event-route';

/** sendFancredEventQueue (spec §7): the event is stored (pending) and committed before the answer, then applied; an acknowledged event is never lost. The fan's details in the body are kept with it, never trusted. */
export const POST = fanEventRoute({
  body: queueEventBody,
  claims: (input) => ({ emsisdn: input.emsisdn, msisdn: input.msisdn ?? undefined }),
  answer: ({ user, input }) =>
    awardEvent({
      user,
      input,
      payload: {
        msisdn: input.msisdn ?? null,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        nickname: input.nickname ?? null,
        image_url: input.image_url ?? null,
        email: input.email ?? null,
      },
      isQueued: true,
    }),
});
