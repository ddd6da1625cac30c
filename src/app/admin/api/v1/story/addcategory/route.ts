import { NextResponse } from 'next/server';
import { addCategory } from '@/server/content';
import { fail } from '@/server/http/api-errors';
import { serviceRoute } from '@/server/http/admin-responses';
import { revalidateContent } from '@/server/site';
import { categoryAddInput, categoryToAdd } from '@/schemas/stories';

/** Multipart {basket_id?, parent_id, category_name} → 201 {category: {id, basket_id}}. */
export const POST = serviceRoute(categoryAddInput, async (input, actor) => {
  const added = await addCategory(categoryToAdd(input), actor);
  if (!added.ok) fail(added.error);
  revalidateContent('categories');
  return NextResponse.json({ category: { id: added.value.id, basket_id: added.value.basketId } }, { status: 201 });
});
