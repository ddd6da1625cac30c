import { formatDate } from '@/i18n/format';

/** A FanCred period key ('2026-11' a month, '2026' a year) as a reader says it, e.g. "November 2026". */
export function periodLabel(periodKey: string, locale: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(periodKey);
  if (!month) return periodKey;
  return formatDate(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15)), locale, 'monthYear');
}

/** '2026-11' is a month's table, '2026' a year's; anything else is no period. */
export function periodType(periodKey: string): 'monthly' | 'yearly' | null {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(periodKey)) return 'monthly';
  if (/^\d{4}$/.test(periodKey)) return 'yearly';
  return null;
}
