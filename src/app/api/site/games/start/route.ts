import { startGameInput } from '@/schemas/games';
import { gamePlayerOf, GAMES_ERRORS, startGame } from '@/server/games';
import { fail } from '@/server/http/api-errors';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** POST /api/site/games/start {game}: a subscriber with a nickname starts a game — its session id and seed. */
export const POST = route({
  access: entitled,
  body: startGameInput,
  maxBytes: 1024,
  handle: async ({ user, input }) => {
    if (!gamePlayerOf(user).gamerTag) fail(GAMES_ERRORS.nicknameRequired);
    const started = await startGame({ userId: user.id, game: input.game });
    if (!started.ok) fail(started.error);
    const { session } = started;
    return privateJson(
      { session_id: session.sessionId, game: session.game, seed: session.seed, started_at: session.startedAt },
      { status: 201 },
    );
  },
});
