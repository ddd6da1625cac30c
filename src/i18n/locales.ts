/** The four languages of the product (spec §3). Shared by the server and the UI. */
export const LOCALES = ['en', 'zu', 'xh', 'af'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
