'use server';

import { removeStory, setStoryFlag, updateStory } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';
import { flagInput, storyIdInput, storyToUpdate, storyUpdateInput } from '@/schemas/stories';

/**
 * The story writes of the console (spec §4, §5). Each one refreshes the news listings, story pages and player
 * pages (tag `stories`) and the home page widgets that may name the story (tag `widgets`).
 */
const TAGS: ['stories', 'widgets'] = ['stories', 'widgets'];

export async function saveStory(form: FormData) {
  return staffAction({ schema: storyUpdateInput, input: form, run: (data, actor) => updateStory(storyToUpdate(data), actor), tags: TAGS });
}

export async function setStoryActive(id: number, value: boolean) {
  return staffAction({
    schema: flagInput,
    input: { id, value },
    run: (data, actor) => setStoryFlag({ id: data.id, flag: 'active', value: data.value }, actor),
    tags: TAGS,
  });
}

export async function setStoryFeatured(id: number, value: boolean) {
  return staffAction({
    schema: flagInput,
    input: { id, value },
    run: (data, actor) => setStoryFlag({ id: data.id, flag: 'featured', value: data.value }, actor),
    tags: TAGS,
  });
}

export async function deleteStory(id: number) {
  return staffAction({ schema: storyIdInput, input: { id }, run: (data, actor) => removeStory(data.id, actor), tags: TAGS });
}
