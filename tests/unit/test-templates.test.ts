import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEarlierTemplate, templateName } from '../support/test-database';

/** The integration suite's template databases (issue 16): a run drops earlier days' templates, never today's. */
describe('test template databases', () => {
  const root = path.resolve(__dirname, '..', '..');

  it('are named by day, then by the migrations and seed', () => {
    expect(templateName(root, '2026-11-23')).toMatch(/^touchline_tpl_20261123_[0-9a-f]{12}$/);
    expect(templateName(root, '2026-11-24')).toMatch(/^touchline_tpl_20261124_/);
  });

  it("drops earlier days' templates and names from before the day was in them, never today's of another checkout", () => {
    const today = 'touchline_tpl_20261123_aaaaaaaaaaaa';
    expect(isEarlierTemplate('touchline_tpl_20261122_aaaaaaaaaaaa', today)).toBe(true);
    expect(isEarlierTemplate('touchline_tpl_20251231_bbbbbbbbbbbb', today)).toBe(true);
    expect(isEarlierTemplate('touchline_tpl_2bf606174ae1', today)).toBe(true);
    expect(isEarlierTemplate('touchline_tpl_20261123_bbbbbbbbbbbb', today)).toBe(false);
    expect(isEarlierTemplate(today, today)).toBe(false);
    expect(isEarlierTemplate('touchline_tpl_20261122_aaaaaaaaaaaa_building_42', today)).toBe(false);
    expect(isEarlierTemplate('touchline_tpl_20261124_cccccccccccc', today)).toBe(false);
  });
});
