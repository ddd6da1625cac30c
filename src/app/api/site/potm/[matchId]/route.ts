import { parseDbId } from '@/schemas/db-id';
import { fail } from '@/server/http/api-errors';
import { requestLocale } from '@/server/http/request-locale';
import { potmViewJson } from '@/server/http/matchday-responses';
import { privateJson, route } from '@/server/http/route';
import { getSignedIn } from '@/server/identity';
import { getPotmView, MATCHDAY_ERRORS } from '@/server/matchday';

/**
 * GET /api/site/potm/{match_id} → {open, results?, …} (DESIGN §4.1): whether the vote is open (and its opening minute
 * and closing time), the candidates, the signed-in fan's own vote, and the results once the vote has closed.
 */
export const GET = route<undefined, object, { matchId: string }>({
  handle: async ({ request, params }) => {
    const matchId = parseDbId(params.matchId);
    if (matchId === null) fail(MATCHDAY_ERRORS.matchNotFound);
    const signedIn = await getSignedIn(request.headers);
    const view = await getPotmView(matchId, signedIn?.user.id ?? null, requestLocale(request));
    if (!view) fail(MATCHDAY_ERRORS.matchNotFound);
    return privateJson(potmViewJson(view));
  },
});
