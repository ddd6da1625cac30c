import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Server actions read the staff session through next/headers; the API answers from Next's data cache, which has no
// store outside a Next server: here it calls through.
const current = vi.hoisted(() => ({ cookie: '' }));
const browserCookies = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.170' }),
  cookies: async () => ({
    set: (name: string, value: string) => void browserCookies.set(name, value),
    get: (name: string) => (browserCookies.has(name) ? { name, value: browserCookies.get(name) } : undefined),
  }),
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: () => undefined,
  unstable_cache: <F>(fn: F) => fn,
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const { POST: homeLatest } = await import('@/app/api/v1/videos/getHomeLatestVideos/route');
const { POST: homeDove } = await import('@/app/api/v1/videos/getHomeLatestDoveVideos/route');
const actions = await import('@/app/admin/(console)/plus/actions');
const videosContext = await import('@/server/videos');
const { getDb } = await import('@/server/db/client');
const { videos: videosTable, videoShows } = await import('@/server/videos/schema');

/**
 * Touchline+ staff text per language (issue 26): the console saves the ticked languages in the same write as the
 * English (an unticked one keeps what it had, an emptied one falls back), fans read each field in their language or
 * English, and the spec's video API answers in the request's language (the NEXT_LOCALE cookie).
 */

/** Runs a form action and returns where it redirected, followed by ` → reason` when it kept a failure's reason. */
async function post(action: (form: FormData) => Promise<void>, fields: Record<string, string>): Promise<string> {
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

beforeAll(async () => {
  const jar = new CookieJar();
  const response = await call(
    adminLogin,
    '/api/admin/login',
    { email: 'editor@example.com', password: 'touchline-editor', next: '/admin' },
    { jar, ip: '198.51.100.171' },
  );
  expect(response.status).toBe(303);
  current.cookie = jar.header();
});

async function storedTranslations(id: number): Promise<unknown> {
  const db = await getDb();
  const [row] = await db.select({ translations: videosTable.translations }).from(videosTable).where(eq(videosTable.id, id));
  return row?.translations;
}

async function demoVideo(title: string) {
  const { rows } = await videosContext.listVideosForStaff({ q: title, page: 1 });
  const video = rows.find((row) => row.title === title);
  if (!video) throw new Error(`no demo video ${title}`);
  return video;
}

/** The form as the edit page posts it (English fields as stored), plus the language fields given. */
function videoForm(video: Awaited<ReturnType<typeof demoVideo>>, extra: Record<string, string>): Record<string, string> {
  return {
    id: String(video.id),
    title: video.title,
    description: video.description,
    show_id: String(video.showId),
    duration: String(video.durationSeconds),
    source: videosContext.sourceText(video),
    published_at: video.publishedAt,
    is_active: 'true',
    ...(video.isSponsored ? { is_sponsored: 'true' } : {}),
    ...extra,
  };
}

describe('a video written per language', () => {
  it('saves isiZulu and Afrikaans with the English; fans read each field in their language or English', async () => {
    const stamp = Date.now().toString(36);
    const english = await demoVideo('Coach talks squad selection');
    expect(
      await post(
        actions.saveVideoAction,
        videoForm(english, {
          title: `Coach talks squad selection ${stamp}`,
          zulu: 'on',
          title_zu: `Umqeqeshi ukhuluma ngeqembu ${stamp}`,
          description_zu: 'Kungani kukhethwe abadlali abasha.',
          afrikaans: 'on',
          title_af: `Afrigter oor die span ${stamp}`,
          description_af: '   ',
          // Written but not ticked: not saved.
          title_xh: 'Akugcinwa',
        }),
      ),
    ).toBe('/admin/video-embeds?saved=1');
    expect(await storedTranslations(english.id)).toEqual({
      zu: { title: `Umqeqeshi ukhuluma ngeqembu ${stamp}`, description: 'Kungani kukhethwe abadlali abasha.' },
      // The demo's isiXhosa stays: its box was not ticked.
      xh: english.translations.xh,
      af: { title: `Afrigter oor die span ${stamp}` },
    });

    const zu = await videosContext.getVideoBySlug(english.slug, 'zu');
    expect(zu).toMatchObject({
      title: `Umqeqeshi ukhuluma ngeqembu ${stamp}`,
      language: 'zu',
      description: 'Kungani kukhethwe abadlali abasha.',
      descriptionLanguage: 'zu',
      // The show's name is the show's own translation (the demo's).
      showName: 'Izingxoxo',
      showLanguage: 'zu',
    });
    // Afrikaans: the title in Afrikaans, the description (left empty) in English — field by field.
    const af = await videosContext.getVideoBySlug(english.slug, 'af');
    expect(af).toMatchObject({ title: `Afrigter oor die span ${stamp}`, language: 'af', descriptionLanguage: 'en' });
    expect(af?.description).toBe(english.description);
    // isiXhosa was not ticked: the demo's version, not the text typed in its fields.
    const xh = await videosContext.getVideoBySlug(english.slug, 'xh');
    expect(xh).toMatchObject({ title: 'Umqeqeshi uthetha ngokukhethwa kweqela', language: 'xh' });
    const en = await videosContext.getVideoBySlug(english.slug, 'en');
    expect(en).toMatchObject({ title: `Coach talks squad selection ${stamp}`, language: 'en', showName: 'Interviews' });

    // The console's list says which languages it has.
    expect((await demoVideo(`Coach talks squad selection ${stamp}`)).languages).toEqual(['en', 'zu', 'xh', 'af']);
  });

  it('an unticked language keeps its version; a ticked one emptied falls back to English', async () => {
    const video = await demoVideo('Match day on the team bus');
    const demo = await storedTranslations(video.id);
    expect(demo).toMatchObject({ zu: { title: 'Usuku lomdlalo ebhasini leqembu' } });
    expect(
      await post(
        actions.saveVideoAction,
        videoForm(video, {
          xhosa: 'on',
          title_xh: 'Usuku lomdlalo: ibhasi',
          description_xh: '',
          // isiZulu's fields come along (the form posts them) but its box is unticked: they are not saved.
          title_zu: 'Okungagcinwa',
          description_zu: 'Okungagcinwa',
        }),
      ),
    ).toBe('/admin/video-embeds?saved=1');
    const after = (await storedTranslations(video.id)) as Record<string, unknown>;
    expect(after.zu).toEqual((demo as Record<string, unknown>).zu);
    expect(after.af).toEqual((demo as Record<string, unknown>).af);
    expect(after.xh).toEqual({ title: 'Usuku lomdlalo: ibhasi' });

    // Afrikaans ticked with every field emptied: the version goes, the page shows English again.
    expect(await post(actions.saveVideoAction, videoForm(video, { afrikaans: 'on', title_af: '', description_af: '' }))).toBe(
      '/admin/video-embeds?saved=1',
    );
    expect(((await storedTranslations(video.id)) as Record<string, unknown>).af).toBeUndefined();
    expect(await videosContext.getVideoBySlug(video.slug, 'af')).toMatchObject({ title: video.title, language: 'en' });
    expect((await demoVideo(video.title)).languages).toEqual(['en', 'zu', 'xh']);
  });

  it('a translation longer than its English field allows is refused with the reason', async () => {
    const video = await demoVideo('Blitzboks win the Cape Town Sevens');
    expect(await post(actions.saveVideoAction, videoForm(video, { zulu: 'on', title_zu: 'x'.repeat(151) }))).toBe(
      `/admin/video-embeds/edit/${video.id}?error=1 → At most 150 characters`,
    );
  });
});

describe('shows, slides and the sponsored row written per language', () => {
  it('a show: its name and description per language on its page and on the cards', async () => {
    const show = (await videosContext.listShowsForStaff()).find((item) => item.slug === 'behind-the-scenes');
    if (!show) throw new Error('no demo show');
    expect(show.languages).toEqual(['en', 'zu', 'xh', 'af']);
    expect(
      await post(actions.saveShowAction, {
        id: String(show.id),
        name: show.name,
        description: show.description,
        sort_order: String(show.sortOrder),
        is_active: 'true',
        is_carousel: 'true',
        afrikaans: 'on',
        name_af: 'Agter die Kameras',
        description_af: '',
      }),
    ).toBe('/admin/plus/shows/categories?saved=1');
    const af = await videosContext.getShow('behind-the-scenes', 'af');
    expect(af).toMatchObject({ name: 'Agter die Kameras', language: 'af', description: show.description, descriptionLanguage: 'en' });
    expect(af?.videos[0]).toMatchObject({ showName: 'Agter die Kameras', showLanguage: 'af' });
    // isiZulu kept (not ticked on this save).
    expect(await videosContext.getShow('behind-the-scenes', 'zu')).toMatchObject({ name: 'Ngemuva Kwezigcawu', language: 'zu' });
    // The carousels page posts no language: every version stays.
    expect(
      await post(actions.saveShowAction, {
        id: String(show.id),
        name: show.name,
        description: show.description,
        sort_order: '2',
        is_active: 'true',
        is_carousel: 'true',
        back: 'carousels',
      }),
    ).toBe('/admin/plus/shows/carousels?saved=1');
    const db = await getDb();
    const [row] = await db.select({ translations: videoShows.translations }).from(videoShows).where(eq(videoShows.id, show.id));
    expect(Object.keys(row?.translations ?? {}).sort()).toEqual(['af', 'xh', 'zu']);
  });

  it('a slide: title, text and button words per language; no button words show the site own', async () => {
    const target = await demoVideo('Sevens recovery day in Stellenbosch');
    expect(
      await post(actions.saveSlideAction, {
        title: 'Recovery day',
        text: 'How the Blitzboks recover.',
        cta_label: 'Watch recovery day',
        link: `video:${target.id}`,
        sort_order: '9',
        is_active: 'true',
        zulu: 'on',
        title_zu: 'Usuku lokululama',
        ctaLabel_zu: 'Buka usuku lokululama',
      }),
    ).toMatch(/→ Image is required$/);
    // A slide needs an image: edit a demo one instead.
    const slide = (await videosContext.listSlidesForStaff()).find((item) => item.title === 'Behind the Scenes');
    if (!slide) throw new Error('no demo slide');
    expect(slide.ctaLabel).toBe('');
    expect(
      await post(actions.saveSlideAction, {
        id: String(slide.id),
        title: slide.title,
        text: slide.text,
        cta_label: 'See the show',
        link: slide.link,
        sort_order: String(slide.sortOrder),
        is_active: 'true',
        zulu: 'on',
        title_zu: 'Ngemuva Kwezigcawu',
        text_zu: 'Yiya lapho amakhamera angakaze aye khona.',
        ctaLabel_zu: 'Bona uhlelo',
      }),
    ).toBe('/admin/plus/header-slider?saved=1');
    const zu = (await videosContext.listHeaderSlides('zu')).find((item) => item.id === slide.id);
    expect(zu).toMatchObject({ title: 'Ngemuva Kwezigcawu', language: 'zu', ctaLabel: 'Bona uhlelo', ctaLanguage: 'zu' });
    // isiXhosa has the demo's title and text but no button words: the English ones, marked English.
    const xh = (await videosContext.listHeaderSlides('xh')).find((item) => item.id === slide.id);
    expect(xh).toMatchObject({ title: 'Emva Kwezigcawu', language: 'xh', ctaLabel: 'See the show', ctaLanguage: 'en' });
    expect((await videosContext.listSlidesForStaff()).find((item) => item.id === slide.id)?.languages).toEqual(['en', 'zu', 'xh', 'af']);
  });

  it('the sponsored row: heading, text and an https button per language; the API answers in the cookie language', async () => {
    const sponsor = await videosContext.getSponsorForStaff();
    if (!sponsor) throw new Error('no demo sponsor');
    const fields = { name: sponsor.name, title: 'Care on and off the field', description: sponsor.description, cta_label: 'Visit' };
    expect(await post(actions.saveSponsorAction, { ...fields, cta_url: 'http://example.com/care' })).toBe(
      '/admin/plus/sponsored-videos-carousel?error=1 → Button address must be a full https:// address',
    );
    expect(await post(actions.saveSponsorAction, { ...fields, cta_url: 'javascript:alert(1)' })).toMatch(/must be a full https:\/\//);
    expect(await post(actions.saveSponsorAction, { ...fields, cta_label: '', cta_url: 'https://example.com/care' })).toBe(
      '/admin/plus/sponsored-videos-carousel?error=1 → A button needs its label',
    );
    expect(
      await post(actions.saveSponsorAction, {
        ...fields,
        cta_url: 'https://example.com/care',
        zulu: 'on',
        title_zu: 'Ukunakekela enkundleni',
        description_zu: '',
        ctaLabel_zu: 'Vakashela',
      }),
    ).toBe('/admin/plus/sponsored-videos-carousel?saved=1');
    const row = await videosContext.getSponsoredRow({ locale: 'zu' });
    expect(row.sponsor).toMatchObject({
      name: 'Protea Care',
      title: 'Ukunakekela enkundleni',
      language: 'zu',
      description: sponsor.description,
      descriptionLanguage: 'en',
      ctaLabel: 'Vakashela',
      ctaUrl: 'https://example.com/care',
    });

    const jar = new CookieJar().set('NEXT_LOCALE', 'zu');
    const dove = (await (await call(homeDove, '/api/v1/videos/getHomeLatestDoveVideos', { limit: 4 }, { jar })).json()) as {
      videos: { title: string; show: string }[];
      sponsor: { title: string; cta_label: string; cta_url: string };
    };
    expect(dove.sponsor).toMatchObject({ title: 'Ukunakekela enkundleni', cta_label: 'Vakashela', cta_url: 'https://example.com/care' });
    expect(dove.videos.map((video) => video.title)).toContain('Igumbi lempahla ngaphambi kweTest');
    const english = (await (await call(homeDove, '/api/v1/videos/getHomeLatestDoveVideos', { limit: 4 })).json()) as typeof dove;
    expect(english.sponsor).toMatchObject({ title: 'Care on and off the field', cta_label: 'Visit' });
    expect(english.videos.map((video) => video.title)).toContain('The kit room before a Test');
  });
});

describe("the spec's video API in the request's language", () => {
  it('getHomeLatestVideos answers isiZulu with a NEXT_LOCALE=zu cookie and English without (or with an unknown one)', async () => {
    type Answer = { videos: { slug: string; title: string; show: string }[] };
    const read = async (jar?: CookieJar) =>
      (await (await call(homeLatest, '/api/v1/videos/getHomeLatestVideos', { limit: 12 }, { jar })).json()) as Answer;
    const zu = await read(new CookieJar().set('NEXT_LOCALE', 'zu'));
    const en = await read();
    const klingon = await read(new CookieJar().set('NEXT_LOCALE', 'tlh'));
    const bySlug = (answer: Answer, slug: string) => answer.videos.find((video) => video.slug === slug);
    const slug = 'springboks-v-all-blacks-the-extended-highlights';
    expect(bySlug(zu, slug)).toMatchObject({ title: 'Springboks v All Blacks: okugqamile okwandisiwe', show: 'Okugqamile Kwemidlalo' });
    expect(bySlug(en, slug)).toMatchObject({ title: 'Springboks v All Blacks: the extended highlights', show: 'Match Highlights' });
    expect(bySlug(klingon, slug)).toEqual(bySlug(en, slug));
    // The same videos in the same order: only the words change.
    expect(zu.videos.map((video) => video.slug)).toEqual(en.videos.map((video) => video.slug));
  });
});
