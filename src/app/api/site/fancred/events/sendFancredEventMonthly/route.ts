import { fanEventBody } from '@/schemas/fancred-api';
import { awardEvent, fanEventRoute } from '../fan-event-route';

/** sendFancredEventMonthly (spec §7): the fan's event, awarded at once by the rules; it counts in this month's and this year's table (one award, whichever of the monthly and yearly calls brings it). */
export const POST = fanEventRoute({
  body: fanEventBody,
  answer: ({ user, input }) => awardEvent({ user, input, isQueued: false }),
});
