/** A category's label in a flat <select>: indented by its depth in the tree. */
export const indentedName = (row: { depth: number; name: string }) =>
  `${'\u00a0\u00a0'.repeat(row.depth)}${row.depth > 0 ? '– ' : ''}${row.name}`;

/** The tree's categories (in reading order) as the options of a parent <select>. */
export const parentOptions = (rows: { basketId: number; depth: number; name: string }[]) =>
  rows.map((row) => ({ basketId: row.basketId, label: indentedName(row) }));
