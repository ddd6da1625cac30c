/**
 * A login callback must be a path on this site: "/…" but not "//…" or "/\\…", and no control character or backslash
 * (browsers drop tabs and newlines and read \\ as /, so "/\t/evil.example" would leave the site). Its own module, free
 * of zod: the modal host that reads it is on every page.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f\\]/.test(value);
}
