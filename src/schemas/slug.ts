/** Lower-case, hyphenated, ASCII: the form of story and player addresses (spec §2). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a text is already a slug: lower-case ASCII words joined by single hyphens, at most 200 characters. */
export function isSlug(value: string): boolean {
  return value.length <= 200 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
