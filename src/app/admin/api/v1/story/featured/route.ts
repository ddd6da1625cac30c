import { setStoryFlag } from '@/server/content';
import { serviceRoute, writeResponse } from '@/server/http/admin-responses';
import { flagInput } from '@/schemas/stories';

/** POST {id} toggles whether the story is featured ({id, value} sets it); 204. */
export const POST = serviceRoute(flagInput, async ({ id, value }, actor) =>
  writeResponse(await setStoryFlag({ id, flag: 'featured', value }, actor), ['stories']),
);
