import { getStoryForStaff } from '@/server/content';
import { appError } from '@/schemas/app-error';
import { fail } from '@/server/http/api-errors';
import { readResponse, serviceRoute } from '@/server/http/admin-responses';
import { storyIdInput } from '@/schemas/stories';
import { storyJson } from '../story-json';

/** POST {id} → {story} with every language (spec §7); 404 for an unknown id. */
export const POST = serviceRoute(storyIdInput, async ({ id }) => {
  const story = await getStoryForStaff(id);
  if (!story) fail(appError(404, 'not_found', 'There is no such story.'));
  return readResponse({ story: storyJson(story) });
});
