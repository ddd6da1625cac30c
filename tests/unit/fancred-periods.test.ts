import { describe, expect, it } from 'vitest';
import { dayKeyOf, periodKeyOf, previousPeriodKey, typeOfPeriodKey } from '@/server/fancred/periods';

describe('FanCred periods in South African time (UTC+2, no daylight saving)', () => {
  it('turns the month and year at midnight SAST, not UTC', () => {
    expect(periodKeyOf('monthly', new Date('2026-11-30T21:59:59.999Z'))).toBe('2026-11');
    expect(periodKeyOf('monthly', new Date('2026-11-30T22:00:00Z'))).toBe('2026-12');
    expect(periodKeyOf('yearly', new Date('2026-12-31T21:59:59Z'))).toBe('2026');
    expect(periodKeyOf('yearly', new Date('2026-12-31T22:00:00Z'))).toBe('2027');
    expect(dayKeyOf(new Date('2026-02-28T22:30:00Z'))).toBe('2026-03-01');
  });

  it('knows the period before and the kind of a key', () => {
    expect(previousPeriodKey('2027-01')).toBe('2026-12');
    expect(previousPeriodKey('2026-11')).toBe('2026-10');
    expect(previousPeriodKey('2026')).toBe('2025');
    expect(typeOfPeriodKey('2026-11')).toBe('monthly');
    expect(typeOfPeriodKey('2026')).toBe('yearly');
    expect(typeOfPeriodKey('2026-13')).toBeNull();
    expect(typeOfPeriodKey('26')).toBeNull();
  });
});
