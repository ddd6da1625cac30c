import { listStoriesForStaff } from '@/server/content';
import { readResponse, serviceRoute } from '@/server/http/admin-responses';
import { storyListInput } from '@/schemas/stories';
import { storyListJson } from '../story-json';

/** POST {order, page, basket_id, title} → {stories: {page, lastPage, perPage, total, data}} (spec §7). */
export const POST = serviceRoute(storyListInput, async (input) => {
  const list = await listStoriesForStaff({ order: input.order, page: input.page, basketId: input.basket_id, title: input.title });
  return readResponse({ stories: storyListJson(list) });
});
