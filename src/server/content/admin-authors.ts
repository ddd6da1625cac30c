import 'server-only';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { escapeLike } from '../db/like';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import type { AuthorCreateInput, AuthorUpdateInput, RoleCreateInput, RoleRenameInput } from '@/schemas/authors';
import { authorRoles, authors, stories } from './schema';
import { ROLE_TRANSLATED_FIELDS } from '@/schemas/authors';
import { languagesOf, mergeTranslations, readTranslations, type Translations } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';

/**
 * Authors and their roles for the console (spec §2 /admin/authors, /admin/authors/roles). Names are unique regardless
 * of case (the database's indexes decide; a clash is a 409 with the name); a role still given to an author cannot be
 * deleted (the authors → author_roles foreign key refuses, and the refusal is told as such). Every write is audited
 * in its own transaction.
 */
const AUTHORS_PER_PAGE = 50;
export const AUTHOR_ENTITY = 'author';
export const AUTHOR_ROLE_ENTITY = 'author_role';

export type AuthorStatusFilter = 'all' | 'active' | 'inactive';

export interface ConsoleAuthor {
  id: number;
  name: string;
  roleId: number | null;
  roleName: string | null;
  bio: string;
  isActive: boolean;
  storyCount: number;
}

interface ConsoleAuthorRole {
  id: number;
  name: string;
  /** The name in isiZulu, isiXhosa and Afrikaans (the rename form), and the languages it has (the list). */
  translations: Translations<'name'>;
  languages: Locale[];
  authorCount: number;
}

type AuthorRow = typeof authors.$inferSelect;

/** Authors with the number of stories that carry them (a left join on this; none is 0). */
function withStoryCounts(db: Db) {
  const counts = db
    .select({ authorId: stories.authorId, total: count().as('total') })
    .from(stories)
    .groupBy(stories.authorId)
    .as('story_counts');
  return db
    .select({ author: authors, roleName: authorRoles.name, storyCount: sql<number>`coalesce(${counts.total}, 0)::int` })
    .from(authors)
    .leftJoin(authorRoles, eq(authorRoles.id, authors.roleId))
    .leftJoin(counts, eq(counts.authorId, authors.id));
}

/** The authors table: search by name, active/inactive, by name; with their role and how many stories carry them. */
export async function listAuthorsPage(filter: {
  q?: string;
  status: AuthorStatusFilter;
  page: number;
}): Promise<{ rows: ConsoleAuthor[]; page: number; lastPage: number; total: number }> {
  const db = await getDb();
  const where = and(
    filter.q ? ilike(authors.name, `%${escapeLike(filter.q)}%`) : undefined,
    filter.status === 'all' ? undefined : eq(authors.isActive, filter.status === 'active'),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(authors).where(where);
  const lastPage = Math.max(1, Math.ceil(total / AUTHORS_PER_PAGE));
  const page = Math.min(filter.page, lastPage);
  const rows = await withStoryCounts(db)
    .where(where)
    .orderBy(asc(sql`lower(${authors.name})`), asc(authors.id))
    .limit(AUTHORS_PER_PAGE)
    .offset((page - 1) * AUTHORS_PER_PAGE);
  return { rows: rows.map((row) => toConsoleAuthor(row.author, row.roleName, row.storyCount)), page, lastPage, total };
}

function toConsoleAuthor(author: AuthorRow, roleName: string | null, storyTotal: number): ConsoleAuthor {
  return {
    id: author.id,
    name: author.name,
    roleId: author.roleId,
    roleName,
    bio: author.bio ?? '',
    isActive: author.isActive,
    storyCount: storyTotal,
  };
}

/** One author for the edit page, or null. */
export async function getAuthorForEdit(id: number): Promise<ConsoleAuthor | null> {
  const db = await getDb();
  const [row] = await withStoryCounts(db).where(eq(authors.id, id)).limit(1);
  return row ? toConsoleAuthor(row.author, row.roleName, row.storyCount) : null;
}

/** What the audit keeps of an author. */
const snapshot = (author: AuthorRow) => ({ name: author.name, role_id: author.roleId, bio: author.bio, is_active: author.isActive });

const nameTaken = (name: string) =>
  fail(
    409,
    'name_taken',
    `There is already an author called “${name}”. Use a name staff can tell apart (for example with a middle initial).`,
  );
const unknownRole = () => fail(422, 'unknown_role', 'That role no longer exists. Reload the page and choose another.');

/** Maps the database's refusals to what the form shows; anything else is a real fault and is rethrown. */
function refused(error: unknown, name: string) {
  if (isUniqueViolation(error)) return nameTaken(name);
  if (isForeignKeyViolation(error)) return unknownRole();
  throw error;
}

export async function createAuthor(input: AuthorCreateInput, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(authors)
        .values({ name: input.name, roleId: input.roleId, bio: input.bio, isActive: input.isActive })
        .returning();
      if (!created) throw new Error('author insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'author.create',
        entityType: AUTHOR_ENTITY,
        entityId: created.id,
        changes: diffFields(null, snapshot(created)),
      });
      return created.id;
    });
    return adminOk({ id });
  } catch (error) {
    return refused(error, input.name);
  }
}

export async function updateAuthor(input: AuthorUpdateInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  try {
    const found = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(authors).where(eq(authors.id, input.id)).for('update').limit(1);
      if (!before) return false;
      const [after] = await tx
        .update(authors)
        .set({ name: input.name, roleId: input.roleId, bio: input.bio, isActive: input.isActive })
        .where(eq(authors.id, input.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'author.update',
        entityType: AUTHOR_ENTITY,
        entityId: input.id,
        changes: diffFields(snapshot(before), after ? snapshot(after) : null),
      });
      return true;
    });
    return found ? adminOk(null) : fail(404, 'not_found', 'There is no such author.');
  } catch (error) {
    return refused(error, input.name);
  }
}

/** The roles page: every role, how many authors have it. */
export async function listAuthorRoles(): Promise<ConsoleAuthorRole[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: authorRoles.id, name: authorRoles.name, translations: authorRoles.translations, authorCount: count(authors.id) })
    .from(authorRoles)
    .leftJoin(authors, eq(authors.roleId, authorRoles.id))
    .groupBy(authorRoles.id)
    .orderBy(asc(sql`lower(${authorRoles.name})`));
  return rows.map((row) => ({
    ...row,
    translations: readTranslations(row.translations, ROLE_TRANSLATED_FIELDS),
    languages: languagesOf(row.translations, ROLE_TRANSLATED_FIELDS),
  }));
}

const roleTaken = (name: string) => fail(409, 'name_taken', `There is already a role called “${name}”.`);
const noRole = () => fail(404, 'not_found', 'There is no such role.');

/** A role as saved: its English name and the languages the form sent (the ticked ones; translationsFromInput). */
type RoleSave = Pick<RoleCreateInput, 'name'> & { translations?: Translations };

export async function addAuthorRole(input: RoleSave, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(authorRoles)
        .values({ name: input.name, translations: mergeTranslations({}, input.translations, ROLE_TRANSLATED_FIELDS) })
        .returning();
      if (!created) throw new Error('role insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'author_role.create',
        entityType: AUTHOR_ROLE_ENTITY,
        entityId: created.id,
        changes: diffFields(null, { name: created.name, translations: created.translations }),
      });
      return created.id;
    });
    return adminOk({ id });
  } catch (error) {
    if (isUniqueViolation(error)) return roleTaken(input.name);
    throw error;
  }
}

export async function renameAuthorRole(input: RoleSave & Pick<RoleRenameInput, 'id'>, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  try {
    const found = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(authorRoles).where(eq(authorRoles.id, input.id)).for('update').limit(1);
      if (!before) return false;
      const translations = mergeTranslations(before.translations, input.translations, ROLE_TRANSLATED_FIELDS);
      await tx.update(authorRoles).set({ name: input.name, translations }).where(eq(authorRoles.id, input.id));
      await recordAudit(tx, {
        actor,
        action: 'author_role.rename',
        entityType: AUTHOR_ROLE_ENTITY,
        entityId: input.id,
        changes: diffFields({ name: before.name, translations: before.translations }, { name: input.name, translations }),
      });
      return true;
    });
    return found ? adminOk(null) : noRole();
  } catch (error) {
    if (isUniqueViolation(error)) return roleTaken(input.name);
    throw error;
  }
}

/** Deletes a role no author has; the foreign key from authors refuses otherwise, and that refusal is the answer. */
export async function deleteAuthorRole(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  try {
    const removed = await db.transaction(async (tx) => {
      const [role] = await tx.delete(authorRoles).where(eq(authorRoles.id, id)).returning();
      if (!role) return null;
      await recordAudit(tx, {
        actor,
        action: 'author_role.delete',
        entityType: AUTHOR_ROLE_ENTITY,
        entityId: id,
        changes: diffFields({ name: role.name }, null),
      });
      return role;
    });
    return removed ? adminOk(null) : noRole();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const [role] = await db.select({ name: authorRoles.name }).from(authorRoles).where(eq(authorRoles.id, id));
    const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(authors).where(eq(authors.roleId, id));
    return fail(
      409,
      'role_in_use',
      `“${role?.name ?? 'This role'}” is still the role of ${users === 1 ? 'one author' : `${users} authors`}. Give ${users === 1 ? 'that author' : 'them'} another role first, then delete it.`,
    );
  }
}
