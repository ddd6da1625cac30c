import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { liveStreamResponse } from '@/server/http/live-responses';
import { route } from '@/server/http/route';
import { parseDbId } from '@/schemas/db-id';

export const dynamic = 'force-dynamic';

/** GET: the match's live event stream (text/event-stream; DESIGN §4.1), counted against the caller's address. */
export const GET = route<undefined, object, { id: string }>({
  handle: async ({ params, request, ip }) => {
    const id = parseDbId(params.id);
    if (id === null) fail(HTTP_ERRORS.notFound);
    return liveStreamResponse(id, request.signal, ip);
  },
});
