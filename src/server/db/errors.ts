/** The SQLSTATE of a PostgreSQL error, as pg raises it or drizzle wraps it (in `cause`). */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  return (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
}

/** A unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error).code === '23505';
}

/** A foreign-key violation (SQLSTATE 23503): a row still referenced (delete), or a reference to nothing. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error).code === '23503';
}

/** The name of the check constraint a write broke (SQLSTATE 23514), or null for any other error. */
export function checkViolation(error: unknown): string | null {
  const state = sqlState(error);
  return state.code === '23514' ? (state.constraint ?? '') : null;
}
