/**
 * PostgreSQL text cannot hold U+0000: a value carrying one would make the database refuse the query (a 500). Input is
 * checked for it where it comes in, and refused as bad input.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) return Object.values(value).some(containsNul);
  return false;
}
