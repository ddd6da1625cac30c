import { updateStory } from '@/server/content';
import { getConfig } from '@/server/config';
import { serviceRoute, writeResponse } from '@/server/http/admin-responses';
import { storyToUpdate, storyUpdateInput } from '@/schemas/stories';

/** Multipart story update under the rules of spec §5; 204. */
export const POST = serviceRoute(
  storyUpdateInput,
  async (input, actor) => writeResponse(await updateStory(storyToUpdate(input), actor), ['stories']),
  {
    maxBytes: () => getConfig().limits.uploadMaxBytes + 512 * 1024,
  },
);
