import { z } from 'zod';

/** Bodies of the error-boundary calls (spec §7), bounded: the endpoints are public. */
const message = z.string().trim().min(1, 'is required').max(2000);
const page = z.string().trim().min(1, 'is required').max(500);

export const errorLookupInput = z.object({ message, page });

export const errorReportInput = z.object({
  message,
  page,
  stack: z.string().max(10_000).optional(),
  consoleError: z.string().max(10_000).optional(),
});
