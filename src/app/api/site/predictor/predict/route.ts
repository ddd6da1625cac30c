import { predictBody } from '@/schemas/predictor';
import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { predictionJson } from '@/server/http/matchday-responses';
import { privateJson, route } from '@/server/http/route';
import { predict } from '@/server/matchday';

/**
 * POST /api/site/predictor/predict {match_id, winner, margin} → 200 {prediction} (DESIGN §4.1): a fan's pick, new or
 * changed, until kick-off (409 predictions_closed from then on, by the database's clock); a visitor gets 401; capped
 * per fan and per address (429 too_many_predictions with Retry-After).
 */
export const POST = route({
  access: fan,
  body: predictBody,
  maxBytes: 1024,
  handle: async ({ user, input, ip }) => {
    const outcome = await predict({ ...input, userId: user.id, ip });
    if (!outcome.ok) fail(outcome.error);
    return privateJson({ prediction: predictionJson(outcome.value) });
  },
});
