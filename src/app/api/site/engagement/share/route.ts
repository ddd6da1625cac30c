import { shareBody } from '@/schemas/fancred-api';
import { recordShare } from '@/server/fancred';
import { awardJson } from '@/server/http/fancred-responses';
import { fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** POST /api/site/engagement/share {item_type, item_id, channel}: every share counts; points once per item. */
export const POST = route({
  access: fan,
  body: shareBody,
  maxBytes: 2048,
  handle: async ({ user, input }) => {
    const result = await recordShare({ userId: user.id, itemType: input.item_type, itemId: input.item_id, channel: input.channel });
    return privateJson({ shares: result.shares, award: awardJson(result.award) });
  },
});
