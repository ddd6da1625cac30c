import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('change when a migration is generated again under a new name with the same SQL', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'touchline-template-'));
    try {
      for (const dir of ['drizzle', 'src/server/demo', 'src/server/identity/demo-staff.ts', 'src/game-rules'])
        cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      const before = templateName(copy, '2026-11-23');
      expect(before).toBe(templateName(root, '2026-11-23'));
      const journalPath = path.join(copy, 'drizzle', 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
      const last = journal.entries.at(-1)!;
      renameSync(path.join(copy, 'drizzle', `${last.tag}.sql`), path.join(copy, 'drizzle', `${last.tag}_again.sql`));
      const renamed = templateName(copy, '2026-11-23');
      expect(renamed).not.toBe(before);
      last.when += 1;
      writeFileSync(journalPath, JSON.stringify(journal));
      expect(templateName(copy, '2026-11-23')).not.toBe(renamed);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
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
