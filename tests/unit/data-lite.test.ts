import { describe, expect, it } from 'vitest';
import { dataLiteReason, isDataLite, isSlowConnectionType, liteImageWidth } from '@/schemas/data-lite';

describe('data-lite rule (decision 018)', () => {
  it("follows the fan's choice before anything the browser says", () => {
    expect(isDataLite({ choice: 'on' })).toBe(true);
    expect(isDataLite({ choice: 'off', saveData: 'on', effectiveType: '2g' })).toBe(false);
    expect(isDataLite({ choice: 'on', saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it('without a choice, turns on for Save-Data or a 2g/3g connection only', () => {
    expect(isDataLite({ saveData: 'on' })).toBe(true);
    expect(isDataLite({ saveData: ' On ' })).toBe(true);
    expect(isDataLite({ saveData: true })).toBe(true);
    expect(isDataLite({ saveData: 'off' })).toBe(false);
    expect(isDataLite({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isDataLite({ effectiveType: '3g' })).toBe(true);
    expect(isDataLite({ effectiveType: '4g' })).toBe(false);
    expect(isDataLite({ choice: 'maybe', effectiveType: '4g' })).toBe(false);
    expect(isDataLite({})).toBe(false);
  });

  it('says why it is on', () => {
    expect(dataLiteReason({ choice: 'on' })).toBe('choice');
    expect(dataLiteReason({ saveData: true })).toBe('browser');
    expect(dataLiteReason({ effectiveType: '4g' })).toBeNull();
  });

  it('only slow-2g, 2g and 3g count as slow', () => {
    expect(['slow-2g', '2g', '3g', '3G'].map(isSlowConnectionType)).toEqual([true, true, true, true]);
    expect(['4g', '', 'x3g', undefined, null].map(isSlowConnectionType)).toEqual([false, false, false, false, false]);
  });

  it('asks for at most 360 px, never more than was asked', () => {
    expect(liteImageWidth(1280)).toBe(360);
    expect(liteImageWidth(256)).toBe(256);
    expect(liteImageWidth(Number.NaN)).toBe(360);
    expect(liteImageWidth(-5)).toBe(360);
  });
});
