import { submitScoreInput } from '@/schemas/games';
import { submitScore } from '@/server/games';
import { fail } from '@/server/http/api-errors';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/**
 * POST /api/site/games/score {session_id, score}: the one score of the fan's own game, refused (4xx, kept for staff)
 * when the game cannot produce it in the time played; a ranked score earns the game_play points once.
 */
export const POST = route({
  access: entitled,
  body: submitScoreInput,
  maxBytes: 1024,
  handle: async ({ user, input }) => {
    const result = await submitScore({ userId: user.id, sessionId: input.session_id, score: input.score });
    if (!result.ok) fail(result.error);
    return privateJson({ status: 'ranked', score: result.score, points: result.points, is_best: result.isBest }, { status: 201 });
  },
});
