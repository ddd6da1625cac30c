import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
const revalidated = vi.hoisted(() => [] as string[]);
/** The cookies the actions set on the browser (the reason a post failed travels in one). */
const browserCookies = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.160' }),
  cookies: async () => ({
    set: (name: string, value: string) => void browserCookies.set(name, value),
    get: (name: string) => (browserCookies.has(name) ? { name, value: browserCookies.get(name) } : undefined),
  }),
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const actions = await import('@/app/admin/(console)/plus/actions');
const { getPins, listHeaderSlides, listLatestVideos } = await import('@/server/videos');
const { listAudit } = await import('@/server/audit/audit');
const { SaveNotice } = await import('@/components/admin/videos/save-notice');
const { formNoticeOf } = await import('@/server/http/staff-actions');
const { renderToStaticMarkup } = await import('react-dom/server');

/**
 * The Touchline+ console's writes (issue 12) as the forms post them: refused without a staff session, validated with
 * the spec-worded reason, audited, and the public pages' tag expired.
 */

/**
 * Runs a form action and returns where it redirected (Next's redirect throws), followed by ` → reason` when it kept
 * the reason of a failure for that page.
 */
async function post(action: (form: FormData) => Promise<void>, fields: Record<string, string | Blob>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  browserCookies.clear();
  try {
    await action(form);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    const where = decodeURIComponent(digest.split(';')[2] ?? '');
    const reason = browserCookies.get('touchline_console_failure');
    return reason ? `${where} → ${reason}` : where;
  }
  throw new Error('the action did not redirect');
}

const image = async () =>
  new Blob(
    [
      await sharp({ create: { width: 64, height: 36, channels: 3, background: '#ffb612' } })
        .png()
        .toBuffer(),
    ],
    { type: 'image/png' },
  );

async function signInStaff() {
  const jar = new CookieJar();
  const response = await call(
    adminLogin,
    '/api/admin/login',
    { email: 'editor@example.com', password: 'touchline-editor', next: '/admin' },
    { jar, ip: '198.51.100.161' },
  );
  expect(response.status).toBe(303);
  current.cookie = jar.header();
}

describe('without a staff session', () => {
  it('every write is refused and nothing changes', async () => {
    current.cookie = '';
    const before = await getPins('latest');
    const [first] = await listLatestVideos({ limit: 1 });
    expect(await post(actions.savePinsAction, { carousel: 'latest', video_ids: String(first?.id) })).toBe(
      '/admin/plus/latest-videos-carousel?error=1 → Please log in to the console.',
    );
    expect(await post(actions.saveSlideAction, { title: 'x', link: `video:${first?.id}`, sort_order: '0', image: await image() })).toMatch(
      /^\/admin\/plus\/header-slider\/add\?error=1 → Please log in/,
    );
    expect(await getPins('latest')).toEqual(before);
  });
});

describe('the page a post comes back to', () => {
  it('shows the reason the action kept, and never text from the address (issue 22)', async () => {
    await signInStaff();
    browserCookies.clear();
    const forged = renderToStaticMarkup(
      SaveNotice({ notice: await formNoticeOf({ error: 'Your account is suspended: call 0800 000 000' }) }),
    );
    expect(forged).not.toContain('0800');
    expect(forged).toContain('The change was not saved.');
    expect(await post(actions.savePinsAction, { carousel: 'popular', video_ids: '1, two' })).toBe(
      '/admin/plus/most-popular-carousel?error=1 → Video ids are numbers separated by commas',
    );
    const kept = renderToStaticMarkup(SaveNotice({ notice: await formNoticeOf({ error: 'anything at all' }) }));
    expect(kept).toContain('The change was not saved: Video ids are numbers separated by commas');
    expect(kept).not.toContain('anything at all');
  });
});

describe('as staff', () => {
  beforeAll(signInStaff);

  it('a new slide is saved, audited, shown on /plus, and the videos tag expired', async () => {
    const [first] = await listLatestVideos({ limit: 1 });
    revalidated.length = 0;
    const where = await post(actions.saveSlideAction, {
      title: 'Console slide',
      text: 'From the test',
      link: `video:${first?.id}`,
      sort_order: '5',
      is_active: 'true',
      image: await image(),
    });
    expect(where).toBe('/admin/plus/header-slider?saved=1');
    expect(revalidated).toContain('videos');
    const slide = (await listHeaderSlides()).find((item) => item.title === 'Console slide');
    expect(slide).toMatchObject({ href: `/plus/${first?.slug}`, imageUrl: expect.stringMatching(/^\/media\/uploads\/videos\/.+\.webp$/) });
    const { entries } = await listAudit({ entityType: 'video_slide', entityId: slide?.id });
    expect(entries[0]).toMatchObject({ action: 'create', actorLabel: 'editor@example.com' });
  });

  it('bad input comes back with the reason, never a fault', async () => {
    expect(await post(actions.savePinsAction, { carousel: 'popular', video_ids: '1, two' })).toBe(
      '/admin/plus/most-popular-carousel?error=1 → Video ids are numbers separated by commas',
    );
    expect(await post(actions.savePinsAction, { carousel: 'popular', video_ids: '999999' })).toBe(
      '/admin/plus/most-popular-carousel?error=1 → No video has the id 999999',
    );
    expect(await post(actions.saveSlideAction, { title: 'No image', link: 'video:1', sort_order: '0' })).toBe(
      '/admin/plus/header-slider/add?error=1 → Image is required',
    );
    expect(
      await post(actions.saveVideoAction, {
        title: 'Bad source',
        show_id: '1',
        duration: '30',
        source: 'ftp://example.com/x.mp4',
        published_at: '2026-11-25T10:00',
      }),
    ).toMatch(/^\/admin\/video-embeds\/add\?error=1 → Paste a YouTube or Vimeo link/);
    expect(await post(actions.saveShowAction, { name: 'Match Highlights', sort_order: '0' })).toBe(
      '/admin/plus/shows/categories?error=1 → A show with this name already exists',
    );
  });

  it('pins save in order and are audited', async () => {
    const latest = await listLatestVideos({ limit: 12 });
    const ids = [latest[5]?.id, latest[2]?.id].map(String);
    expect(await post(actions.savePinsAction, { carousel: 'latest', video_ids: ids.join(', ') })).toBe(
      '/admin/plus/latest-videos-carousel?saved=1',
    );
    expect((await getPins('latest')).map(String)).toEqual(ids);
    expect((await listLatestVideos({ limit: 3 })).slice(0, 2).map((video) => String(video.id))).toEqual(ids);
    const { entries } = await listAudit({ entityType: 'video_carousel', entityId: 'latest' });
    expect(entries[0]?.changes).toMatchObject({ videoIds: { after: ids.map(Number) } });
    await post(actions.savePinsAction, { carousel: 'latest', video_ids: '' });
  });
});
