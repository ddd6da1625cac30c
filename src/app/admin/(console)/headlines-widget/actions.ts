'use server';

import { headlineSearchInput, headlinesInput } from '@/schemas/widgets';
import { saveHeadlines, searchHeadlineStories } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';
import { adminOk } from '@/server/kernel';

/** The whole ordered list of home page headlines, saved at once; the home page is refreshed. */
export async function saveHeadlinesAction(input: unknown) {
  return staffAction({ schema: headlinesInput, input, run: saveHeadlines, tags: ['widgets'] });
}

/** Active stories by title, for the picker (staff only, like every console call). */
export async function searchHeadlineStoriesAction(input: unknown) {
  return staffAction({ schema: headlineSearchInput, input, run: async ({ q }) => adminOk(await searchHeadlineStories(q)) });
}
