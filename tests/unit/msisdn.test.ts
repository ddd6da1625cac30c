import { describe, expect, it } from 'vitest';
import { emsisdnFor, normaliseMsisdn } from '@/server/identity/msisdn';

describe('normaliseMsisdn', () => {
  it.each([
    ['0710000001', '27710000001'],
    ['27710000001', '27710000001'],
    ['+27 71 000 0001', '27710000001'],
    ['082-123-4567', '27821234567'],
    ['(083) 123 4567', '27831234567'],
    ['  0710000001  ', '27710000001'],
    ['27 71 000 0001', '27710000001'],
    ['+27710000001', '27710000001'],
    ['0600000000', '27600000000'],
    ['0899999999', '27899999999'],
    ['0811234567', '27811234567'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseMsisdn(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '071000000',
    '07100000011',
    '2771000000',
    '277100000011',
    '0210000001',
    '0110000001',
    '0310000001',
    '0510000001',
    '0910000001',
    '27210000001',
    '+27 21 000 0001',
    '+270710000001',
    '++27710000001',
    '27+710000001',
    '447700900000',
    '27-71-000-000x',
    '071.000.0001',
    '０７１０００００01',
  ])('rejects %j', (input) => {
    expect(normaliseMsisdn(input)).toBeNull();
  });
});

describe('emsisdnFor', () => {
  it('is stable, opaque and keyed', () => {
    const a = emsisdnFor('27710000001', 'secret-one-secret-one');
    expect(a).toBe(emsisdnFor('27710000001', 'secret-one-secret-one'));
    expect(a).not.toContain('27710000001');
    expect(a).not.toBe(emsisdnFor('27710000001', 'secret-two-secret-two'));
    expect(a).not.toBe(emsisdnFor('27710000002', 'secret-one-secret-one'));
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
