import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { getLogger } from '@/server/logger';
import { cachedPlayers } from '@/server/site';

/**
 * The players list (spec §3 "Player list item"; its path is ours, documented in README). A failure is logged
 * and answered with an empty list (spec §7).
 */
export const GET = route({
  handle: async ({ requestId }) => {
    try {
      const players = await cachedPlayers('en');
      return NextResponse.json(
        {
          players: players.map((player) => ({
            first_name: player.firstName,
            last_name: player.lastName,
            short_name: player.shortName,
            category: player.category,
            url: player.url,
          })),
        },
        { headers: { 'cache-control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600' } },
      );
    } catch (error) {
      getLogger().error({ err: error, requestId }, 'players list failed');
      return NextResponse.json({ players: [] });
    }
  },
});
