import { getStoryForStaff } from '@/server/content';
import { jsonError } from '@/server/http/api-errors';
import { readResponse, serviceCall } from '@/server/http/admin-responses';
import { storyIdInput } from '@/schemas/stories';

/** POST {id} → {story} with every language (spec §7); 404 for an unknown id. */
export async function POST(request: Request) {
  return serviceCall(request, storyIdInput, async ({ id }) => {
    const story = await getStoryForStaff(id);
    return story ? readResponse({ story }) : jsonError(404, 'not_found', 'There is no such story.');
  });
}
