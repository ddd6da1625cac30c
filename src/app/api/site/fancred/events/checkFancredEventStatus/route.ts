import { eventStatusBody } from '@/schemas/fancred-api';
import { eventStatusFor, FANCRED_ERRORS } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** checkFancredEventStatus (spec §7): a queued event's status — pending, applied or rejected — for its own fan only. */
export const POST = route({
  access: fan,
  body: eventStatusBody,
  maxBytes: 4096,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const status = await eventStatusFor({ userId: user.id, eventId: input.id });
    if (!status) fail(FANCRED_ERRORS.notFound);
    return privateJson({ event_status: status.event_status, points: status.points, reason: status.reason });
  },
});
