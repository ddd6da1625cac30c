import { standingsBody } from '@/schemas/fancred-api';
import { getStandings } from '@/server/fancred';
import { standingJson } from '@/server/http/fancred-responses';
import { route } from '@/server/http/route';
import { NextResponse } from 'next/server';

/** getLeaderboardStandings {page, type} (spec §7): a page of the monthly or yearly table (public), or a finished period's final table. */
export const POST = route({
  body: standingsBody,
  maxBytes: 4096,
  handle: async ({ input }) => {
    const table = await getStandings({ type: input.type, page: input.page, perPage: input.per_page, periodKey: input.period });
    return NextResponse.json(
      {
        leaderboard_standings: table.standings.map(standingJson),
        page_info: table.pageInfo,
        period: table.periodKey,
        is_final: table.isFinal,
      },
      { headers: { 'cache-control': 'public, max-age=10' } },
    );
  },
});
