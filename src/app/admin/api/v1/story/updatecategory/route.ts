import { updateCategory } from '@/server/content';
import { serviceRoute, writeResponse } from '@/server/http/admin-responses';
import { categoryToUpdate, categoryUpdateInput } from '@/schemas/stories';

/** POST {id, basket_id, parent_id, name}: rename or re-parent; 204. */
export const POST = serviceRoute(categoryUpdateInput, async (input, actor) =>
  writeResponse(await updateCategory(categoryToUpdate(input), actor), ['categories', 'stories']),
);
