import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as authorActions from '@/app/admin/(console)/authors/actions';
import * as playerActions from '@/app/admin/(console)/profiles/players/actions';
import { POST as adminLogin } from '@/app/api/admin/login/route';
import { authorCreateInput, authorUpdateInput, roleCreateInput } from '@/schemas/authors';
import { playerCreateInput, playerUpdateInput, type PlayerCreateInput } from '@/schemas/players';
import {
  addAuthorRole,
  createAuthor,
  deleteAuthorRole,
  getAuthorForEdit,
  listAuthorRoles,
  listAuthorsForStaff,
  listAuthorsPage,
  renameAuthorRole,
  updateAuthor,
} from '@/server/content';
import { stories } from '@/server/content/schema';
import { getDb } from '@/server/db/client';
import { getSignedIn, startSession } from '@/server/identity';
import { listAudit } from '@/server/audit/audit';
import type { Actor } from '@/server/kernel/actor';
import {
  createPlayer,
  getPlayer,
  getPlayerForEdit,
  listPlayers,
  listPlayersForConsole,
  setPlayerActive,
  updatePlayer,
} from '@/server/players';
import { call, CookieJar, insertFan } from '../support/identity-http';

// Server actions read the session through next/headers: here, the cookie of whoever is acting.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.150' }) }));
// Outside Next there is no cache to expire: record what the actions ask to revalidate instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

/**
 * The console's authors, roles and players (issue 5 item 4), at the service layer against a real database: the
 * shared zod rules, unique names, the FK that protects a role in use, slugs made once and unique per team (also when
 * two are saved at once), portraits through sharp, the audit trail, and what fans can no longer see; and the server
 * actions with a real session: refused to a visitor and to a fan, and the public cache tags each one refreshes.
 * Uploads land in a temporary DATA_DIR (set before the configuration is first read).
 */
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_MAX_BYTES = '300000';
  return (process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'touchline-people-test-')));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const actor: Actor = { type: 'staff', id: 'staff-people-test', label: 'editor@example.com' };

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)[0];

function playerInput(fields: Partial<Record<keyof PlayerCreateInput, unknown>> = {}): PlayerCreateInput {
  return playerCreateInput.parse({
    firstName: 'Sipho',
    lastName: 'Nkosi',
    position: 'Wing',
    caps: '3',
    category: 'springboks',
    ...fields,
  });
}

describe('author and role rules (the forms and actions share them)', () => {
  it('names are required, trimmed and single-spaced; a bio has a limit; a role is optional', () => {
    expect(firstIssue(authorCreateInput.safeParse({ name: '   ', roleId: '' }))).toBe('name: Name is required');
    expect(firstIssue(authorCreateInput.safeParse({ name: 'x'.repeat(81) }))).toBe('name: Name is at most 80 characters');
    expect(firstIssue(authorCreateInput.safeParse({ name: 'A', bio: 'b'.repeat(2001) }))).toBe('bio: The bio is at most 2000 characters');
    expect(authorCreateInput.parse({ name: '  Thandi   van  Wyk ', roleId: '', isActive: 'on' })).toEqual({
      name: 'Thandi van Wyk',
      roleId: null,
      bio: '',
      isActive: true,
    });
    expect(authorUpdateInput.parse({ id: '4', name: 'A', roleId: '2', isActive: false })).toMatchObject({
      id: 4,
      roleId: 2,
      isActive: false,
    });
    expect(firstIssue(roleCreateInput.safeParse({ name: '' }))).toBe('name: Role name is required');
  });
});

describe('authors', () => {
  it('adds an author (audited), lists them with role and story count, and offers them to the story form', async () => {
    const [role] = await listAuthorRoles();
    if (!role) throw new Error('seed has no roles');
    const created = await createAuthor(
      authorCreateInput.parse({ name: 'Karabo Mokoena', roleId: String(role.id), bio: 'Covers the Lions.' }),
      actor,
    );
    if (!created.ok) throw new Error(created.error.message);
    const author = await getAuthorForEdit(created.value.id);
    expect(author).toMatchObject({
      name: 'Karabo Mokoena',
      roleId: role.id,
      roleName: role.name,
      bio: 'Covers the Lions.',
      isActive: true,
      storyCount: 0,
    });
    expect((await listAuthorsForStaff()).find((row) => row.id === created.value.id)).toEqual({
      id: created.value.id,
      name: 'Karabo Mokoena',
      role: role.name,
      isActive: true,
    });

    const { entries } = await listAudit({ entityType: 'author', entityId: created.value.id });
    expect(entries.map((entry) => [entry.action, entry.actorLabel])).toEqual([['author.create', 'editor@example.com']]);
    expect(entries[0]?.changes.name).toEqual({ before: null, after: 'Karabo Mokoena' });

    const page = await listAuthorsPage({ q: 'Dlamini', status: 'all', page: 1 });
    expect(page.rows.map((row) => row.name)).toEqual(['Nomvula Dlamini']);
    expect(page.rows[0]?.storyCount).toBeGreaterThan(0);
    expect(page.rows[0]?.roleName).toBe('Editor');
  });

  it('refuses a second author of the same name in any case (the database index), with a message naming it', async () => {
    const clash = await createAuthor(authorCreateInput.parse({ name: 'LIEZL  marais' }), actor);
    expect(clash).toEqual({
      ok: false,
      error: { status: 409, code: 'name_taken', message: expect.stringContaining('There is already an author called “LIEZL marais”') },
    });
    const other = await createAuthor(authorCreateInput.parse({ name: 'Liezl Marais-Botha' }), actor);
    expect(other.ok).toBe(true);
    if (!other.ok) return;
    const renamed = await updateAuthor(authorUpdateInput.parse({ id: other.value.id, name: 'liezl marais', roleId: '' }), actor);
    expect(renamed.ok ? null : renamed.error.code).toBe('name_taken');
  });

  it('edits name, role, bio and active; the history keeps each change; inactive authors stay on their stories', async () => {
    const db = await getDb();
    const [story] = await db
      .select()
      .from(stories)
      .where(sql`${stories.authorId} is not null`)
      .limit(1);
    if (!story?.authorId) throw new Error('seed has no story with an author');
    const before = await getAuthorForEdit(story.authorId);
    if (!before) throw new Error('no author');
    const result = await updateAuthor(
      authorUpdateInput.parse({ id: before.id, name: `${before.name} Jr`, roleId: '', bio: 'New bio.', isActive: false }),
      actor,
    );
    expect(result).toEqual({ ok: true, value: null });
    expect(await getAuthorForEdit(before.id)).toMatchObject({
      name: `${before.name} Jr`,
      roleId: null,
      bio: 'New bio.',
      isActive: false,
      storyCount: before.storyCount,
    });
    const [entry] = (await listAudit({ entityType: 'author', entityId: before.id })).entries;
    expect(entry?.action).toBe('author.update');
    expect(entry?.changes).toEqual({
      name: { before: before.name, after: `${before.name} Jr` },
      role_id: { before: before.roleId, after: null },
      bio: { before: before.bio, after: 'New bio.' },
      is_active: { before: true, after: false },
    });
    // getAuthors keeps inactive authors (with is_active false): old stories still show them; the form offers the active.
    expect((await listAuthorsForStaff()).find((row) => row.id === before.id)?.isActive).toBe(false);
    expect((await listAuthorsPage({ status: 'inactive', page: 1 })).rows.map((row) => row.id)).toContain(before.id);
    expect((await listAuthorsPage({ status: 'active', page: 1 })).rows.map((row) => row.id)).not.toContain(before.id);
    await updateAuthor(
      authorUpdateInput.parse({ id: before.id, name: before.name, roleId: String(before.roleId ?? ''), bio: before.bio, isActive: true }),
      actor,
    );

    expect(await updateAuthor(authorUpdateInput.parse({ id: 999_999, name: 'Nobody' }), actor)).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await createAuthor(authorCreateInput.parse({ name: 'Role Gone', roleId: '999999' }), actor)).toMatchObject({
      ok: false,
      error: { status: 422, code: 'unknown_role' },
    });
  });
});

describe('author roles', () => {
  it('adds and renames a role (unique regardless of case), audited', async () => {
    const added = await addAuthorRole(roleCreateInput.parse({ name: 'Podcast Host' }), actor);
    if (!added.ok) throw new Error(added.error.message);
    expect(await addAuthorRole(roleCreateInput.parse({ name: 'podcast host' }), actor)).toMatchObject({
      ok: false,
      error: { status: 409, message: 'There is already a role called “podcast host”.' },
    });
    expect(await renameAuthorRole({ id: added.value.id, name: 'Editor' }, actor)).toMatchObject({
      ok: false,
      error: { code: 'name_taken' },
    });
    expect(await renameAuthorRole({ id: added.value.id, name: 'Podcast Presenter' }, actor)).toEqual({ ok: true, value: null });
    expect((await listAuthorRoles()).find((role) => role.id === added.value.id)).toEqual({
      id: added.value.id,
      name: 'Podcast Presenter',
      authorCount: 0,
      // Written in English only: the console lists it as such (issue 26).
      translations: {},
      languages: ['en'],
    });
    const { entries } = await listAudit({ entityType: 'author_role', entityId: added.value.id });
    expect(entries.map((entry) => entry.action)).toEqual(['author_role.rename', 'author_role.create']);
    expect(entries[0]?.changes).toEqual({ name: { before: 'Podcast Host', after: 'Podcast Presenter' } });
  });

  it('deletes a role no one has; the foreign key refuses one in use, and the refusal says why', async () => {
    const roles = await listAuthorRoles();
    const used = roles.find((role) => role.name === 'Senior Writer');
    expect(used?.authorCount).toBe(1);
    const refused = await deleteAuthorRole(used?.id ?? 0, actor);
    expect(refused).toEqual({
      ok: false,
      error: {
        status: 409,
        code: 'role_in_use',
        message: '“Senior Writer” is still the role of one author. Give that author another role first, then delete it.',
      },
    });
    expect((await listAuthorRoles()).some((role) => role.id === used?.id)).toBe(true);
    expect((await listAudit({ entityType: 'author_role', entityId: used?.id ?? 0 })).entries).toEqual([]);

    const spare = await addAuthorRole(roleCreateInput.parse({ name: 'Guest Columnist' }), actor);
    if (!spare.ok) throw new Error(spare.error.message);
    expect(await deleteAuthorRole(spare.value.id, actor)).toEqual({ ok: true, value: null });
    expect((await listAuthorRoles()).some((role) => role.id === spare.value.id)).toBe(false);
    expect((await listAudit({ entityType: 'author_role', entityId: spare.value.id })).entries[0]?.action).toBe('author_role.delete');
    expect(await deleteAuthorRole(spare.value.id, actor)).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('player rules', () => {
  it('checks each field with a clear message', () => {
    const valid = { firstName: 'Sipho', lastName: 'Nkosi', position: 'Wing', caps: '0', category: 'springboks' };
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, firstName: ' ' }))).toBe('firstName: First name is required');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, lastName: undefined }))).toBe('lastName: Last name is required');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, position: '' }))).toBe('position: Position is required');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, caps: '-1' }))).toBe('caps: Caps cannot be negative');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, caps: '2.5' }))).toBe('caps: Caps must be a whole number');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, caps: 'many' }))).toBe('caps: Caps must be a whole number');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, category: 'junior-springboks' }))).toBe('category: Choose the team');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, dateOfBirth: '2001-02-30' }))).toBe('dateOfBirth: This is not a real date');
    expect(firstIssue(playerCreateInput.safeParse({ ...valid, dateOfBirth: '2999-01-01' }))).toBe(
      'dateOfBirth: The date of birth must be in the past',
    );
    expect(playerCreateInput.parse({ ...valid, caps: '', dateOfBirth: '', shortName: ' ', portrait: new Blob([]) })).toMatchObject({
      caps: 0,
      dateOfBirth: null,
      shortName: '',
      portrait: undefined,
    });
    expect(playerUpdateInput.parse({ ...valid, id: '7', dateOfBirth: '1999-12-31' })).toMatchObject({
      id: 7,
      dateOfBirth: '1999-12-31',
    });
  });
});

describe('players', () => {
  it('creates a player with every field and a portrait (384×384 WebP through the storage adapter); fans see them', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#ffb612' } })
      .png()
      .toBuffer();
    const created = await createPlayer(
      playerInput({
        firstName: 'Lwazi',
        lastName: 'Mvovo-Test',
        shortName: 'Lwazi',
        position: 'Wing',
        caps: '12',
        bio: 'A finisher.',
        dateOfBirth: '1998-05-04',
        debut: '2022 v Wales, Bloemfontein',
        category: 'springbok-sevens',
        portrait: new Blob([new Uint8Array(png)], { type: 'image/png' }),
      }),
      actor,
    );
    expect(created).toEqual({ ok: true, value: { id: expect.any(Number), url: '/springbok-sevens/lwazi-mvovo-test' } });
    if (!created.ok) return;
    const player = await getPlayerForEdit(created.value.id);
    expect(player).toMatchObject({
      firstName: 'Lwazi',
      lastName: 'Mvovo-Test',
      caps: 12,
      bio: 'A finisher.',
      dateOfBirth: '1998-05-04',
      debut: '2022 v Wales, Bloemfontein',
      isActive: true,
      hasPortrait: true,
    });
    const key = player?.portraitUrl.replace('/media/uploads/', '') ?? '';
    expect(key).toMatch(/^players\/[0-9a-f-]+\.webp$/);
    expect(await sharp(readFileSync(join(dataDir, 'uploads', key))).metadata()).toMatchObject({ format: 'webp', width: 384, height: 384 });

    const [entry] = (await listAudit({ entityType: 'player', entityId: created.value.id })).entries;
    expect(entry).toMatchObject({ action: 'player.create', actorLabel: 'editor@example.com' });
    expect(entry?.changes.slug).toEqual({ before: null, after: 'lwazi-mvovo-test' });

    expect(await getPlayer('springbok-sevens', 'lwazi-mvovo-test')).toMatchObject({ firstName: 'Lwazi', portraitUrl: player?.portraitUrl });
    expect((await listPlayers()).some((row) => row.id === created.value.id)).toBe(true);
  });

  it('short name defaults to the first name; a file that is not an image is refused and nothing is written', async () => {
    const created = await createPlayer(playerInput({ firstName: 'Ruan', lastName: 'Short-Test' }), actor);
    if (!created.ok) throw new Error(created.error.message);
    expect((await getPlayerForEdit(created.value.id))?.shortName).toBe('Ruan');
    const bogus = await createPlayer(
      playerInput({ firstName: 'Not', lastName: 'Animage', portrait: new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }) }),
      actor,
    );
    expect(bogus).toEqual({
      ok: false,
      error: { status: 422, code: 'not_an_image', message: 'The portrait is not an image we can read. Use a JPEG, PNG or WebP photo.' },
    });
    const big = await createPlayer(
      playerInput({ firstName: 'Too', lastName: 'Big', portrait: new Blob([new Uint8Array(300_001)]) }),
      actor,
    );
    expect(big).toMatchObject({ ok: false, error: { status: 413, code: 'image_too_large' } });
    expect((await listPlayersForConsole({ q: 'Animage', status: 'all', sort: 'name', direction: 'asc', page: 1 })).total).toBe(0);
  });

  it('keeps the slug when the name changes, and the public address with it', async () => {
    const created = await createPlayer(playerInput({ firstName: 'Keegan', lastName: 'Stable' }), actor);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.url).toBe('/springboks/keegan-stable');
    const renamed = await updatePlayer(
      playerUpdateInput.parse({
        id: created.value.id,
        firstName: 'Keagan',
        lastName: 'Stabler',
        position: 'Centre',
        caps: '4',
        category: 'springboks',
      }),
      actor,
    );
    expect(renamed).toEqual({ ok: true, value: { url: '/springboks/keegan-stable' } });
    expect(await getPlayer('springboks', 'keegan-stable')).toMatchObject({
      firstName: 'Keagan',
      lastName: 'Stabler',
      position: 'Centre',
      caps: 4,
    });
    expect(await getPlayer('springboks', 'keagan-stabler')).toBeNull();
    const [entry] = (await listAudit({ entityType: 'player', entityId: created.value.id })).entries;
    expect(entry?.action).toBe('player.update');
    expect(entry?.changes).toEqual({
      first_name: { before: 'Keegan', after: 'Keagan' },
      last_name: { before: 'Stable', after: 'Stabler' },
      short_name: { before: 'Keegan', after: 'Keagan' },
      position: { before: 'Wing', after: 'Centre' },
      caps: { before: 3, after: 4 },
    });

    // A second Keegan Stable in the same team gets the next address; the first keeps its own.
    const namesake = await createPlayer(playerInput({ firstName: 'Keegan', lastName: 'Stable' }), actor);
    expect(namesake.ok && namesake.value.url).toBe('/springboks/keegan-stable-2');
    // Moving a player keeps the slug where it is free, and otherwise takes the next free one in the new team.
    const moved = await updatePlayer(
      playerUpdateInput.parse({
        id: created.value.id,
        firstName: 'Keagan',
        lastName: 'Stabler',
        position: 'Centre',
        caps: '4',
        category: 'springbok-women',
      }),
      actor,
    );
    expect(moved).toEqual({ ok: true, value: { url: '/springbok-women/keegan-stable' } });
    expect(
      await updatePlayer(
        playerUpdateInput.parse({ id: 999_999, firstName: 'A', lastName: 'B', position: 'Wing', category: 'springboks' }),
        actor,
      ),
    ).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('gives namesakes saved at the same moment distinct slugs (the unique index, then a retry)', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createPlayer(playerInput({ firstName: 'Thabo', lastName: 'Concurrent' }), actor)),
    );
    const urls = results.map((result) => (result.ok ? result.value.url : result.error.message)).sort();
    expect(urls).toEqual([
      '/springboks/thabo-concurrent',
      '/springboks/thabo-concurrent-2',
      '/springboks/thabo-concurrent-3',
      '/springboks/thabo-concurrent-4',
      '/springboks/thabo-concurrent-5',
    ]);
    // The same name in another team is that team's own first.
    const women = await createPlayer(
      playerInput({ firstName: 'Thabo', lastName: 'Concurrent', category: 'springbok-women-sevens' }),
      actor,
    );
    expect(women.ok && women.value.url).toBe('/springbok-women-sevens/thabo-concurrent');
  });

  it('a new portrait replaces the old one, which is removed from storage', async () => {
    const png = (colour: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const created = await createPlayer(
      playerInput({ firstName: 'Portrait', lastName: 'Swap', portrait: new Blob([new Uint8Array(await png('#000000'))]) }),
      actor,
    );
    if (!created.ok) throw new Error(created.error.message);
    const first = (await getPlayerForEdit(created.value.id))?.portraitUrl.replace('/media/uploads/', '') ?? '';
    expect(existsSync(join(dataDir, 'uploads', first))).toBe(true);
    const base = { id: created.value.id, firstName: 'Portrait', lastName: 'Swap', position: 'Wing', category: 'springboks' };
    await updatePlayer(playerUpdateInput.parse(base), actor);
    expect((await getPlayerForEdit(created.value.id))?.portraitUrl).toBe(`/media/uploads/${first}`);
    await updatePlayer(playerUpdateInput.parse({ ...base, portrait: new Blob([new Uint8Array(await png('#ffffff'))]) }), actor);
    const second = (await getPlayerForEdit(created.value.id))?.portraitUrl.replace('/media/uploads/', '') ?? '';
    expect(second).not.toBe(first);
    expect(existsSync(join(dataDir, 'uploads', second))).toBe(true);
    expect(existsSync(join(dataDir, 'uploads', first))).toBe(false);
  });

  it('deactivating hides a player from fans (squad list, own page) but not from the console; activating brings them back', async () => {
    const db = await getDb();
    const { players } = await import('@/server/players');
    const [kolisi] = await db.select().from(players).where(eq(players.slug, 'siya-kolisi'));
    const created = await createPlayer(playerInput({ firstName: 'Hidden', lastName: 'Player' }), actor);
    if (!created.ok || !kolisi) throw new Error('setup failed');
    expect(await setPlayerActive({ id: created.value.id, isActive: false }, actor)).toEqual({ ok: true, value: null });
    expect(await getPlayer('springboks', 'hidden-player')).toBeNull();
    expect((await listPlayers()).some((row) => row.id === created.value.id)).toBe(false);
    const inactive = await listPlayersForConsole({ q: 'hidden player', status: 'inactive', sort: 'name', direction: 'asc', page: 1 });
    expect(inactive.rows.map((row) => [row.id, row.isActive, row.url])).toEqual([[created.value.id, false, '/springboks/hidden-player']]);
    expect((await listPlayersForConsole({ q: 'hidden player', status: 'active', sort: 'name', direction: 'asc', page: 1 })).total).toBe(0);
    const [entry] = (await listAudit({ entityType: 'player', entityId: created.value.id })).entries;
    expect(entry).toMatchObject({ action: 'player.deactivate', changes: { is_active: { before: true, after: false } } });

    await setPlayerActive({ id: created.value.id, isActive: true }, actor);
    expect(await getPlayer('springboks', 'hidden-player')).not.toBeNull();
    expect(await setPlayerActive({ id: 999_999, isActive: false }, actor)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('filters the console table by team and sorts it', async () => {
    const women = await listPlayersForConsole({ team: 'springbok-women', status: 'all', sort: 'caps', direction: 'desc', page: 1 });
    expect(women.rows.every((row) => row.category === 'springbok-women')).toBe(true);
    const caps = women.rows.map((row) => row.caps);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const kolisi = await listPlayersForConsole({ q: 'siya kolisi', status: 'all', sort: 'name', direction: 'asc', page: 1 });
    expect(kolisi.rows.map((row) => row.url)).toEqual(['/springboks/siya-kolisi']);
  });
});

describe('the server actions of /admin/authors and /admin/profiles/players', () => {
  let editorCookie = '';
  let fanCookie = '';

  beforeAll(async () => {
    const staff = new CookieJar();
    const response = await call(
      adminLogin,
      '/api/admin/login',
      { email: 'editor@example.com', password: 'touchline-editor', next: '/admin' },
      { jar: staff, ip: '198.51.100.151' },
    );
    expect(response.status).toBe(303);
    editorCookie = staff.header();
    const fan = await insertFan('27683000150', { firstName: 'Sipho', lastName: 'Visitor' });
    const jar = new CookieJar();
    for (const line of await startSession(fan.id, new Headers())) jar.absorb(new Response(null, { headers: { 'set-cookie': line } }));
    fanCookie = jar.header();
    // A real fan session: signed in, but no staff role.
    expect((await getSignedIn(new Headers({ cookie: fanCookie })))?.user).toMatchObject({ id: fan.id, staffRole: null });
  });

  beforeEach(() => {
    current.cookie = editorCookie;
    revalidated.length = 0;
  });

  const playerForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Action',
      lastName: 'Player',
      position: 'Lock',
      caps: '1',
      category: 'springboks',
      ...fields,
    }))
      form.set(name, value);
    return form;
  };

  it('refuse a visitor and a signed-in fan alike, and change nothing', async () => {
    const [role] = await listAuthorRoles();
    const author = await createAuthor(authorCreateInput.parse({ name: 'Untouched Author' }), actor);
    const player = await createPlayer(playerInput({ firstName: 'Untouched', lastName: 'Player' }), actor);
    if (!role || !author.ok || !player.ok) throw new Error('setup failed');
    const refused = { ok: false, message: 'Please log in to the console.' };
    for (const cookie of ['', fanCookie]) {
      current.cookie = cookie;
      expect(await authorActions.addAuthor({ name: 'Sneaky Author' })).toEqual(refused);
      expect(await authorActions.saveAuthor({ id: author.value.id, name: 'Renamed by a fan' })).toEqual(refused);
      expect(await authorActions.addRole({ name: 'Sneaky Role' })).toEqual(refused);
      expect(await authorActions.renameRole({ id: role.id, name: 'Renamed by a fan' })).toEqual(refused);
      expect(await authorActions.deleteRole(role.id)).toEqual(refused);
      expect(await playerActions.addPlayer(playerForm({ lastName: 'Sneaky' }))).toEqual(refused);
      expect(await playerActions.savePlayer(playerForm({ id: String(player.value.id), firstName: 'Renamed' }))).toEqual(refused);
      expect(await playerActions.setPlayerActiveAction(player.value.id, false)).toEqual(refused);
    }
    expect(revalidated).toEqual([]);
    expect((await listAuthorsPage({ q: 'Sneaky', status: 'all', page: 1 })).total).toBe(0);
    expect((await getAuthorForEdit(author.value.id))?.name).toBe('Untouched Author');
    expect((await listAuthorRoles()).find((row) => row.id === role.id)?.name).toBe(role.name);
    expect((await listPlayersForConsole({ q: 'Sneaky', status: 'all', sort: 'name', direction: 'asc', page: 1 })).total).toBe(0);
    expect(await getPlayerForEdit(player.value.id)).toMatchObject({ firstName: 'Untouched', isActive: true });
  });

  it('author actions: a new author or role is on no public page yet; a saved author or renamed role refreshes the stories', async () => {
    const added = await authorActions.addAuthor({ name: 'Action Author', roleId: '', bio: '' });
    expect(added).toEqual({ ok: true, value: { id: expect.any(Number) } });
    expect(revalidated).toEqual([]);
    const id = added.ok ? added.value.id : 0;
    expect(await authorActions.saveAuthor({ id, name: 'Action Author Two', roleId: '', bio: 'Writes.' })).toEqual({
      ok: true,
      value: null,
    });
    expect(revalidated).toEqual(['stories']);
    expect((await listAudit({ entityType: 'author', entityId: id })).entries.map((entry) => [entry.action, entry.actorLabel])).toEqual([
      ['author.update', 'editor@example.com'],
      ['author.create', 'editor@example.com'],
    ]);

    revalidated.length = 0;
    expect(await authorActions.addAuthor({ name: '' })).toMatchObject({ ok: false, fieldErrors: { name: 'Name is required' } });
    const role = await authorActions.addRole({ name: 'Action Role' });
    expect(role).toEqual({ ok: true, value: { id: expect.any(Number) } });
    expect(revalidated).toEqual([]);
    const roleId = role.ok ? role.value.id : 0;
    expect(await authorActions.renameRole({ id: roleId, name: 'Action Role Renamed' })).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(['stories']);
    revalidated.length = 0;
    expect(await authorActions.deleteRole(roleId)).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual([]);
    expect((await listAudit({ entityType: 'author_role', entityId: roleId })).entries.map((entry) => entry.action)).toEqual([
      'author_role.delete',
      'author_role.rename',
      'author_role.create',
    ]);
  });

  it('player actions refresh what fans see of players (tag players): add, save, deactivate; a bad form refreshes nothing', async () => {
    expect(await playerActions.addPlayer(playerForm({ caps: '-2' }))).toMatchObject({
      ok: false,
      fieldErrors: { caps: 'Caps cannot be negative' },
    });
    expect(revalidated).toEqual([]);
    const added = await playerActions.addPlayer(playerForm({ lastName: 'Actioned' }));
    expect(added).toEqual({ ok: true, value: { id: expect.any(Number), url: '/springboks/action-actioned' } });
    expect(revalidated).toEqual(['players']);
    const id = added.ok ? added.value.id : 0;

    revalidated.length = 0;
    expect(await playerActions.savePlayer(playerForm({ id: String(id), firstName: 'Acted', lastName: 'Actioned' }))).toEqual({
      ok: true,
      value: { url: '/springboks/action-actioned' },
    });
    expect(revalidated).toEqual(['players']);
    expect(await getPlayer('springboks', 'action-actioned')).toMatchObject({ firstName: 'Acted' });

    revalidated.length = 0;
    expect(await playerActions.setPlayerActiveAction(id, false)).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(['players']);
    expect(await getPlayer('springboks', 'action-actioned')).toBeNull();
    expect((await listAudit({ entityType: 'player', entityId: id })).entries.map((entry) => [entry.action, entry.actorLabel])).toEqual([
      ['player.deactivate', 'editor@example.com'],
      ['player.update', 'editor@example.com'],
      ['player.create', 'editor@example.com'],
    ]);
  });
});
