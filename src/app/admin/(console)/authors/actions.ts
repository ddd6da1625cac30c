'use server';

import { addAuthorRole, createAuthor, deleteAuthorRole, renameAuthorRole, updateAuthor } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';
import {
  authorCreateInput,
  authorUpdateInput,
  ROLE_TRANSLATED_FIELDS,
  roleCreateInput,
  roleDeleteInput,
  roleRenameInput,
} from '@/schemas/authors';
import { translationsFromInput } from '@/schemas/translations';

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
  return staffAction({
    schema: roleCreateInput,
    input,
    run: (data, actor) => addAuthorRole({ name: data.name, translations: translationsFromInput(data, ROLE_TRANSLATED_FIELDS) }, actor),
  });
}

export async function renameRole(input: unknown) {
  return staffAction({
    schema: roleRenameInput,
    input,
    run: (data, actor) =>
      renameAuthorRole({ id: data.id, name: data.name, translations: translationsFromInput(data, ROLE_TRANSLATED_FIELDS) }, actor),
    tags: ['stories'],
  });
}

export async function deleteRole(id: number) {
  return staffAction({ schema: roleDeleteInput, input: { id }, run: (data, actor) => deleteAuthorRole(data.id, actor) });
}
