import { z } from 'zod';

/** PostgreSQL's `integer` (serial ids, basket ids): a larger number is refused here, not by the database with a 500. */
export const MAX_DB_INT = 2_147_483_647;

/** A row id as forms and JSON send it (text or number). */
export const dbId = z.coerce.number().int().positive().max(MAX_DB_INT);

/** An id from an address (`/edit/{id}`): digits only and within range, else null (the page answers 404). */
export function parseDbId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const parsed = dbId.safeParse(value);
  return parsed.success ? parsed.data : null;
}
