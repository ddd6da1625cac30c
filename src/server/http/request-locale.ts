import 'server-only';
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

/**
 * The language an API answer is written in (issue 26): the site's language cookie, which follows a member's language
 * from login on (identity-responses.ts) and is the page's language for a visitor; English without it. A plain Request
 * (a test, a script) is read from its Cookie header.
 */
export function requestLocale(request: Pick<NextRequest, 'cookies'> | Request): Locale {
  const cookie =
    'cookies' in request && request.cookies
      ? request.cookies.get('NEXT_LOCALE')?.value
      : /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec((request as Request).headers?.get('cookie') ?? '')?.[1];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
