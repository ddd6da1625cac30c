/**
 * South African formats (issue 17): dates and times in SAST, day before month in every language (isiZulu and isiXhosa
 * too, issue 26), a 24-hour clock ("Sat 5 Dec, 19:40");
 * numbers and rands as each language writes them (CLDR's South African locales). One place for the fan site, so a
 * page never mixes "Dec 5, 7:40 PM" with "05 Des. 19:40".
 */
import type { Locale } from './locales';

export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** English dates follow the "Sat 5 Dec, 19:40" (en-GB's patterns: en-ZA's pads the day as "05"). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', af: 'af-ZA', zu: 'zu-ZA', xh: 'xh-ZA' };
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-ZA', af: 'af-ZA', zu: 'zu-ZA', xh: 'xh-ZA' };

export type DateStyle = 'dayTime' | 'dayMonth' | 'date' | 'longDate' | 'fullDateTime' | 'monthYear';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** Sat 5 Dec, 19:40 */
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 5 Dec */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 5 Dec 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 5 December 2026 */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Saturday, 5 December 2026 at 19:40 */
  fullDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** December 2026 */
  monthYear: { month: 'long', year: 'numeric' },
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const localeOf = (locale: string): Locale => (locale === 'zu' || locale === 'xh' || locale === 'af' ? locale : 'en');

/**
 * The languages whose CLDR dates put the month first ("Disemba 7, 2026", "Mgq, Dis 7 17:05"), where South Africans
 * write the day first: their dates are assembled from the language's own names, day before month, in the shape the
 * English and Afrikaans ones have ("7 Disemba 2026", "Mgq 7 Dis, 17:05"). Shared by the site, SMS and USSD menus.
 */
const DAY_FIRST_ASSEMBLED: ReadonlySet<Locale> = new Set(['zu', 'xh']);

function dayFirst(format: Intl.DateTimeFormat, date: Date, style: DateStyle): string {
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  const dayMonth = `${part('day')} ${part('month')}`;
  switch (style) {
    case 'dayMonth':
      return dayMonth;
    case 'date':
    case 'longDate':
      return `${dayMonth} ${part('year')}`;
    case 'dayTime':
      return `${part('weekday')} ${dayMonth}, ${part('hour')}:${part('minute')}`;
    case 'fullDateTime': {
      // The language's own word between the date and the time (isiXhosa "ngo"), or a space.
      const year = parts.findIndex((each) => each.type === 'year');
      const between = parts[year + 1]?.type === 'literal' ? parts[year + 1]!.value : ' ';
      return `${part('weekday')}, ${dayMonth} ${part('year')}${between}${part('hour')}:${part('minute')}`;
    }
    default:
      return format.format(date);
  }
}

export function formatDate(value: Date | string, locale: string, style: DateStyle): string {
  const language = localeOf(locale);
  const code = DATE_LOCALES[language];
  const format = cached(`d|${code}|${style}`, () => new Intl.DateTimeFormat(code, { ...STYLES[style], timeZone: SA_TIME_ZONE }));
  const date = typeof value === 'string' ? new Date(value) : value;
  if (DAY_FIRST_ASSEMBLED.has(language)) return dayFirst(format as Intl.DateTimeFormat, date, style);
  return (format as Intl.DateTimeFormat).format(date);
}

export function formatNumber(value: number, locale: string): string {
  const code = NUMBER_LOCALES[localeOf(locale)];
  return cached(`n|${code}`, () => new Intl.NumberFormat(code)).format(value);
}

/** Rands: "R 39" for whole amounts, "R 39,50" otherwise (the locale's own separators). */
export function formatRand(value: number, locale: string): string {
  const code = NUMBER_LOCALES[localeOf(locale)];
  const digits = Number.isInteger(value) ? 0 : 2;
  return cached(
    `r|${code}|${digits}`,
    () => new Intl.NumberFormat(code, { style: 'currency', currency: 'ZAR', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/**
 * SUBSCRIPTION_PRICE ("R39 per month") in the fan's language ("R 39 ngenyanga"); a price written another way is
 * shown as configured. `perPeriod` is the catalogue's "{amount} per …" for the period.
 */
export function localisedPrice(
  price: string,
  locale: string,
  perPeriod: (period: 'day' | 'week' | 'month', amount: string) => string,
): string {
  const match = /^R\s?(\d+(?:[.,]\d{1,2})?)\s+per\s+(day|week|month)$/i.exec(price.trim());
  if (!match) return price;
  const amount = formatRand(Number(match[1]!.replace(',', '.')), locale);
  return perPeriod(match[2]!.toLowerCase() as 'day' | 'week' | 'month', amount);
}

/** '2026-11-25 14:30' in SAST: the console's and the entries export's plain form. */
export function formatSast(date: Date | string): string {
  const parts = Object.fromEntries(
    cached(
      'd|sast-plain',
      () =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: SA_TIME_ZONE,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    )
      .formatToParts(new Date(date))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A date as a datetime-local value in SAST ('2026-11-25T14:30'), for the console's form fields. */
export function toSastInput(date: Date | string): string {
  return formatSast(date).replace(' ', 'T');
}

/** A datetime-local value ('2026-11-25T14:30') read as SAST (UTC+2 all year); null when it is not one. */
export function parseSastInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+02:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
