import { NextResponse } from 'next/server';
import { addCategory } from '@/server/content';
import { jsonError } from '@/server/http/api-errors';
import { serviceCall } from '@/server/http/admin-responses';
import { revalidateContent } from '@/server/site/revalidate';
import { categoryAddInput } from '@/schemas/stories';

/** Multipart {basket_id?, parent_id, category_name} → 201 {category: {id, basket_id}}. */
export async function POST(request: Request) {
  return serviceCall(request, categoryAddInput, async (input, actor) => {
    const added = await addCategory(input, actor);
    if (!added.ok) return jsonError(added.error.status, added.error.code, added.error.message);
    revalidateContent('categories');
    return NextResponse.json({ category: added.value }, { status: 201 });
  });
}
