/** Competition dates are shown and typed in South African time (UTC+2 all year, no daylight saving). */
export const SAST_TIME_ZONE = 'Africa/Johannesburg';

/** '2026-11-25 14:30' in SAST. */
export function formatSast(date: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SAST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(date));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** A datetime-local value ('2026-11-25T14:30') read as SAST; null when it is not one. */
export function parseSastInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+02:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as a datetime-local value in SAST (the console's form fields). */
export function toSastInput(date: Date | string): string {
  return formatSast(date).replace(' ', 'T');
}
