import { NextResponse } from 'next/server';
import { storyCreateInput, storyToCreate } from '@/schemas/stories';
import { getConfig } from '@/server/config';
import { createStory } from '@/server/content';
import { fail } from '@/server/http/api-errors';
import { staff } from '@/server/http/guards';
import { route } from '@/server/http/route';
import { revalidateContent } from '@/server/site';

/** The console's new story (spec §7): multipart with basket_ids as a JSON list → 201 {story: {id, slug}}. Staff only. */
export const POST = route({
  access: staff(),
  body: storyCreateInput,
  maxBytes: () => getConfig().limits.uploadMaxBytes + 512 * 1024,
  handle: async ({ input, actor }) => {
    const created = await createStory(storyToCreate(input), actor);
    if (!created.ok) fail(created.error);
    revalidateContent('stories');
    return NextResponse.json({ story: created.value }, { status: 201 });
  },
});
