import { NextResponse } from 'next/server';
import { HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { isDatabaseHealthy } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** 200 {"status":"ok"} when the database answers, 503 with Retry-After otherwise (DESIGN §4), as every API answers then. */
export const GET = route({
  handle: async () => {
    const isHealthy = await isDatabaseHealthy();
    return NextResponse.json(
      { status: isHealthy ? 'ok' : 'unavailable' },
      {
        status: isHealthy ? 200 : 503,
        headers: { 'cache-control': 'no-store', ...(isHealthy ? {} : { 'retry-after': String(HTTP_ERRORS.unavailable.retryAfter) }) },
      },
    );
  },
});
