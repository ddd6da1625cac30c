import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { categories, stories } from './schema';
import { slugify } from '@/schemas/slug';
import { languagesOf, mergeTranslations, readTranslations, type Translations } from '@/schemas/translations';
import { CATEGORY_TRANSLATED_FIELDS } from '@/schemas/stories';

/**
 * The category tree for staff and the service API (spec §3, §7): list, add, activate, rename and re-parent. A
 * category's basket_id and slug never change (stories and addresses point at them).
 */

/** The audit's name for a category (its entries are keyed by the category's id, not its basket_id). */
export const CATEGORY_ENTITY = 'category';

const notFound = () => fail(404, 'not_found', 'There is no such category.');

export async function listCategoriesForStaff() {
  const db = await getDb();
  const rows = await db
    .select({ category: categories, storyCount: count(stories.id) })
    .from(categories)
    .leftJoin(stories, eq(stories.basketId, categories.basketId))
    .groupBy(categories.id)
    .orderBy(asc(categories.parentId), asc(categories.name));
  return rows.map(({ category, storyCount }) => ({
    id: category.id,
    basketId: category.basketId,
    parentId: category.parentId,
    name: category.name,
    /** Its name in isiZulu, isiXhosa and Afrikaans (the edit form) and the languages it has (the tree's EN · ZU · …). */
    translations: readTranslations(category.translations, CATEGORY_TRANSLATED_FIELDS),
    languages: languagesOf(category.translations, CATEGORY_TRANSLATED_FIELDS),
    slug: category.slug,
    isActive: category.isActive,
    storyCount,
  }));
}

type StaffCategory = Awaited<ReturnType<typeof listCategoriesForStaff>>[number];

/** A category in the tree: its depth, its path ("Springboks › Tests") and the categories right under it. */
export type CategoryNode = StaffCategory & { depth: number; path: string; children: CategoryNode[] };

/**
 * The category tree (the console's tree, filters and pickers): `roots` to draw it as nested lists, `rows` every node
 * in reading order — each category followed by its subcategories, by name. A category whose parent is missing sits
 * at the top.
 */
export async function getCategoryTreeForStaff(): Promise<{ roots: CategoryNode[]; rows: CategoryNode[] }> {
  const all = await listCategoriesForStaff();
  const known = new Set(all.map((category) => category.basketId));
  const under = new Map<number | null, StaffCategory[]>();
  for (const category of all) {
    const parent = category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    under.set(parent, [...(under.get(parent) ?? []), category]);
  }
  const rows: CategoryNode[] = [];
  const branch = (parent: number | null, depth: number, path: string): CategoryNode[] =>
    [...(under.get(parent) ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((category) => {
        const node: CategoryNode = { ...category, depth, path: path ? `${path} › ${category.name}` : category.name, children: [] };
        rows.push(node);
        node.children = branch(category.basketId, depth + 1, node.path);
        return node;
      });
  return { roots: branch(null, 0, ''), rows };
}

/** One category for its edit page: where it sits, and the parents it may move under (never its own branch). */
export async function getCategoryForStaff(id: number): Promise<{ category: CategoryNode; parents: CategoryNode[] } | null> {
  const { rows } = await getCategoryTreeForStaff();
  const category = rows.find((row) => row.id === id);
  if (!category) return null;
  const branch = new Set<number>();
  const collect = (node: CategoryNode) => {
    branch.add(node.basketId);
    node.children.forEach(collect);
  };
  collect(category);
  return { category, parents: rows.filter((row) => !branch.has(row.basketId)) };
}

async function parentProblem(parentId: number | null | undefined, selfBasketId?: number) {
  if (parentId === null || parentId === undefined) return null;
  const db = await getDb();
  const [parent] = await db.select({ basketId: categories.basketId }).from(categories).where(eq(categories.basketId, parentId)).limit(1);
  if (!parent) return fail(422, 'unknown_parent', `There is no category with basket id ${parentId}.`);
  if (selfBasketId === undefined) return null;
  // Re-parenting under itself or one of its own descendants would cut the branch off the tree.
  const cycle = await db.execute<{ basket_id: number }>(sql`
    with recursive below as (
      select basket_id from categories where basket_id = ${selfBasketId}
      union
      select c.basket_id from categories c join below b on c.parent_id = b.basket_id
    )
    select basket_id from below where basket_id = ${parentId}`);
  return cycle.rows.length > 0 ? fail(422, 'parent_cycle', 'A category cannot sit under itself or one of its own subcategories.') : null;
}

/** addcategory (spec §7): a new category under its parent; its basket id is given or the next free one. */
export async function addCategory(
  input: { basketId?: number; parentId?: number | null; name: string; translations?: Translations },
  actor: Actor,
): Promise<AdminResult<{ id: number; basketId: number }>> {
  const problem = await parentProblem(input.parentId);
  if (problem) return problem;
  const db = await getDb();
  const base = slugify(input.name) || 'category';
  try {
    const created = await db.transaction(async (tx) => {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${categories.basketId}), 0) + 1` })
        .from(categories);
      const [{ taken } = { taken: 0 }] = await tx
        .select({ taken: count() })
        .from(categories)
        .where(sql`${categories.slug} = ${base} or ${categories.slug} ~ ${`^${base}-[0-9]+$`}`);
      const [category] = await tx
        .insert(categories)
        .values({
          basketId: input.basketId ?? Number(next),
          parentId: input.parentId ?? null,
          name: input.name,
          translations: mergeTranslations({}, input.translations, CATEGORY_TRANSLATED_FIELDS),
          slug: taken === 0 ? base : `${base}-${taken + 1}`,
        })
        .returning();
      if (!category) throw new Error('category insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'category.add',
        entityType: CATEGORY_ENTITY,
        entityId: category.id,
        changes: diffFields(null, {
          basket_id: category.basketId,
          parent_id: category.parentId,
          name: category.name,
          slug: category.slug,
          translations: category.translations,
        }),
      });
      return { id: category.id, basketId: category.basketId };
    });
    return adminOk(created);
  } catch (error) {
    // Two adds racing for one basket_id (or slug): the unique constraint decides; the loser is told.
    if (isUniqueViolation(error)) {
      return fail(409, 'category_taken', 'That basket id or name is already used by another category.');
    }
    throw error;
  }
}

/**
 * activatecategory (spec §7): shows or hides the category (and its news page). The console sends the value it wants,
 * so a page left open cannot flip it back; the Admin API's `{id}` alone toggles.
 */
export async function setCategoryActive(input: { id: number; value?: boolean }, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update').limit(1);
    if (!before) return false;
    const next = input.value ?? !before.isActive;
    await tx.update(categories).set({ isActive: next }).where(eq(categories.id, input.id));
    await recordAudit(tx, {
      actor,
      action: 'category.activate',
      entityType: CATEGORY_ENTITY,
      entityId: input.id,
      changes: diffFields({ is_active: before.isActive }, { is_active: next }),
    });
    return true;
  });
  return done ? adminOk(null) : notFound();
}

/** updatecategory (spec §7): rename and re-parent; the basket id, when sent, must be the category's own. */
export async function updateCategory(
  input: { id: number; basketId?: number; parentId?: number | null; name?: string; translations?: Translations },
  actor: Actor,
): Promise<AdminResult<null>> {
  const db = await getDb();
  const [current] = await db.select().from(categories).where(eq(categories.id, input.id)).limit(1);
  if (!current) return notFound();
  if (input.basketId !== undefined && input.basketId !== current.basketId)
    return fail(422, 'basket_id_fixed', "A category's basket id cannot change.");
  const problem = await parentProblem(input.parentId, current.basketId);
  if (problem) return problem;
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update').limit(1);
    if (!before) return false;
    const [after] = await tx
      .update(categories)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
        // A language the form sent replaces the stored one; one it did not send stays (decision 034).
        translations: mergeTranslations(before.translations, input.translations, CATEGORY_TRANSLATED_FIELDS),
      })
      .where(eq(categories.id, input.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      entityType: CATEGORY_ENTITY,
      entityId: input.id,
      changes: diffFields(
        { name: before.name, parent_id: before.parentId, translations: before.translations },
        after ? { name: after.name, parent_id: after.parentId, translations: after.translations } : null,
      ),
    });
    return true;
  });
  return done ? adminOk(null) : notFound();
}
