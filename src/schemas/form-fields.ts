import { z } from 'zod';

/**
 * Text fields of the console's forms, shared by their schemas: trimmed, runs of spaces made one (so "Liezl  Marais "
 * and "Liezl Marais" are one name), and the field named in every message.
 */
const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform(tidy)
    .pipe(z.string().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`));

/** Empty is '' (absent or only spaces). */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? '' : tidy(value)))
    .pipe(z.string().max(max, `${label} is at most ${max} characters`));
