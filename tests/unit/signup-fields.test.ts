import { describe, expect, it } from 'vitest';
import { fieldErrors, missingProfileFields, signupSchema } from '@/schemas/identity';

/** Sign-up asks only for what the code needs (issue 17); complete_profile asks for what the profile still lacks. */
describe('the sign-up form', () => {
  it('requires only the number, the first name and the terms', () => {
    const parsed = signupSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      first_name: 'first_name_required',
      number: 'number_required',
      accept_terms: 'terms_required',
    });
  });

  it('takes the other fields as absent when they are left blank', () => {
    const parsed = signupSchema.parse({
      first_name: 'Thandi',
      number: '0821234567',
      accept_terms: 'true',
      last_name: ' ',
      nickname: '',
      network: '',
      email: '',
      province: '',
      team: '',
    });
    expect(parsed).toEqual({ first_name: 'Thandi', number: '0821234567', accept_terms: true, accept_newsletter: false });
  });

  it('still checks an optional field that is filled', () => {
    const parsed = signupSchema.safeParse({
      first_name: 'Thandi',
      number: '0821234567',
      accept_terms: 'true',
      email: 'not-an-email',
      team: 'all-blacks',
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ email: 'email_invalid', team: 'team_required' });
  });
});

describe('the missing profile fields', () => {
  it('are the empty ones, in the form order', () => {
    expect(missingProfileFields({ first_name: 'Thandi', language: 'zu', email: '', last_name: null })).toEqual([
      'email',
      'last_name',
      'nickname',
      'team',
    ]);
    expect(
      missingProfileFields({ email: 'a@b.co', first_name: 'A', last_name: 'B', nickname: 'C', language: 'en', team: 'springboks' }),
    ).toEqual([]);
  });

  it('include junior-springboks for the third-party-billing variant, which does not offer it', () => {
    const profile = { email: 'a@b.co', first_name: 'A', last_name: 'B', nickname: 'C', language: 'en', team: 'junior-springboks' };
    expect(missingProfileFields(profile, 'standard')).toEqual([]);
    expect(missingProfileFields(profile, 'third-party-billing')).toEqual(['team']);
  });
});

/** Issue 37: a wrong number is named by the form itself, with every other error, not only once the rest is right. */
describe('the sign-up number', () => {
  it('is Invalid Mobile Number when it has nine digits, whatever the other fields hold', () => {
    const parsed = signupSchema.safeParse({ first_name: '', number: '082123456', email: 'not-an-email', team: 'all-blacks' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      first_name: 'first_name_required',
      number: 'invalid_number',
      email: 'email_invalid',
      team: 'team_required',
      accept_terms: 'terms_required',
    });
  });

  it('follows the server rule: not a South African mobile number is invalid, an empty one is required', () => {
    const numberError = (number: string) => {
      const parsed = signupSchema.safeParse({ first_name: 'Thandi', number, accept_terms: 'true' });
      return parsed.success ? null : fieldErrors(parsed.error).number;
    };
    expect(numberError('082123456')).toBe('invalid_number');
    expect(numberError('0210000001')).toBe('invalid_number');
    expect(numberError('   ')).toBe('number_required');
    expect(numberError('082 123 4567')).toBeNull();
    expect(numberError('27821234567')).toBeNull();
  });
});
