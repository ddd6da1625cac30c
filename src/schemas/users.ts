import { z } from 'zod';
import { EMAIL_PATTERN } from './identity';

/**
 * The console's user inputs (spec §3 user/profile, §6 roles), shared by the forms and the server actions: the
 * search, a fan's role_id, a staff role, and a new staff member. No spec endpoint takes them, so the forms' values and
 * the identity context's input are one camelCase shape.
 */

/** 2 is every fan, checked with their provider; role_id 1 passes every subscription check (spec §4, §6). */
export const FAN_ROLE_IDS = [2, 1] as const;
type FanRoleId = (typeof FAN_ROLE_IDS)[number];

export const STAFF_ROLES = ['admin', 'editor'] as const;

const userId = z.string().trim().min(1, 'Choose an account.').max(64);

/** Search by mobile number (0… or 27…), email or name; an empty search lists the newest accounts. */
export const userSearchInput = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters.').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UserSearchInput = z.output<typeof userSearchInput>;

export const fanRoleInput = z.object({
  id: userId,
  roleId: z.coerce
    .number({ error: 'Choose a role.' })
    .refine((value): value is FanRoleId => (FAN_ROLE_IDS as readonly number[]).includes(value), 'Choose a role.'),
});
export type FanRoleInput = z.output<typeof fanRoleInput>;

/** A staff role to give (admin, editor) or to take away ('none'). */
export const staffRoleInput = z.object({
  id: userId,
  staffRole: z.enum([...STAFF_ROLES, 'none'], { error: 'Choose admin, editor or no staff role.' }),
});
export type StaffRoleInput = z.output<typeof staffRoleInput>;

export const addStaffInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'This is too long')
    .regex(EMAIL_PATTERN, 'Email is invalid'),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'This is too long'),
  staffRole: z.enum(STAFF_ROLES, { error: 'Choose a role.' }),
});
export type AddStaffInput = z.output<typeof addStaffInput>;
export type AddStaffFormValues = z.input<typeof addStaffInput>;

export const staffMemberInput = z.object({ id: userId });
