import { z } from 'zod';
import { listCategoriesForStaff } from '@/server/content';
import { readResponse, serviceRoute } from '@/server/http/admin-responses';
import { categoryJson } from '../story-json';

/** POST → {categories: [{id, basket_id, parent_id, name, category_name, slug, is_active, story_count}]} (spec §7). */
export const POST = serviceRoute(z.object({}), async () =>
  readResponse({ categories: (await listCategoriesForStaff()).map(categoryJson) }),
);
