import { z } from 'zod';
import { translationInputs } from './translations';
import { dbId } from './db-id';
import { requiredText } from './form-fields';

/**
 * Authors and author roles in the console (spec §2 /admin/authors, /admin/authors/roles), shared by the forms and the
 * server actions; no spec endpoint takes them, so the form's values and the content context's input are one camelCase
 * shape. Names are compared without regard to case (the database's unique indexes), so runs of spaces are collapsed
 * here: "Liezl  Marais " and "liezl marais" are one name.
 */
const id = dbId;

/** A select's value: "" is "no role". */
const roleId = z.preprocess((value) => (value === '' || value === null || value === undefined ? null : value), dbId.nullable());

/** A checkbox or a boolean. */
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', '1', '0']).transform((value) => value === 'true' || value === 'on' || value === '1'),
]);

const AUTHOR_NAME_MAX = 80;
export const AUTHOR_BIO_MAX = 2000;
export const ROLE_NAME_MAX = 60;

export const authorCreateInput = z.object({
  name: requiredText('Name', AUTHOR_NAME_MAX),
  roleId,
  bio: z.string().trim().max(AUTHOR_BIO_MAX, `The bio is at most ${AUTHOR_BIO_MAX} characters`).default(''),
  isActive: flag.default(true),
});
export type AuthorCreateInput = z.output<typeof authorCreateInput>;

export const authorUpdateInput = authorCreateInput.extend({ id });
export type AuthorUpdateInput = z.output<typeof authorUpdateInput>;

/** A role's name in other languages (decision 034): the byline's "Senior Rugby Writer" on an isiZulu page. */
export const ROLE_TRANSLATED_FIELDS = ['name'] as const;
export const roleCreateInput = z.object({ name: requiredText('Role name', ROLE_NAME_MAX), ...translationInputs({ name: ROLE_NAME_MAX }) });
export type RoleCreateInput = z.output<typeof roleCreateInput>;

export const roleRenameInput = roleCreateInput.extend({ id });
export type RoleRenameInput = z.output<typeof roleRenameInput>;

export const roleDeleteInput = z.object({ id });

/** What the author form holds before the rules run (a select's value is text). */
