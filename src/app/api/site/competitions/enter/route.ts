import { enterCompetitionBody } from '@/schemas/competitions';
import { enterCompetition } from '@/server/competitions';
import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { requestLocale } from '@/server/http/request-locale';
import { privateJson, route } from '@/server/http/route';

/**
 * Enter a competition (issue 14): a visitor gets 401 (log in), a member without a subscription 403
 * comp_sub_status_check, a second entry 409 comp_already_entered with the first entry's time in `fields.entered_at`.
 */
export const POST = route({
  access: fan,
  body: enterCompetitionBody,
  maxBytes: 2048,
  handle: async ({ request, user, input }) => {
    // A choice may be sent as shown in the fan's language (or in English): it is stored as the English answer.
    const outcome = await enterCompetition({
      user,
      competitionId: input.competition_id,
      answer: input.answer,
      locale: requestLocale(request),
    });
    if (!outcome.ok) fail(outcome.error, outcome.enteredAt ? { fields: { entered_at: outcome.enteredAt } } : undefined);
    return privateJson({ entry_id: outcome.entryId, entered_at: outcome.enteredAt, points: outcome.points }, { status: 201 });
  },
});
