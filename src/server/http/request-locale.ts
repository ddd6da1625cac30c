import 'server-only';
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

/**
 * The language an API answer is written in (issue 26): the site's language cookie, which follows a member's language
 * from login on (identity-responses.ts) and is the page's language for a visitor; English without it.
 */
export function requestLocale(request: Pick<NextRequest, 'cookies'>): Locale {
  const cookie = request.cookies.get('NEXT_LOCALE')?.value;
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
