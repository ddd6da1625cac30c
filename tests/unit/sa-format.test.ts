import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRand, formatSast, localisedPrice, parseSastInput, toSastInput } from '@/i18n/format';

/** South African formats (issue 17): SAST, day before month, 24-hour clock; numbers and rands per language. */
describe('South African formats', () => {
  const kickoff = new Date('2026-12-05T17:40:00Z'); // 19:40 in Johannesburg

  it('says a kick-off as "Sat 5 Dec, 19:40" in SAST whatever the server\'s zone', () => {
    expect(formatDate(kickoff, 'en', 'dayTime')).toBe('Sat 5 Dec, 19:40');
    expect(formatDate(kickoff, 'en', 'fullDateTime')).toBe('Saturday, 5 December 2026 at 19:40');
    expect(formatDate('2026-12-31T22:30:00Z', 'en', 'date')).toBe('1 Jan 2027');
    expect(formatDate(kickoff, 'af', 'longDate')).toBe('5 Desember 2026');
  });

  it('writes isiZulu and isiXhosa dates day first, as South Africans do (CLDR writes them month first)', () => {
    const monday = new Date('2026-12-07T15:40:00Z'); // Monday 17:40 in Johannesburg
    expect(formatDate(monday, 'zu', 'longDate')).toBe('7 Disemba 2026');
    expect(formatDate(monday, 'xh', 'longDate')).toBe('7 Disemba 2026');
    expect(formatDate(monday, 'zu', 'date')).toBe('7 Dis 2026');
    expect(formatDate(monday, 'zu', 'dayMonth')).toBe('7 Dis');
    expect(formatDate(monday, 'zu', 'dayTime')).toBe('Mso 7 Dis, 17:40');
    expect(formatDate(monday, 'xh', 'dayTime')).toBe('Mvu 7 Dis, 17:40');
    expect(formatDate(monday, 'zu', 'fullDateTime')).toBe('UMsombuluko, 7 Disemba 2026 17:40');
    expect(formatDate(monday, 'xh', 'fullDateTime')).toBe('Mvulo, 7 Disemba 2026 ngo 17:40');
    expect(formatDate(monday, 'zu', 'monthYear')).toBe('Disemba 2026');
    // English and Afrikaans keep their own (already day-first) patterns.
    expect(formatDate(monday, 'en', 'dayMonth')).toBe('7 Dec');
    expect(formatDate(monday, 'af', 'dayTime')).toBe('Ma. 7 Des. 17:40');
  });

  it('writes numbers and rands the South African way in each language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1\u00a0234\u00a0567');
    expect(formatRand(39, 'en')).toBe('R\u00a039');
    expect(formatRand(39.5, 'af')).toBe('R\u00a039,50');
    expect(formatRand(39, 'zu')).toMatch(/^R\s?39$/);
  });
});

describe("the subscription price in the fan's language", () => {
  const per = (words: Record<string, string>) => (period: 'day' | 'week' | 'month', amount: string) =>
    words[period]!.replace('{amount}', amount);
  it('translates "R39 per month" and keeps any other wording as configured', () => {
    expect(localisedPrice('R39 per month', 'zu', per({ month: '{amount} ngenyanga' }))).toBe('R\u00a039 ngenyanga');
    expect(localisedPrice('R2.50 per day', 'af', per({ day: '{amount} per dag' }))).toBe('R\u00a02,50 per dag');
    expect(localisedPrice('R99 once-off', 'zu', per({}))).toBe('R99 once-off');
  });
});

describe("the console's SAST date fields", () => {
  it('round-trips a datetime-local value through South African time', () => {
    expect(formatSast('2026-12-31T22:30:00Z')).toBe('2027-01-01 00:30');
    expect(toSastInput(new Date('2026-11-25T12:30:00Z'))).toBe('2026-11-25T14:30');
    expect(parseSastInput('2026-11-25T14:30')?.toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(parseSastInput('25/11/2026 14:30')).toBeNull();
  });
});
