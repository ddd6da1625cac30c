import { toggleCategory } from '@/server/content';
import { serviceCall, writeResponse } from '@/server/http/admin-responses';
import { storyIdInput } from '@/schemas/stories';

/** POST {id} toggles whether the category is shown; 204. */
export async function POST(request: Request) {
  return serviceCall(request, storyIdInput, async ({ id }, actor) => writeResponse(await toggleCategory(id, actor), ['categories', 'stories']));
}
