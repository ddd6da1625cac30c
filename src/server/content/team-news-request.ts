import { z } from 'zod';

/** POST body of allnews (spec §7): {slug, limit, page}. limit is the page size of the "other" stories. */
export const teamNewsRequest = z.object({
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/, 'must be a category slug')
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  limit: z.coerce.number().int().min(1).max(50).default(7),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The answer's language; absent, the request's (its NEXT_LOCALE cookie, else English; issue 26). */
  language: z.enum(['en', 'zu', 'xh', 'af']).optional(),
});
