/** A PostgreSQL unique-constraint violation (SQLSTATE 23505), as pg raises it or drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
}
