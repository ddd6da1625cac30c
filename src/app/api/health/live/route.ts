import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

/**
 * Liveness (issue 39): the process answers. It asks nothing of the database, so a database outage never gets a
 * healthy copy restarted; an orchestrator restarts a copy only when this stops answering.
 */
export const GET = route({
  handle: async () => NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }),
});
