import 'server-only';
import type { z } from 'zod';
import {
  completeProfileSchema,
  fieldErrors,
  PROFILE_FIELDS,
  profileFieldValues,
  signupSchema,
  updateProfileSchema,
  type ProfileField,
} from '@/schemas/identity';
import { IDENTITY_ERRORS, type CompleteProfileFields, type ProfileChanges, type SignupDetails, type UserRow } from '../identity';
import { fail } from './api-errors';

/**
 * The identity forms' request bodies (spec §3, §4), checked with the forms' own schemas (src/schemas/identity.ts, the
 * spec's field names) and handed to identity as camelCase input: the one place each body's names are read. A body
 * with errors is 422 invalid_input with the message code under each field (the form shows it there).
 */

function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) fail(IDENTITY_ERRORS.invalidInput, { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

type ProfileNames<T extends Partial<Record<ProfileField, unknown>>> = {
  email: T['email'];
  firstName: T['first_name'];
  lastName: T['last_name'];
  nickname: T['nickname'];
  language: T['language'];
  team: T['team'];
};

/** The profile fields (PROFILE_FIELDS) of a checked body, under identity's names. */
function profileNames<T extends Partial<Record<ProfileField, unknown>>>(fields: T): ProfileNames<T> {
  return {
    email: fields.email,
    firstName: fields.first_name,
    lastName: fields.last_name,
    nickname: fields.nickname,
    language: fields.language,
    team: fields.team,
  };
}

/** findOrCreateUserSignUp: the sign-up form (only the number, the first name and the terms are required). */
export function signupDetails(body: unknown): SignupDetails {
  const form = checked(signupSchema, body);
  return {
    firstName: form.first_name,
    lastName: form.last_name ?? null,
    nickname: form.nickname ?? null,
    number: form.number,
    network: form.network ?? null,
    email: form.email ?? null,
    province: form.province ?? null,
    team: form.team ?? null,
    acceptNewsletter: form.accept_newsletter,
  };
}

/** updateProfile: every field optional, a blank one absent, each checked by its own rule when present. */
export function profileChanges(fields: Record<string, unknown>): Omit<ProfileChanges, 'thumbnailFile'> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  const changes = checked(updateProfileSchema, given);
  return { ...profileNames(changes), province: changes.province, acceptNewsletter: changes.accept_newsletter };
}

/**
 * completeProfile: every profile field is required, but one the fan already has need not be sent — the form asks
 * only for the missing ones (issue 17) — so a field left out or blank is filled from what is stored before the check.
 */
export function completeProfileFields(body: Record<string, unknown>, user: UserRow): CompleteProfileFields {
  const stored = profileFieldValues(user);
  const merged = Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = body[field];
      const isBlank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      return [field, isBlank ? (stored[field] ?? undefined) : value];
    }),
  );
  return profileNames(checked(completeProfileSchema, merged));
}
