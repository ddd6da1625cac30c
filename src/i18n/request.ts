import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from './locales';

/** The locale comes from the hidden [locale] segment (setRequestLocale), which next.config's rewrites choose. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: 'Africa/Johannesburg', messages: (await import(`./messages/${locale}.json`)).default };
});
