import { gamePlayerOf } from '@/server/games';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/**
 * GET /api/site/games/player: the play page's one check (the `entitled` guard: 401 log in, 403 subscribe) and, for a
 * subscriber, the external user id and gamer tag it keeps in local storage (spec §3); a null gamer tag opens
 * games_no_nickname.
 */
export const GET = route({
  access: entitled,
  handle: async ({ user }) => {
    const player = gamePlayerOf(user);
    return privateJson({ external_user_id: player.externalUserId, gamer_tag: player.gamerTag });
  },
});
