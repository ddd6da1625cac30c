import { listAuthorsForStaff } from '@/server/content';
import { staff } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** The story form's authors (spec §7) → {authors}. Staff only. */
export const POST = route({
  access: staff(),
  handle: async () => privateJson({ authors: await listAuthorsForStaff() }),
});
