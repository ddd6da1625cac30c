import 'server-only';
import af from './ussd/af.json';
import en from './ussd/en.json';
import xh from './ussd/xh.json';
import zu from './ussd/zu.json';
import type { Locale } from './locales';

export type UssdCatalogue = typeof en;

/** The USSD menus' texts (issue 25): server-only, every screen written to fit a feature phone's 182 characters. */
export function ussdCatalogue(locale: Locale): UssdCatalogue {
  return { en, zu, xh, af }[locale];
}
