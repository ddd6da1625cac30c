/** A competition's date and time in South African time, in the reader's language (pages, the entry island, the modal). */
export function sastDate(iso: string, locale: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(`${locale}-ZA`, { timeZone: 'Africa/Johannesburg', dateStyle, timeStyle: 'short' }).format(date);
}
