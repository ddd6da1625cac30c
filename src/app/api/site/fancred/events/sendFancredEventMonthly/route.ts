import { fanEventBody } from '@/schemas/fancred-api';
import { awardBody, submitFanEvent } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** sendFancredEventMonthly (spec §7): the fan's event, awarded at once by the rules; it counts in this month's and this year's table (one award, whichever of the monthly and yearly calls brings it). */
export const POST = route({
  access: fan,
  body: fanEventBody,
  maxBytes: 4096,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const outcome = await submitFanEvent({
      userId: user.id,
      event: input.event,
      eventType: input.event_type,
      itemId: input.id,
      score: input.score,
      isQueued: false,
    });
    if (!outcome.ok) fail(outcome.error);
    return privateJson(awardBody(outcome.result));
  },
});
