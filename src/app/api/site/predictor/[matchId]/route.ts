import { parseDbId } from '@/schemas/db-id';
import { fail } from '@/server/http/api-errors';
import { predictorViewJson } from '@/server/http/matchday-responses';
import { privateJson, route } from '@/server/http/route';
import { getSignedIn } from '@/server/identity';
import { getPredictorView, MATCHDAY_ERRORS } from '@/server/matchday';

/**
 * GET /api/site/predictor/{match_id} → {split: {home, away, draw}, mine, …} (DESIGN §4.1): the crowd's split in whole
 * percentages (with the counts beside it), the signed-in fan's own pick (null for a visitor), and whether picks are open.
 */
export const GET = route<undefined, object, { matchId: string }>({
  handle: async ({ request, params }) => {
    const matchId = parseDbId(params.matchId);
    if (matchId === null) fail(MATCHDAY_ERRORS.matchNotFound);
    const signedIn = await getSignedIn(request.headers);
    const view = await getPredictorView(matchId, signedIn?.user.id ?? null);
    if (!view) fail(MATCHDAY_ERRORS.matchNotFound);
    return privateJson(predictorViewJson(view));
  },
});
