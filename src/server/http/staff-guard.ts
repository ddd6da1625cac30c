import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextResponse } from 'next/server';
import { getSignedIn, staffRoleOf, type StaffRole, type UserRow } from '../identity';
import type { Actor } from '../ops/audit';
import { jsonError } from './api-errors';

/** The signed-in staff member, or null: for the console's layout, which shows the shell only to staff. */
export async function currentStaff(): Promise<{ user: UserRow; role: StaffRole } | null> {
  const signedIn = await getSignedIn(await headers());
  const role = staffRoleOf(signedIn?.user);
  return signedIn && role ? { user: signedIn.user, role } : null;
}

/**
 * Every /admin page calls this first (DESIGN §5: the role is checked in the page, not only a layout). Anyone who is
 * not signed in as staff goes to /admin/login.
 */
export async function requireStaff(path: string, roles: StaffRole[] = ['admin', 'editor']): Promise<{ user: UserRow; role: StaffRole }> {
  const signedIn = await getSignedIn(await headers());
  const role = staffRoleOf(signedIn?.user);
  if (!signedIn || !role) redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  if (!roles.includes(role)) redirect('/admin?error=forbidden');
  return { user: signedIn.user, role };
}

/** The console's own APIs (/api/admin/*): a staff session with one of `roles`, else 401 / 403 (never a redirect). */
export async function requireStaffApi(
  request: Request,
  roles: StaffRole[] = ['admin', 'editor'],
): Promise<{ ok: true; user: UserRow; role: StaffRole; actor: Actor } | { ok: false; response: NextResponse }> {
  const signedIn = await getSignedIn(request.headers);
  const role = staffRoleOf(signedIn?.user);
  if (!signedIn || !role) return { ok: false, response: jsonError(401, 'staff_session_required', 'Please log in to the console.') };
  if (!roles.includes(role)) return { ok: false, response: jsonError(403, 'forbidden', 'Your role may not do this.') };
  const { user } = signedIn;
  return { ok: true, user, role, actor: { type: 'staff', id: user.id, label: user.email ?? user.id } };
}
