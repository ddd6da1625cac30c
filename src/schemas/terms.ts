import { z } from 'zod';

/**
 * The console's terms and conditions inputs: a version number, and a draft's body (rich text HTML, sanitised again
 * by the server on save and on render).
 */
const TERMS_BODY_MAX = 200_000;

const version = z.coerce
  .number({ error: 'Choose a version.' })
  .int('Choose a version.')
  .positive('Choose a version.')
  .max(1_000_000, 'Choose a version.');

export const termsVersionInput = z.object({ version });

export const termsDraftInput = z.object({
  version,
  body: z
    .string({ error: 'Write the terms before saving.' })
    .trim()
    .min(1, 'Write the terms before saving.')
    .max(TERMS_BODY_MAX, 'The terms are too long.'),
});
export type TermsDraftInput = z.output<typeof termsDraftInput>;

/** Starting (or reopening) the draft takes no input. */
export const termsStartDraftInput = z.object({});
