/**
 * FanCred periods (issue 11): months and years in South African time (Africa/Johannesburg). A month's key is
 * '2026-11', a year's '2026'; a SAST day is '2026-11-23'.
 */
export type PeriodType = 'monthly' | 'yearly';

const SAST = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-11-23' in South African time. */
export function dayKeyOf(now: Date): string {
  const parts = Object.fromEntries(SAST.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function periodKeyOf(type: PeriodType, now: Date): string {
  const day = dayKeyOf(now);
  return type === 'monthly' ? day.slice(0, 7) : day.slice(0, 4);
}

export function typeOfPeriodKey(periodKey: string): PeriodType | null {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(periodKey)) return 'monthly';
  if (/^\d{4}$/.test(periodKey)) return 'yearly';
  return null;
}

/** The period before: '2026-01' → '2025-12', '2026' → '2025'. */
export function previousPeriodKey(periodKey: string): string {
  if (typeOfPeriodKey(periodKey) === 'yearly') return String(Number(periodKey) - 1);
  const [year, month] = periodKey.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
