/** A category as the console lists it (basket_id is the id stories and the public site use). */
export type TreeCategory = { id: number; basket_id: number; parent_id: number | null; name: string; is_active: boolean };

export type TreeRow<T extends TreeCategory> = T & { depth: number; path: string };

/**
 * The category tree in reading order: each category followed by its subcategories (by name), with its depth and
 * its path ("Springboks › Tests"). A category whose parent is missing sits at the top.
 */
export function categoryTree<T extends TreeCategory>(categories: T[]): TreeRow<T>[] {
  const known = new Set(categories.map((category) => category.basket_id));
  const children = new Map<number | null, T[]>();
  for (const category of categories) {
    const parent = category.parent_id !== null && known.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const rows: TreeRow<T>[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number, path: string) => {
    const below = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    for (const category of below) {
      if (seen.has(category.basket_id)) continue;
      seen.add(category.basket_id);
      const own = path ? `${path} › ${category.name}` : category.name;
      rows.push({ ...category, depth, path: own });
      visit(category.basket_id, depth + 1, own);
    }
  };
  visit(null, 0, '');
  return rows;
}

/** A category's label in a flat <select>: indented by its depth. */
export const indentedName = (row: { depth: number; name: string }) => `${'\u00a0\u00a0'.repeat(row.depth)}${row.depth > 0 ? '– ' : ''}${row.name}`;
