'use server';

import { matchCreateInput, matchIdInput, matchScoreInput, matchUpdateInput, nextMatchWidgetInput } from '@/schemas/matches';
import { staffAction } from '@/server/http/staff-actions';
import { createMatch, deleteMatch, saveNextMatchWidget, setMatchScore, updateMatch } from '@/server/matches';

/** The match centre's writes: each checks the staff session, validates, saves (audited) and refreshes the public match pages. */
export async function createMatchAction(input: unknown) {
  return staffAction({ schema: matchCreateInput, input, run: createMatch, tags: ['matches'] });
}

export async function updateMatchAction(input: unknown) {
  return staffAction({ schema: matchUpdateInput, input, run: updateMatch, tags: ['matches'] });
}

/** Live score, final result, or back to scheduled. */
export async function setMatchScoreAction(input: unknown) {
  return staffAction({ schema: matchScoreInput, input, run: setMatchScore, tags: ['matches'] });
}

export async function deleteMatchAction(id: number) {
  return staffAction({ schema: matchIdInput, input: { id }, run: (data, actor) => deleteMatch(data.id, actor), tags: ['matches'] });
}

/** The Next Match & USSD widget on the home page. */
export async function saveNextMatchWidgetAction(input: unknown) {
  return staffAction({ schema: nextMatchWidgetInput, input, run: saveNextMatchWidget, tags: ['widgets'] });
}
