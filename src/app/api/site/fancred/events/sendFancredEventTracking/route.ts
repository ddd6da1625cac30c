import { trackingBody } from '@/schemas/fancred-api';
import { recordTracking } from '@/server/fancred';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** sendFancredEventTracking (spec §3 tracking, §7): what the fan read or watched; a watched video earns by the rules. */
export const POST = route({
  access: fan,
  body: trackingBody,
  maxBytes: 4096,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const { award } = await recordTracking({
      userId: user.id,
      emsisdn: user.emsisdn,
      articleId: input.article_id ?? null,
      videoId: input.video_id ?? null,
      action: input.action,
    });
    return privateJson({
      status: true,
      award: award ? { status: award.status, points: award.points, needs_profile: award.needsProfile } : null,
    });
  },
});
