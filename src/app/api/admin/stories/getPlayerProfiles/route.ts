import { staff } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { listPlayers } from '@/server/players';

/** The story form's players (spec §7) → {player_profiles: [{id, first_name, last_name, short_name, category}]}. Staff only. */
export const POST = route({
  access: staff(),
  handle: async () => {
    const players = await listPlayers();
    return privateJson({
      player_profiles: players.map((player) => ({
        id: player.id,
        first_name: player.firstName,
        last_name: player.lastName,
        short_name: player.shortName,
        category: player.category,
        url: player.url,
      })),
    });
  },
});
