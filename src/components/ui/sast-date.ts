import { formatDate } from '@/i18n/format';

/** A competition's date and time in South African time, in the reader's language (the fan site's one formatter). */
export function sastDate(iso: string, locale: string, style: 'dayTime' | 'fullDateTime' = 'dayTime'): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  return formatDate(iso, locale, style);
}
