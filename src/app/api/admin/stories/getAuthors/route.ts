import { listAuthorsForStaff } from '@/server/content';
import { staff } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';

/** The story form's authors (spec §7) → {authors}. Staff only. */
export const POST = route({
  access: staff(),
  handle: async () => {
    const authors = await listAuthorsForStaff();
    return privateJson({
      authors: authors.map((author) => ({ id: author.id, name: author.name, role: author.role, is_active: author.isActive })),
    });
  },
});
