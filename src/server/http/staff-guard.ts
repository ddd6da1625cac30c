import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSignedIn, staffRoleOf, type StaffRole, type UserRow } from '../identity';

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
