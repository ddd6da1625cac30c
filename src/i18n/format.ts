/**
 * South African formats (issue 17): dates and times in SAST, day before month, a 24-hour clock ("Sat 5 Dec, 19:40");
 * numbers and rands as each language writes them (CLDR's South African locales). One place for the fan site, so a
 * page never mixes "Dec 5, 7:40 PM" with "05 Des. 19:40".
 */
import type { Locale } from './locales';

export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** English dates follow the "Sat 5 Dec, 19:40" (en-GB's patterns: en-ZA's pads the day as "05"). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', af: 'af-ZA', zu: 'zu-ZA', xh: 'xh-ZA' };
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-ZA', af: 'af-ZA', zu: 'zu-ZA', xh: 'xh-ZA' };

export type DateStyle = 'dayTime' | 'date' | 'longDate' | 'fullDateTime' | 'monthYear';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** Sat 5 Dec, 19:40 */
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
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

export function formatDate(value: Date | string, locale: string, style: DateStyle): string {
  const code = DATE_LOCALES[localeOf(locale)];
  const format = cached(`d|${code}|${style}`, () => new Intl.DateTimeFormat(code, { ...STYLES[style], timeZone: SA_TIME_ZONE }));
  return (format as Intl.DateTimeFormat).format(typeof value === 'string' ? new Date(value) : value);
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
