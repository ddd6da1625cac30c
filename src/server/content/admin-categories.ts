import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { adminFail as fail, type AdminResult } from '../ops/admin-result';
import { diffFields, recordAudit, type Actor } from '../ops/audit';
import { categories, stories } from './schema';
import { slugify } from '../site/slug';

/**
 * The category tree for staff and the service API (spec §3, §7): list, add, activate, rename and re-parent. A
 * category's basket_id and slug never change (stories and addresses point at them).
 */

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
    basket_id: category.basketId,
    parent_id: category.parentId,
    name: category.name,
    category_name: category.name,
    slug: category.slug,
    is_active: category.isActive,
    story_count: storyCount,
  }));
}

async function parentProblem(parentId: number | null | undefined, selfBasketId?: number) {
  if (parentId === null || parentId === undefined) return null;
  const db = await getDb();
  const [parent] = await db.select({ basketId: categories.basketId }).from(categories).where(eq(categories.basketId, parentId)).limit(1);
  if (!parent) return fail(422, 'unknown_parent', `There is no category with basket_id ${parentId}.`);
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

/** addcategory (spec §7): a new category under parent_id; basket_id is given or the next free one. */
export async function addCategory(input: { basket_id?: number; parent_id?: number | null; category_name: string }, actor: Actor): Promise<AdminResult<{ id: number; basket_id: number }>> {
  const problem = await parentProblem(input.parent_id);
  if (problem) return problem;
  const db = await getDb();
  const base = slugify(input.category_name) || 'category';
  try {
    const created = await db.transaction(async (tx) => {
      const [{ next } = { next: 1 }] = await tx.select({ next: sql<number>`coalesce(max(${categories.basketId}), 0) + 1` }).from(categories);
      const [{ taken } = { taken: 0 }] = await tx.select({ taken: count() }).from(categories).where(sql`${categories.slug} = ${base} or ${categories.slug} ~ ${`^${base}-[0-9]+$`}`);
      const [category] = await tx
        .insert(categories)
        .values({ basketId: input.basket_id ?? Number(next), parentId: input.parent_id ?? null, name: input.category_name, slug: taken === 0 ? base : `${base}-${taken + 1}` })
        .returning();
      if (!category) throw new Error('category insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'category.add',
        entityType: 'category',
        entityId: category.id,
        changes: diffFields(null, { basket_id: category.basketId, parent_id: category.parentId, name: category.name, slug: category.slug }),
      });
      return { id: category.id, basket_id: category.basketId };
    });
    return { ok: true, value: created };
  } catch (error) {
    // Two adds racing for one basket_id (or slug): the unique constraint decides; the loser is told.
    if (isUniqueViolation(error)) {
      return fail(409, 'category_taken', 'That basket_id or name is already used by another category.');
    }
    throw error;
  }
}

/** activatecategory (spec §7): toggles whether the category (and its news page) is shown. */
export async function toggleCategory(id: number, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update').limit(1);
    if (!before) return false;
    await tx.update(categories).set({ isActive: !before.isActive }).where(eq(categories.id, id));
    await recordAudit(tx, { actor, action: 'category.activate', entityType: 'category', entityId: id, changes: { is_active: { before: before.isActive, after: !before.isActive } } });
    return true;
  });
  return done ? { ok: true, value: null } : fail(404, 'not_found', 'There is no such category.');
}

/** updatecategory (spec §7): rename and re-parent; basket_id, when sent, must be the category's own. */
export async function updateCategory(input: { id: number; basket_id?: number; parent_id?: number | null; name?: string }, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  const [current] = await db.select().from(categories).where(eq(categories.id, input.id)).limit(1);
  if (!current) return fail(404, 'not_found', 'There is no such category.');
  if (input.basket_id !== undefined && input.basket_id !== current.basketId) return fail(422, 'basket_id_fixed', "A category's basket_id cannot change.");
  const problem = await parentProblem(input.parent_id, current.basketId);
  if (problem) return problem;
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(categories)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.parent_id !== undefined ? { parentId: input.parent_id } : {}) })
      .where(eq(categories.id, input.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      entityType: 'category',
      entityId: input.id,
      changes: diffFields({ name: current.name, parent_id: current.parentId }, after ? { name: after.name, parent_id: after.parentId } : null),
    });
  });
  return { ok: true, value: null };
}
