import { GAME_SCORE_BODY_MAX_BYTES, submitScoreInput } from '@/schemas/games';
import { submitScore } from '@/server/games';
import { fail } from '@/server/http/api-errors';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/**
 * POST /api/site/games/score {session_id, score, moves}: the one score of the fan's own game. The server replays the
 * moves from the session's seed (decision 025) and ranks only the score the replay makes; a different score, moves the
 * game does not allow or more play than the time since the start allows is refused (4xx, kept for staff). A ranked
 * score earns the game_play points once.
 */
export const POST = route({
  access: entitled,
  body: submitScoreInput,
  maxBytes: GAME_SCORE_BODY_MAX_BYTES,
  handle: async ({ user, input }) => {
    const result = await submitScore({ userId: user.id, sessionId: input.session_id, score: input.score, moves: input.moves });
    if (!result.ok) fail(result.error);
    return privateJson({ status: 'ranked', score: result.score, points: result.points, is_best: result.isBest }, { status: 201 });
  },
});
