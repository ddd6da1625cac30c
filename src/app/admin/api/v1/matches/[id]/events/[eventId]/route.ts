import { NextResponse } from 'next/server';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { service } from '@/server/http/guards';
import { route } from '@/server/http/route';
import type { Actor } from '@/server/kernel';
import { undoMatchEvent } from '@/server/matches';
import { revalidateContent } from '@/server/site';
import { parseDbId } from '@/schemas/db-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DELETE (service API): undoes one event → 204; undoing it again changes nothing (DESIGN §4.1). */
export const DELETE = route<undefined, { actor: Actor }, { id: string; eventId: string }>({
  access: service,
  handle: async ({ params, actor }) => {
    const matchId = parseDbId(params.id);
    if (matchId === null || !UUID.test(params.eventId)) fail(HTTP_ERRORS.notFound);
    const result = await undoMatchEvent(matchId, params.eventId, actor);
    if (!result.ok) fail(result.error);
    revalidateContent('matches');
    return new NextResponse(null, { status: 204 });
  },
});
