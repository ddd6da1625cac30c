import { eventStatusBody } from '@/schemas/fancred-api';
import { eventStatusFor, FANCRED_ERRORS } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { fanEventRoute } from '../fan-event-route';

/** checkFancredEventStatus (spec §7): a queued event's status — pending, applied or rejected — for its own fan only. */
export const POST = fanEventRoute({
  body: eventStatusBody,
  answer: async ({ user, input }) => {
    const status = await eventStatusFor({ userId: user.id, eventId: input.id });
    if (!status) fail(FANCRED_ERRORS.notFound);
    return { event_status: status.status, points: status.points, reason: status.reason };
  },
});
