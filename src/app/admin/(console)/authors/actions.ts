'use server';

import { addAuthorRole, createAuthor, deleteAuthorRole, renameAuthorRole, updateAuthor } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';
import { authorCreateInput, authorUpdateInput, roleCreateInput, roleDeleteInput, roleRenameInput } from '@/schemas/authors';

/**
 * The writes of /admin/authors and /admin/authors/roles. Story pages show the author's name and role (tag `stories`);
 * a new author or role, or a deleted unused role, is on no public page yet.
 */
export async function addAuthor(input: unknown) {
  return staffAction({ schema: authorCreateInput, input, run: (data, actor) => createAuthor(data, actor) });
}

export async function saveAuthor(input: unknown) {
  return staffAction({ schema: authorUpdateInput, input, run: (data, actor) => updateAuthor(data, actor), tags: ['stories'] });
}

export async function addRole(input: unknown) {
  return staffAction({ schema: roleCreateInput, input, run: (data, actor) => addAuthorRole(data, actor) });
}

export async function renameRole(input: unknown) {
  return staffAction({ schema: roleRenameInput, input, run: (data, actor) => renameAuthorRole(data, actor), tags: ['stories'] });
}

export async function deleteRole(id: number) {
  return staffAction({ schema: roleDeleteInput, input: { id }, run: (data, actor) => deleteAuthorRole(data.id, actor) });
}
