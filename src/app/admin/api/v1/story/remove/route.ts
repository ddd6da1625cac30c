import { removeStory } from '@/server/content';
import { serviceCall, writeResponse } from '@/server/http/admin-responses';
import { storyIdInput } from '@/schemas/stories';

/** POST {id} removes the story; 204. */
export async function POST(request: Request) {
  return serviceCall(request, storyIdInput, async ({ id }, actor) => writeResponse(await removeStory(id, actor), ['stories', 'widgets']));
}
