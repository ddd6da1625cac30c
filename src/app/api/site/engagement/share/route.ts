import { shareBody } from '@/schemas/fancred-api';
import { FANCRED_ERRORS, recordShare } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { awardJson } from '@/server/http/fancred-responses';
import { fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** POST /api/site/engagement/share {item_type, item_id, channel}: every share of a published item counts (404 otherwise); points once per item. */
export const POST = route({
  access: fan,
  body: shareBody,
  maxBytes: 2048,
  handle: async ({ user, input }) => {
    const result = await recordShare({ userId: user.id, itemType: input.item_type, itemId: input.item_id, channel: input.channel });
    if (!result) fail(FANCRED_ERRORS.itemNotFound);
    return privateJson({ shares: result.shares, award: awardJson(result.award) });
  },
});
