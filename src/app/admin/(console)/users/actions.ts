'use server';

import { voidEventInput } from '@/schemas/fancred';
import { voidScoreInput } from '@/schemas/games';
import { addStaffInput, fanRoleInput, staffMemberInput, staffRoleInput, userSearchInput } from '@/schemas/users';
import { staffAction } from '@/server/http/staff-actions';
import { voidEvent } from '@/server/fancred';
import { voidScore } from '@/server/games';
import { addStaffMember, searchUsers, sendStaffPasswordEmail, setFanRole, setStaffRole } from '@/server/identity';

/** /admin/users: the search and a fan's role for every staff member; staff management for admins only. */

export async function searchUsersAction(input: unknown) {
  return staffAction({ schema: userSearchInput, input, run: (data) => searchUsers(data) });
}

export async function setFanRoleAction(input: unknown) {
  return staffAction({ schema: fanRoleInput, input, run: (data, actor) => setFanRole(data, actor) });
}

export async function setStaffRoleAction(input: unknown) {
  return staffAction({ schema: staffRoleInput, input, run: (data, actor) => setStaffRole(data, actor), roles: ['admin'] });
}

export async function addStaffAction(input: unknown) {
  return staffAction({ schema: addStaffInput, input, run: (data, actor) => addStaffMember(data, actor), roles: ['admin'] });
}

export async function sendStaffPasswordEmailAction(input: unknown) {
  return staffAction({ schema: staffMemberInput, input, run: (data, actor) => sendStaffPasswordEmail(data, actor), roles: ['admin'] });
}

/** Takes back a fan's applied FanCred event (with a reason); the engine audits it and re-ranks the fan. */
export async function voidFanCredEventAction(input: unknown) {
  return staffAction({
    schema: voidEventInput,
    input,
    run: (data, actor) => voidEvent({ eventId: data.id, reason: data.reason }, actor),
  });
}

/** Takes a fan's game score off the leaderboards (with a reason, audited). */
export async function voidGameScoreAction(input: unknown) {
  return staffAction({
    schema: voidScoreInput,
    input,
    run: (data, actor) => voidScore({ scoreId: data.id, reason: data.reason }, actor),
  });
}
