'use server';

import { addCategory, setCategoryActive, updateCategory } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';
import { categoryAddInput, categoryToAdd, categoryToUpdate, categoryUpdateInput, flagInput } from '@/schemas/stories';

/**
 * The category tree's writes (spec §7's addcategory, activatecategory, updatecategory). A category's name and
 * place show on the news filter, on team news and on every story page of it: tags `categories` and `stories`.
 */
const TAGS: ['categories', 'stories'] = ['categories', 'stories'];

export async function createCategory(form: FormData) {
  return staffAction({ schema: categoryAddInput, input: form, run: (data, actor) => addCategory(categoryToAdd(data), actor), tags: TAGS });
}

export async function editCategory(form: FormData) {
  return staffAction({
    schema: categoryUpdateInput,
    input: form,
    run: (data, actor) => updateCategory(categoryToUpdate(data), actor),
    tags: TAGS,
  });
}

/** Sets the state the button showed it would (never a toggle: a page left open cannot flip it back). */
export async function setCategoryShown(id: number, value: boolean) {
  return staffAction({ schema: flagInput, input: { id, value }, run: (data, actor) => setCategoryActive(data, actor), tags: TAGS });
}
