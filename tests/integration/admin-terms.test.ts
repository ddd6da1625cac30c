import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Outside Next there is no cache to expire: record what the actions ask to revalidate instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));
// Server actions read the request's cookies through next/headers: here, the cookie jar of the staff member acting.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.130' }) }));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const actions = await import('@/app/admin/(console)/terms-and-conditions/actions');
const { getDb } = await import('@/server/db/client');
const { discardTermsDraft, getTermsVersionForStaff, listTermsVersions, publishTermsDraft, saveTermsDraft, startTermsDraft } =
  await import('@/server/content/admin-terms');
const { getCurrentTerms } = await import('@/server/content/terms');
const { listAudit } = await import('@/server/audit/audit');

/**
 * /admin/terms-and-conditions (issue 5 item 6): versions, a draft that starts from the current one, saves sanitised,
 * publish as the next version (published versions never change), version numbers unique in the database, one winner
 * of two racing publishes, the public terms refreshed, every write audited.
 */

const ADMIN = { type: 'staff' as const, id: 'demo-staff-admin', label: 'admin@example.com' };
const EDITOR = { type: 'staff' as const, id: 'demo-staff-editor', label: 'editor@example.com' };

async function signIn(email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  const response = await call(adminLogin, '/api/admin/login', { email, password, next: '/admin' }, { jar, ip: '198.51.100.131' });
  expect(response.status).toBe(303);
  return jar.header();
}

async function versionRows() {
  const db = await getDb();
  return (
    await db.execute<{ version: number; published: boolean }>(
      sql`select version, published_at is not null as published from terms_versions order by version`,
    )
  ).rows;
}

let editorCookie = '';

beforeAll(async () => {
  editorCookie = await signIn('editor@example.com', 'touchline-editor');
});

beforeEach(() => {
  revalidated.length = 0;
});

describe('terms versions', () => {
  it('starts with the seed: version 1, published and current', async () => {
    expect(await listTermsVersions()).toEqual([expect.objectContaining({ version: 1, isCurrent: true, publishedAt: expect.any(String) })]);
    expect((await getCurrentTerms())?.version).toBe(1);
  });

  it('a draft starts as a copy of the current version; starting again reopens it; two at once make one', async () => {
    const v1 = await getTermsVersionForStaff(1);
    const [first, second] = await Promise.all([startTermsDraft(EDITOR), startTermsDraft(ADMIN)]);
    expect([first, second].map((result) => result.ok && result.value.version)).toEqual([2, 2]);
    expect([first, second].filter((result) => result.ok && result.value.isNew)).toHaveLength(1);
    expect(await startTermsDraft(ADMIN)).toEqual({ ok: true, value: { version: 2, isNew: false } });
    expect(await versionRows()).toEqual([
      { version: 1, published: true },
      { version: 2, published: false },
    ]);
    const draft = await getTermsVersionForStaff(2);
    expect(draft).toMatchObject({ publishedAt: null, isCurrent: false, body: v1?.body });
    expect((await listAudit({ entityType: 'terms', entityId: 2 })).entries.map((entry) => entry.action)).toEqual(['terms.draft']);
  });

  it('saves a draft sanitised; refuses an empty one and any change to a published version', async () => {
    const dirty =
      '<h2>1. Membership</h2><p onclick="steal()">Be kind.<script>alert(1)</script></p><p><a href="javascript:alert(1)">click</a> <a href="https://example.com/rules">rules</a></p><img src=x onerror=alert(1)>';
    expect(await saveTermsDraft({ version: 2, body: dirty }, EDITOR)).toEqual({ ok: true, value: { version: 2 } });
    const saved = (await getTermsVersionForStaff(2))?.body ?? '';
    expect(saved).toContain('<h2>1. Membership</h2>');
    expect(saved).toContain('<p>Be kind.</p>');
    expect(saved).toContain('href="https://example.com/rules"');
    expect(saved).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    const db = await getDb();
    const stored = (await db.execute<{ body: string }>(sql`select body from terms_versions where version = 2`)).rows[0]?.body;
    expect(stored).toBe(saved);

    expect(await saveTermsDraft({ version: 2, body: '<p> </p><script>x</script>' }, EDITOR)).toMatchObject({
      ok: false,
      error: { status: 422, message: 'Write the terms before saving.' },
    });
    expect(await saveTermsDraft({ version: 1, body: '<p>Rewriting history</p>' }, ADMIN)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'published' },
    });
    expect(await saveTermsDraft({ version: 99, body: '<p>Nothing</p>' }, ADMIN)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await discardTermsDraft({ version: 1 }, ADMIN)).toMatchObject({ ok: false, error: { status: 409, code: 'published' } });
    const update = (await listAudit({ entityType: 'terms', entityId: 2 })).entries[0];
    expect(update).toMatchObject({
      action: 'terms.update',
      actorLabel: 'editor@example.com',
      changes: { body: { after: expect.stringContaining('Membership') } },
    });
  });

  it('sanitises again when a version is read, whatever is stored', async () => {
    const db = await getDb();
    await db.execute(
      sql`update terms_versions set body = '<p>Stored <b onmouseover="x()">raw</b><iframe src="https://evil.example"></iframe></p>' where version = 2`,
    );
    expect((await getTermsVersionForStaff(2))?.body).toBe('<p>Stored <b>raw</b></p>');
  });

  it('the save action takes an editor, checks the form and refuses a visitor', async () => {
    current.cookie = '';
    expect(await actions.saveTermsDraftAction({ version: 2, body: '<p>Visitor</p>' })).toEqual({
      ok: false,
      message: 'Please log in to the console.',
    });
    current.cookie = editorCookie;
    expect(await actions.saveTermsDraftAction({ version: 2, body: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { body: 'Write the terms before saving.' },
    });
    expect(await actions.saveTermsDraftAction({ version: 2, body: '<h2>Version two</h2><p>Fans first.</p>' })).toEqual({
      ok: true,
      value: { version: 2 },
    });
    expect(revalidated).toEqual([]);
  });

  it('two publishes of one draft at once: one wins, the other is told; the public terms become version 2', async () => {
    current.cookie = editorCookie;
    const results = await Promise.all([
      actions.publishTermsAction({ version: '2', body: '<h2>Version two</h2><p>Fans first.</p>' }),
      actions.publishTermsAction({ version: '2', body: '<h2>Version two</h2><p>Fans first, again.</p>' }),
    ]);
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      message: 'Version 2 is published and can no longer be changed. Start a new draft instead.',
    });
    expect(revalidated).toEqual(['terms']);

    const terms = await getCurrentTerms();
    expect(terms?.version).toBe(2);
    expect(terms?.body).toMatch(/^<h2>Version two<\/h2><p>Fans first(, again)?\.<\/p>$/);
    expect(await versionRows()).toEqual([
      { version: 1, published: true },
      { version: 2, published: true },
    ]);
    expect((await listTermsVersions()).map((version) => [version.version, version.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    const publish = (await listAudit({ entityType: 'terms', entityId: 2 })).entries[0];
    expect(publish).toMatchObject({
      action: 'terms.publish',
      actorLabel: 'editor@example.com',
      changes: { published_at: { before: null, after: expect.any(String) } },
    });
  });

  it('the next draft copies version 2 and takes number 3; a discarded draft is gone and the current stays', async () => {
    const started = await startTermsDraft(ADMIN);
    expect(started).toEqual({ ok: true, value: { version: 3, isNew: true } });
    expect((await getTermsVersionForStaff(3))?.body).toBe((await getCurrentTerms())?.body);
    expect(await publishTermsDraft({ version: 3, body: '<p></p>' }, ADMIN)).toMatchObject({ ok: false, error: { status: 422 } });
    expect(await discardTermsDraft({ version: 3 }, ADMIN)).toEqual({ ok: true, value: null });
    expect((await versionRows()).map((row) => row.version)).toEqual([1, 2]);
    expect((await getCurrentTerms())?.version).toBe(2);
    expect((await listAudit({ entityType: 'terms', entityId: 3 })).entries.map((entry) => entry.action)).toEqual([
      'terms.discard',
      'terms.draft',
    ]);
  });

  it('a draft older than the current version can never become current', async () => {
    const db = await getDb();
    await db.execute(sql`insert into terms_versions (version, body, published_at) values (5, '<p>Five</p>', now())`);
    await db.execute(sql`insert into terms_versions (version, body) values (4, '<p>Four</p>')`);
    expect(await publishTermsDraft({ version: 4, body: '<p>Four</p>' }, ADMIN)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'outdated' },
    });
    expect((await getCurrentTerms())?.version).toBe(5);
  });

  it('the database refuses a second row with a taken version number', async () => {
    const db = await getDb();
    await expect(db.execute(sql`insert into terms_versions (version, body) values (2, '<p>Two again</p>')`)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it('the database keeps one draft at a time, whatever writes to it; three starts at once still make one draft', async () => {
    const db = await getDb();
    // Version 4 is the draft left by the test before.
    await expect(db.execute(sql`insert into terms_versions (version, body) values (6, '<p>A second draft</p>')`)).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'terms_versions_one_draft' },
    });
    expect(await discardTermsDraft({ version: 4 }, ADMIN)).toEqual({ ok: true, value: null });
    const results = await Promise.all([startTermsDraft(EDITOR), startTermsDraft(ADMIN), startTermsDraft(EDITOR)]);
    expect(results.map((result) => result.ok && result.value.version)).toEqual([6, 6, 6]);
    expect(results.filter((result) => result.ok && result.value.isNew)).toHaveLength(1);
    expect((await versionRows()).filter((row) => !row.published).map((row) => row.version)).toEqual([6]);
    expect((await getCurrentTerms())?.version).toBe(5);
  });
});
