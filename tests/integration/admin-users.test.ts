import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar, emsisdnOf, insertFan, latestMessage } from '../support/identity-http';

// Server actions read the request's cookies through next/headers: here, the cookie jar of the staff member acting.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.120' }) }));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const actions = await import('@/app/admin/(console)/users/actions');
const { getDb } = await import('@/server/db/client');
const { addStaffMember, getUserForStaff, listStaffMembers, searchUsers, setFanRole, setStaffRole } =
  await import('@/server/identity/admin-users');
const { resetStaffPassword, signInStaff } = await import('@/server/identity/staff');
const { listAudit } = await import('@/server/audit/audit');
const { getFanActivity } = await import('@/server/fancred');
const { recordFanEvents } = await import('@/server/fancred/events');

/**
 * /admin/users (spec §2, §3, §6): the search by number (0… or 27…), email and name; a fan's role_id; staff roles
 * for admins only, never leaving the console without an admin; new staff set their own password from the reset
 * email; every change audited.
 */

type Actor = { type: 'staff'; id: string; label: string };
const ADMIN: Actor = { type: 'staff', id: 'demo-staff-admin', label: 'admin@example.com' };
const EDITOR_ID = 'demo-staff-editor';

async function signIn(email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  const response = await call(adminLogin, '/api/admin/login', { email, password, next: '/admin' }, { jar, ip: '198.51.100.121' });
  expect(response.status).toBe(303);
  return jar.header();
}

async function staffRoleOf(id: string): Promise<string | null> {
  const db = await getDb();
  return (await db.execute<{ staff_role: string | null }>(sql`select staff_role from users where id = ${id}`)).rows[0]?.staff_role ?? null;
}

async function sessionsOf(id: string): Promise<number> {
  const db = await getDb();
  return (await db.execute<{ n: number }>(sql`select count(*)::int as n from auth_sessions where user_id = ${id}`)).rows[0]?.n ?? 0;
}

const found = async (q: string) => {
  const result = await searchUsers({ q, page: 1 });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

let adminCookie = '';
let editorCookie = '';

beforeAll(async () => {
  adminCookie = await signIn('admin@example.com', 'touchline-admin');
  editorCookie = await signIn('editor@example.com', 'touchline-editor');
  await insertFan('27683000001', { firstName: 'Zanele', lastName: 'Searchable', nickname: 'ZeeFinds', email: 'zanele.search@example.com' });
});

describe('user search', () => {
  it('finds a fan by the whole number in either form, masked in the list', async () => {
    for (const q of ['0683000001', '27683000001', '+27 68 300 0001', '068-300-0001']) {
      const page = await found(q);
      expect(page.total, q).toBe(1);
      expect(page.data[0]).toMatchObject({
        id: 'test-fan-27683000001',
        name: 'Zanele Searchable',
        msisdn: '2768•••0001',
        kind: 'fan',
        roleId: 2,
      });
    }
  });

  it('finds fans by part of a number: 0… and 27… from the start, other digits anywhere', async () => {
    expect((await found('068300')).data.map((user) => user.id)).toEqual(['test-fan-27683000001']);
    expect((await found('2768300')).data.map((user) => user.id)).toEqual(['test-fan-27683000001']);
    expect((await found('3000001')).data.map((user) => user.id)).toEqual(['test-fan-27683000001']);
    expect((await found('0710000001')).data.map((user) => user.name)).toEqual(['Thabo Nkosi']);
  });

  it('finds by email (any case) and by name, nickname or full name', async () => {
    expect((await found('Zanele.Search@EXAMPLE.com')).data.map((user) => user.id)).toEqual(['test-fan-27683000001']);
    expect((await found('fan1@example')).data.map((user) => user.name)).toEqual(['Thabo Nkosi']);
    for (const q of ['zanele', 'SEARCHABLE', 'zanele searchable', 'zeefinds']) {
      expect(
        (await found(q)).data.map((user) => user.id),
        q,
      ).toEqual(['test-fan-27683000001']);
    }
    expect((await found('Demo Editor')).data).toEqual([
      expect.objectContaining({ id: EDITOR_ID, kind: 'staff', staffRole: 'editor', msisdn: null }),
    ]);
  });

  it('treats % and _ as letters, says when a number is too short, and pages the newest accounts', async () => {
    expect((await found('%')).total).toBe(0);
    expect((await found('_')).total).toBe(0);
    expect(await searchUsers({ q: '07', page: 1 })).toMatchObject({
      ok: false,
      error: { status: 422, message: 'Type at least 3 digits of the mobile number.' },
    });
    const newest = await found('');
    expect(newest.total).toBeGreaterThanOrEqual(8);
    expect(newest.perPage).toBe(20);
    const times = newest.data.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('the search action needs a staff session', async () => {
    current.cookie = '';
    expect(await actions.searchUsersAction({ q: 'zanele' })).toEqual({ ok: false, message: 'Please log in to the console.' });
    current.cookie = editorCookie;
    const result = await actions.searchUsersAction({ q: 'zanele' });
    expect(result.ok && result.value.data.map((user) => user.id)).toEqual(['test-fan-27683000001']);
  });
});

describe("a fan's profile and role", () => {
  it('shows the profile fields and the FanCred events of this month and year', async () => {
    const user = await getUserForStaff('test-fan-27683000001');
    expect(user?.profile).toMatchObject({
      msisdn: '27683000001',
      firstName: 'Zanele',
      email: 'zanele.search@example.com',
      lastName: 'Searchable',
      nickname: 'ZeeFinds',
      roleId: 2,
      network: 'mtn',
      emsisdn: emsisdnOf('27683000001'),
      isProfileCompleted: false,
      subscriptionExpiry: null,
    });
    const emsisdn = user?.profile.emsisdn ?? '';
    await recordFanEvents([{ emsisdn, event: 'like', eventType: 'story', score: 5 }]);
    const activity = await getFanActivity(emsisdn);
    expect(activity).toMatchObject({
      thisMonth: 1,
      thisYear: 1,
      recent: [expect.objectContaining({ event: 'like', eventType: 'story', score: 5 })],
    });
    expect(await getUserForStaff('no-such-user')).toBeNull();
  });

  it('an admin gives role_id 1 through the action; the change is audited and a repeat changes nothing', async () => {
    current.cookie = adminCookie;
    expect(await actions.setFanRoleAction({ id: 'test-fan-27683000001', roleId: '1' })).toEqual({ ok: true, value: { changed: true } });
    expect((await getUserForStaff('test-fan-27683000001'))?.profile.roleId).toBe(1);
    expect(await actions.setFanRoleAction({ id: 'test-fan-27683000001', roleId: 1 })).toEqual({ ok: true, value: { changed: false } });
    const { entries } = await listAudit({ entityType: 'user', entityId: 'test-fan-27683000001' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.role',
      actorLabel: 'admin@example.com',
      changes: { role_id: { before: 2, after: 1 } },
    });
    expect(await actions.setFanRoleAction({ id: 'test-fan-27683000001', roleId: 3 })).toMatchObject({
      ok: false,
      fieldErrors: { roleId: 'Choose a role.' },
    });
    expect(await setFanRole({ id: 'test-fan-27683000001', roleId: 2 }, ADMIN)).toEqual({ ok: true, value: { changed: true } });
  });

  it('refuses role_id 1 (free, permanent access) to an editor, on the server; an editor may set the other roles', async () => {
    current.cookie = editorCookie;
    const refused = { ok: false, message: 'Only an admin can give free, permanent access (role 1).' };
    expect(await actions.setFanRoleAction({ id: 'test-fan-27683000001', roleId: '1' })).toEqual(refused);
    expect(
      await setFanRole({ id: 'test-fan-27683000001', roleId: 1 }, { type: 'staff', id: EDITOR_ID, label: 'editor@example.com' }),
    ).toMatchObject({
      ok: false,
      error: { status: 403, code: 'admin_only' },
    });
    expect(await setFanRole({ id: 'test-fan-27683000001', roleId: 1 }, { type: 'service', label: 'service' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect((await getUserForStaff('test-fan-27683000001'))?.profile.roleId).toBe(2);
    // Taking free access away, and the other roles, stay open to editors.
    expect(await setFanRole({ id: 'test-fan-27683000001', roleId: 1 }, ADMIN)).toEqual({ ok: true, value: { changed: true } });
    expect(await actions.setFanRoleAction({ id: 'test-fan-27683000001', roleId: 2 })).toEqual({ ok: true, value: { changed: true } });
    expect((await getUserForStaff('test-fan-27683000001'))?.profile.roleId).toBe(2);
  });

  it('refuses a role_id for an account without a number, and an unknown account', async () => {
    expect(await setFanRole({ id: EDITOR_ID, roleId: 1 }, ADMIN)).toMatchObject({ ok: false, error: { status: 422, code: 'not_a_fan' } });
    expect(await setFanRole({ id: 'nobody', roleId: 1 }, ADMIN)).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('staff management', () => {
  it('is refused to an editor on the server, whatever the page shows', async () => {
    current.cookie = editorCookie;
    const refused = { ok: false, message: 'Your role may not do this.' };
    expect(await actions.setStaffRoleAction({ id: EDITOR_ID, staffRole: 'admin' })).toEqual(refused);
    expect(await actions.addStaffAction({ email: 'sneaky@staff.example', name: 'Sneaky', staffRole: 'admin' })).toEqual(refused);
    expect(await actions.sendStaffPasswordEmailAction({ id: EDITOR_ID })).toEqual(refused);
    expect(await staffRoleOf(EDITOR_ID)).toBe('editor');
    expect((await found('sneaky@staff.example')).total).toBe(0);
  });

  it('adds a staff member, who sets their own password from the emailed link', async () => {
    current.cookie = adminCookie;
    const result = await actions.addStaffAction({ email: ' New.Editor@Staff.example ', name: 'New Editor', staffRole: 'editor' });
    expect(result).toMatchObject({ ok: true, value: { emailSent: true } });
    const id = result.ok ? result.value.id : '';
    expect(await staffRoleOf(id)).toBe('editor');
    const mail = await latestMessage('new.editor@staff.example');
    // An invitation, not a reset: nobody asked to reset anything.
    expect(mail?.subject).toBe('You have been added to the Touchline console');
    expect(mail?.body).toMatch(
      /^You have been added to the Touchline console as a staff member\.\n\nChoose your password here \(the link works for one hour\): /,
    );
    expect(mail?.body).not.toContain('reset the password');
    const token = new URL(/(http:\/\/\S+\/admin\/reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    expect((await listStaffMembers()).find((member) => member.id === id)).toMatchObject({
      email: 'new.editor@staff.example',
      staffRole: 'editor',
      hasPassword: false,
    });

    expect(await resetStaffPassword({ token: token ?? '', password: 'chosen-by-themselves' })).toEqual({ ok: true });
    expect(
      (
        await signInStaff({
          email: 'new.editor@staff.example',
          password: 'chosen-by-themselves',
          ip: '198.51.100.122',
          headers: new Headers(),
        })
      ).ok,
    ).toBe(true);
    expect((await listStaffMembers()).find((member) => member.id === id)?.hasPassword).toBe(true);

    const { entries } = await listAudit({ entityType: 'user', entityId: id });
    expect(entries[0]).toMatchObject({
      action: 'staff.add',
      actorLabel: 'admin@example.com',
      changes: { email: { before: null, after: 'new.editor@staff.example' }, staff_role: { before: null, after: 'editor' } },
    });
  });

  it('refuses a duplicate staff email, a fan email and a bad form', async () => {
    expect(await addStaffMember({ email: 'editor@example.com', name: 'Again', staffRole: 'admin' }, ADMIN)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'already_staff' },
    });
    expect(await addStaffMember({ email: 'fan1@example.com', name: 'Thabo', staffRole: 'editor' }, ADMIN)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'fan_account' },
    });
    current.cookie = adminCookie;
    expect(await actions.addStaffAction({ email: 'not-an-email', name: '', staffRole: 'boss' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Email is invalid', name: 'Name is required', staffRole: 'Choose a role.' },
    });
  });

  it('two admins adding one email at once make one account', async () => {
    const results = await Promise.all(
      [0, 1].map(() => addStaffMember({ email: 'twice@staff.example', name: 'Twice', staffRole: 'editor' }, ADMIN)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, error: { status: 409 } });
    expect((await found('twice@staff.example')).total).toBe(1);
  });

  it('never gives a fan account a staff role', async () => {
    expect(await setStaffRole({ id: 'test-fan-27683000001', staffRole: 'editor' }, ADMIN)).toMatchObject({
      ok: false,
      error: { status: 422, code: 'fan_account' },
    });
    expect(await staffRoleOf('test-fan-27683000001')).toBeNull();
  });

  it('refuses an admin demoting themselves and removing the last admin; signs out whoever loses the role', async () => {
    current.cookie = adminCookie;
    expect(await actions.setStaffRoleAction({ id: ADMIN.id, staffRole: 'editor' })).toEqual({
      ok: false,
      message: 'You cannot take away your own admin role. Ask another admin to do it.',
    });

    const second = await addStaffMember({ email: 'second.admin@staff.example', name: 'Second Admin', staffRole: 'admin' }, ADMIN);
    const secondId = second.ok ? second.value.id : '';
    const asSecond: Actor = { type: 'staff', id: secondId, label: 'second.admin@staff.example' };
    // The second admin demotes the demo admin; now the second is the last admin, and the demo admin cannot remove them.
    expect(await setStaffRole({ id: ADMIN.id, staffRole: 'editor' }, asSecond)).toEqual({ ok: true, value: { changed: true } });
    expect(await setStaffRole({ id: secondId, staffRole: 'none' }, ADMIN)).toEqual({
      ok: false,
      error: { status: 409, code: 'last_admin', message: 'There must always be at least one admin: make someone else an admin first.' },
    });
    expect(await staffRoleOf(secondId)).toBe('admin');
    expect(await setStaffRole({ id: ADMIN.id, staffRole: 'admin' }, asSecond)).toEqual({ ok: true, value: { changed: true } });

    // An editor who loses staff access is signed out everywhere.
    const editorSessions = await sessionsOf(EDITOR_ID);
    expect(editorSessions).toBeGreaterThan(0);
    expect(await setStaffRole({ id: EDITOR_ID, staffRole: 'none' }, ADMIN)).toEqual({ ok: true, value: { changed: true } });
    expect(await sessionsOf(EDITOR_ID)).toBe(0);
    current.cookie = editorCookie;
    expect(await actions.searchUsersAction({ q: '' })).toEqual({ ok: false, message: 'Please log in to the console.' });
    expect(await setStaffRole({ id: EDITOR_ID, staffRole: 'editor' }, ADMIN)).toEqual({ ok: true, value: { changed: true } });

    const actionsSeen = (await listAudit({ entityType: 'user', entityId: ADMIN.id })).entries.map((entry) => [
      entry.action,
      entry.changes.staff_role?.after,
    ]);
    expect(actionsSeen).toEqual([
      ['staff.role', 'admin'],
      ['staff.role', 'editor'],
    ]);
  });

  it('two admins demoting each other at once: one wins, one admin is left', async () => {
    const a = await addStaffMember({ email: 'race.a@staff.example', name: 'Race A', staffRole: 'admin' }, ADMIN);
    const b = await addStaffMember({ email: 'race.b@staff.example', name: 'Race B', staffRole: 'admin' }, ADMIN);
    const idA = a.ok ? a.value.id : '';
    const idB = b.ok ? b.value.id : '';
    // Only A and B are admins for this race: the others step aside (B makes them editors), then come back.
    const others = (await listStaffMembers())
      .filter((member) => member.staffRole === 'admin' && member.id !== idA && member.id !== idB)
      .map((member) => member.id);
    expect(others).toContain(ADMIN.id);
    for (const id of others)
      expect(await setStaffRole({ id, staffRole: 'editor' }, { type: 'staff', id: idB, label: 'race.b' })).toMatchObject({ ok: true });
    const results = await Promise.all([
      setStaffRole({ id: idB, staffRole: 'editor' }, { type: 'staff', id: idA, label: 'race.a' }),
      setStaffRole({ id: idA, staffRole: 'editor' }, { type: 'staff', id: idB, label: 'race.b' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ error: { code: 'last_admin' } });
    const roles = [await staffRoleOf(idA), await staffRoleOf(idB)].sort();
    expect(roles).toEqual(['admin', 'editor']);
    const winner = roles[0] === (await staffRoleOf(idA)) ? idA : idB;
    for (const id of others)
      expect(await setStaffRole({ id, staffRole: 'admin' }, { type: 'staff', id: winner, label: 'winner' })).toMatchObject({ ok: true });
  });
});
