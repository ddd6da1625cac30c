import { NextResponse } from 'next/server';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { service } from '@/server/http/guards';
import { liveEventJson } from '@/server/http/live-responses';
import { route } from '@/server/http/route';
import type { Actor } from '@/server/kernel';
import { recordMatchEvent } from '@/server/matches';
import { revalidateContent } from '@/server/site';
import { parseDbId } from '@/schemas/db-id';
import { liveEventBody } from '@/schemas/live-event-input';

/**
 * POST {type, side?, minute?, player_id?, text?, id?} (service API, HTTP Basic): a data feed records one event of a
 * live match → 201 {event}; the same `id` sent again is the same event → 200 {event} (DESIGN §4.1).
 */
export const POST = route<typeof liveEventBody, { actor: Actor }, { id: string }>({
  access: service,
  body: liveEventBody,
  handle: async ({ params, input, actor }) => {
    const matchId = parseDbId(params.id);
    if (matchId === null) fail(HTTP_ERRORS.notFound);
    const result = await recordMatchEvent(matchId, { ...input, confirm: true }, actor);
    if (!result.ok) fail(result.error);
    revalidateContent('matches');
    return NextResponse.json({ event: liveEventJson(result.value.event) }, { status: result.value.isNew ? 201 : 200 });
  },
});
