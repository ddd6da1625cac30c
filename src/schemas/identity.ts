import { z } from 'zod';
import { normaliseMsisdn } from './msisdn';

/**
 * Fan identity forms (spec §3 signup data, §5 validation), shared by the modal's forms and the route handlers: one
 * rule, one message. Messages are codes; the English texts (the spec's, word for word) are FIELD_MESSAGES, and the
 * UI shows each code through next-intl.
 */

/** A code may be sent again this long after the last one (the server refuses sooner; the modal counts down). */
export const RESEND_SPACING_SECONDS = 60;

export const NETWORKS = ['mtn', 'vodacom', 'cellc_telkom'] as const;
export type Network = (typeof NETWORKS)[number];
export const TEAMS = ['springboks', 'sevens', 'springbok-women', 'womens-sevens', 'junior-springboks'] as const;
export type Team = (typeof TEAMS)[number];
export const LANGUAGES = ['en', 'zu', 'xh', 'af'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

export const FIELD_MESSAGES = {
  email_required: 'Email is required',
  email_invalid: 'Email is invalid',
  email_taken: 'This email address is already registered',
  first_name_required: 'First Name is required',
  last_name_required: 'Last Name is required',
  nickname_required: 'Nickname is required',
  language_required: 'Language is required',
  team_required: 'Team is required',
  province_required: 'Province is required',
  number_required: 'Please enter your mobile number',
  invalid_number: 'Invalid Mobile Number',
  network_required: 'Please choose your network',
  terms_required: 'Please accept the terms and conditions',
  too_long: 'This is too long',
} as const;
export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/** The spec's "simple email pattern" (§5), for every email field. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (required: FieldMessageCode, max: number) => z.string({ error: required }).trim().min(1, required).max(max, 'too_long');
const email = z
  .string({ error: 'email_required' })
  .trim()
  .toLowerCase()
  .min(1, 'email_required')
  .max(254, 'too_long')
  .regex(EMAIL_PATTERN, 'email_invalid');
/** A checkbox or boolean: ticked is true, anything else (absent, unticked) false. */
const isTicked = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';
const flag = z.unknown().optional().transform(isTicked);
/** For partial updates: absent stays absent. */
const optionalFlag = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined ? undefined : isTicked(value)));

export const profileFields = {
  email,
  first_name: text('first_name_required', 60),
  last_name: text('last_name_required', 60),
  nickname: text('nickname_required', 30),
  language: z.enum(LANGUAGES, { error: 'language_required' }),
  team: z.enum(TEAMS, { error: 'team_required' }),
};

/** complete_profile (both variants; the third-party-billing variant has no junior-springboks). */
export const completeProfileSchema = z.object(profileFields);
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

export const nicknameSchema = z.object({ nickname: profileFields.nickname });

/** An optional field left blank is absent; filled, it is checked by its own rule. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());

/**
 * The sign-up page: spec §3 signup data, plus the terms (accept_newsletter is separate and optional). Only what the
 * code needs is required before it is sent — the number, the first name and the terms (issue 17); the other fields
 * are optional here, and complete_profile asks for those the profile still lacks.
 */
export const signupSchema = z.object({
  first_name: profileFields.first_name,
  last_name: optional(profileFields.last_name),
  nickname: optional(profileFields.nickname),
  // The server's own rule (a South African mobile number), so a wrong number is named with every other error (issue 37).
  number: z
    .string({ error: 'number_required' })
    .trim()
    .min(1, 'number_required')
    .max(20, 'invalid_number')
    .refine((value) => value === '' || normaliseMsisdn(value) !== null, 'invalid_number'),
  network: optional(z.enum(NETWORKS, { error: 'network_required' })),
  email: optional(email),
  province: optional(z.enum(PROVINCES, { error: 'province_required' })),
  team: optional(profileFields.team),
  accept_newsletter: flag,
  accept_terms: flag.refine((value) => value, 'terms_required'),
});
/** The sign-up fields a fan must fill before the code is sent. */
export const SIGNUP_REQUIRED_FIELDS = ['first_name', 'number', 'accept_terms'] as const;
export type SignupInput = z.input<typeof signupSchema>;

/** The fields a completed profile has (complete_profile's, spec §2, §5): a fan lacking one earns no FanCred points. */
export const PROFILE_FIELDS = ['email', 'first_name', 'last_name', 'nickname', 'language', 'team'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A profile's values as TypeScript names them (a stored fan, the modal's prefill). */
export interface ProfileValues {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string | null;
  team: string | null;
}

/** A profile's values under the form's field names (PROFILE_FIELDS, the spec's): what the checks below and complete_profile's form read. */
export function profileFieldValues(profile: ProfileValues): Record<ProfileField, string | null> {
  return {
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    nickname: profile.nickname,
    language: profile.language,
    team: profile.team,
  };
}

/**
 * The profile fields a fan still lacks, in the form's order: empty ones, and junior-springboks for the
 * third-party-billing variant (which does not offer it). complete_profile asks for these and no others.
 */
export function missingProfileFields(
  profile: Partial<Record<ProfileField, string | null | undefined>>,
  variant: 'standard' | 'third-party-billing' = 'standard',
): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => {
    const value = profile[field];
    if (value === null || value === undefined || value.trim() === '') return true;
    return field === 'team' && variant === 'third-party-billing' && value === 'junior-springboks';
  });
}

/** /profile: every field optional, each checked by its own rule when present. */
export const updateProfileSchema = z.object({
  first_name: profileFields.first_name.optional(),
  last_name: profileFields.last_name.optional(),
  nickname: profileFields.nickname.optional(),
  email: email.optional(),
  language: profileFields.language.optional(),
  team: profileFields.team.optional(),
  province: z.enum(PROVINCES, { error: 'province_required' }).optional(),
  accept_newsletter: optionalFlag,
});

/** Field → message code, for "errors show under each field". */
export function fieldErrors(error: z.ZodError): Record<string, FieldMessageCode> {
  const result: Record<string, FieldMessageCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in result)) result[field] = (issue.message in FIELD_MESSAGES ? issue.message : 'too_long') as FieldMessageCode;
  }
  return result;
}
