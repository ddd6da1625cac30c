import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { isDatabaseHealthy } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** 200 {"status":"ok"} when the database answers, 503 otherwise (DESIGN §4). */
export const GET = route({
  handle: async () => {
    const isHealthy = await isDatabaseHealthy();
    return NextResponse.json(
      { status: isHealthy ? 'ok' : 'unavailable' },
      { status: isHealthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
    );
  },
});
