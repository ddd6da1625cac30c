import { NextResponse } from 'next/server';
import { HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { readiness } from '@/server/ops';

export const dynamic = 'force-dynamic';

/**
 * Readiness (issue 39): 200 when this copy can serve (database reachable, migrations done, not stopping), else 503
 * with what is missing, so a load balancer sends its requests to the other copies. A stopping copy answers 503 here
 * first, then stops listening (scripts/serve.mjs).
 */
export const GET = route({
  handle: async () => {
    const { isReady, checks } = await readiness();
    return NextResponse.json(
      { status: isReady ? 'ready' : 'not_ready', checks },
      {
        status: isReady ? 200 : 503,
        headers: { 'cache-control': 'no-store', ...(isReady ? {} : { 'retry-after': String(HTTP_ERRORS.unavailable.retryAfter) }) },
      },
    );
  },
});
