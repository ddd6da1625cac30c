import 'server-only';
import af from './auth-messages/af.json';
import en from './auth-messages/en.json';
import xh from './auth-messages/xh.json';
import zu from './auth-messages/zu.json';
import type { Locale } from './locales';

/** The modal's catalogue for server pages that render its forms (sign-up, profile). */
export function authCatalogue(locale: Locale) {
  return { en, zu, xh, af }[locale];
}
