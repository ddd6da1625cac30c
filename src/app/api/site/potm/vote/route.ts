import { potmVoteBody } from '@/schemas/predictor';
import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { votePotm } from '@/server/matchday';

/**
 * POST /api/site/potm/vote {match_id, player_id} → 200 (DESIGN §4.1): once per fan per match (409 already_voted), in
 * the window (409 voting_closed), for an active player of the match's team (422 otherwise); a visitor gets 401; capped
 * per fan and per address (429 too_many_votes with Retry-After).
 */
export const POST = route({
  access: fan,
  body: potmVoteBody,
  maxBytes: 1024,
  handle: async ({ user, input, ip }) => {
    const outcome = await votePotm({ ...input, userId: user.id, ip });
    if (!outcome.ok) fail(outcome.error);
    const vote = outcome.value;
    return privateJson({ vote: { match_id: vote.matchId, player_id: vote.playerId, voted_at: vote.votedAt }, points: vote.points });
  },
});
