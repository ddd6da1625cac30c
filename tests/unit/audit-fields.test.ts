import { describe, expect, it } from 'vitest';
import audit from '@/i18n/console/audit.json';
import { consoleTranslator } from '@/i18n/console-messages';
import { auditChangeLines, auditFieldLabel, humaniseField, KNOWN_AUDIT_FIELDS } from '@/components/admin/audit-fields';

/** Issue 26: a story's (and any item's) history names its fields in words, not the columns' names. */
const t = consoleTranslator('audit');

describe('the audit trail names fields in words', () => {
  it('known fields by their console string', () => {
    expect(auditFieldLabel('basket_id', t)).toBe('Category');
    expect(auditFieldLabel('is_active', t)).toBe('Published');
    expect(auditFieldLabel('title', t)).toBe('Title');
  });

  it('a language version of a field as "Title (isiZulu)"', () => {
    expect(auditFieldLabel('title_zu', t)).toBe('Title (isiZulu)');
    expect(auditFieldLabel('abstract_xh', t)).toBe('Summary (isiXhosa)');
    expect(auditFieldLabel('bodyAf', t)).toBe('Text (Afrikaans)');
  });

  it('an unknown field humanised', () => {
    expect(auditFieldLabel('entries_regraded', t)).toBe('Entries regraded');
    expect(humaniseField('homeVideoId')).toBe('Home video');
    expect(humaniseField('role_id')).toBe('Role');
  });

  it('every known field has its console string', () => {
    for (const field of KNOWN_AUDIT_FIELDS) expect((audit.fields as Record<string, string>)[field], field).toBeTruthy();
  });

  it('the translations of an item, one line per language and field that changed', () => {
    const lines = auditChangeLines(
      'translations',
      {
        before: { zu: { title: 'Isihloko', abstract: 'Same' } },
        after: { zu: { title: 'Isihloko esisha', abstract: 'Same' }, af: { title: 'Titel' } },
      },
      t,
    );
    expect(lines).toEqual([
      { label: 'Title (isiZulu)', before: 'Isihloko', after: 'Isihloko esisha' },
      { label: 'Title (Afrikaans)', before: null, after: 'Titel' },
    ]);
  });

  it('a plain field as one line', () => {
    expect(auditChangeLines('is_active', { before: false, after: true }, t)).toEqual([{ label: 'Published', before: false, after: true }]);
  });
});
