'use server';

import { homeGamesInput } from '@/schemas/widgets';
import { saveHomeGames } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';

/** Which games the home page shows, in which order, saved at once; the home page is refreshed. */
export async function saveHomeGamesAction(input: unknown) {
  return staffAction({ schema: homeGamesInput, input, run: saveHomeGames, tags: ['widgets'] });
}
