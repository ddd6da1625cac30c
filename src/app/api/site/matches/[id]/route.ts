import { getLiveMatchView } from '@/server/matchday';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { liveMatchResponse } from '@/server/http/live-responses';
import { route } from '@/server/http/route';
import { parseDbId } from '@/schemas/db-id';

/** GET: one match — score, minute, status, timeline (DESIGN §4.1). */
export const GET = route<undefined, object, { id: string }>({
  handle: async ({ params }) => {
    const id = parseDbId(params.id);
    const view = id === null ? null : await getLiveMatchView(id);
    if (!view) fail(HTTP_ERRORS.notFound);
    return liveMatchResponse(view);
  },
});
