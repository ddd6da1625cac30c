import { myPointsBody } from '@/schemas/fancred-api';
import { getMyPoints } from '@/server/fancred';
import { assertOwns, fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** getMyPointsMonthly and getMyPointsYearly (spec §7): the signed-in fan's points and rank this month or year (South African time). */
export const myPointsRoute = (type: 'monthly' | 'yearly') =>
  route({
    access: fan,
    body: myPointsBody,
    maxBytes: 4096,
    handle: async ({ user, input }) => {
      assertOwns(user, { emsisdn: input.emsisdn });
      const mine = await getMyPoints({ userId: user.id, type });
      return privateJson({ points: mine.points, rank: mine.rank, period: mine.periodKey });
    },
  });
