/**
 * Text for an ILIKE pattern: `%`, `_` and `\` match themselves, not any text; a NUL (which PostgreSQL text cannot
 * hold, and so could match nothing) is dropped rather than sent.
 */
export const escapeLike = (value: string) => value.replaceAll('\u0000', '').replace(/[\\%_]/g, (c) => `\\${c}`);
