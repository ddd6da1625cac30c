import { widgetBody } from '@/schemas/fancred-api';
import { getWidgetStandings } from '@/server/fancred';
import { getSignedIn } from '@/server/identity';
import { standingJson } from '@/server/http/fancred-responses';
import { assertOwns } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** getLeaderboardWidgetStandings (spec §7): this month's top five (public) and, for a signed-in fan, their own standing. */
export const POST = route({
  body: widgetBody,
  maxBytes: 4096,
  handle: async ({ request, input }) => {
    const signedIn = await getSignedIn(request.headers);
    if (signedIn && input.emsisdn !== undefined) assertOwns(signedIn.user, { emsisdn: input.emsisdn });
    const widget = await getWidgetStandings({ userId: signedIn?.user.id ?? null });
    return privateJson({
      widget_standings: widget.standings.map(standingJson),
      user_standing: widget.me ? standingJson(widget.me) : null,
      period: widget.periodKey,
    });
  },
});
