import { listStoriesForStaff } from '@/server/content';
import { readResponse, serviceRoute } from '@/server/http/admin-responses';
import { storyListInput } from '@/schemas/stories';
import { storyListJson } from '../story-json';

/** POST {order, page, basket_id, title} → {stories: {page, lastPage, perPage, total, data}} (spec §7). */
export const POST = serviceRoute(storyListInput, async (input) =>
  readResponse({ stories: storyListJson(await listStoriesForStaff(input)) }),
);
