import { likeBody } from '@/schemas/fancred-api';
import { FANCRED_ERRORS, setLike } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { awardJson } from '@/server/http/fancred-responses';
import { fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** POST /api/site/engagement/like {item_type, item_id, liked}: one like per fan per published item (404 otherwise); points once per item. */
export const POST = route({
  access: fan,
  body: likeBody,
  maxBytes: 2048,
  handle: async ({ user, input }) => {
    const result = await setLike({ userId: user.id, itemType: input.item_type, itemId: input.item_id, isLiked: input.liked });
    if (!result) fail(FANCRED_ERRORS.itemNotFound);
    return privateJson({
      likes: result.likes,
      liked: result.isLiked,
      award: result.award ? awardJson(result.award) : null,
    });
  },
});
