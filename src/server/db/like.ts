/** Text for an ILIKE pattern: `%`, `_` and `\` match themselves, not any text. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
