import { removeStory } from '@/server/content';
import { serviceRoute, writeResponse } from '@/server/http/admin-responses';
import { storyIdInput } from '@/schemas/stories';

/** POST {id} removes the story; 204. */
export const POST = serviceRoute(storyIdInput, async ({ id }, actor) =>
  writeResponse(await removeStory(id, actor), ['stories', 'widgets']),
);
