import { trackingBody } from '@/schemas/fancred-api';
import { recordTracking } from '@/server/fancred';
import { awardJson } from '@/server/http/fancred-responses';
import { fanEventRoute } from '../fan-event-route';

/** sendFancredEventTracking (spec §3 tracking, §7): what the fan read or watched; a watched video earns by the rules. */
export const POST = fanEventRoute({
  body: trackingBody,
  answer: async ({ user, input }) => {
    const { award } = await recordTracking({
      userId: user.id,
      emsisdn: user.emsisdn,
      articleId: input.article_id ?? null,
      videoId: input.video_id ?? null,
      action: input.action,
    });
    return { status: true, award: award ? awardJson(award) : null };
  },
});
