import { setCategoryActive } from '@/server/content';
import { serviceRoute, writeResponse } from '@/server/http/admin-responses';
import { flagInput } from '@/schemas/stories';

/** POST {id} toggles whether the category is shown ({id, value} sets it); 204. */
export const POST = serviceRoute(flagInput, async (input, actor) =>
  writeResponse(await setCategoryActive(input, actor), ['categories', 'stories']),
);
