import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * No locale in the URL (DESIGN §1): the proxy reads the NEXT_LOCALE cookie (set from the member's language)
 * and rewrites internally to /{locale}/…, so each language's pages are cached separately.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'never',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
});
