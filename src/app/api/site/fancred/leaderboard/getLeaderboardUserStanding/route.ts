import { userStandingBody } from '@/schemas/fancred-api';
import { getUserStanding } from '@/server/fancred';
import { standingJson } from '@/server/http/fancred-responses';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** getLeaderboardUserStanding {msisdn} (spec §7): the signed-in fan's own standing (null: not ranked yet). */
export const POST = route({
  access: fan,
  body: userStandingBody,
  maxBytes: 4096,
  handle: async ({ user, input }) => {
    assertOwns(user, { msisdn: input.msisdn });
    const standing = await getUserStanding({ userId: user.id, type: input.type });
    return privateJson({ user_standing: standing ? standingJson(standing) : null });
  },
});
