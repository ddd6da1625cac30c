import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from '@/sw/offline-page';
import {
  FRESH_FOR_MS,
  isPersonalPath,
  isStoryPath,
  MAX_SAVED_STORIES,
  offlineImageKey,
  offlinePath,
  onStoryShown,
  parseReadingList,
  recordRead,
  smallImageUrl,
  storyImageUrls,
  storyTitle,
  toLocale,
  touchRead,
  unusedImages,
  type SavedStory,
} from '@/sw/offline-rules';

const origin = 'https://fans.example.com';
const story = (n: number, images: string[] = [`${origin}/media/covers/${n}.svg`], savedAt = n): SavedStory => ({
  path: `/news/story-${n}`,
  title: `Story ${n}`,
  images,
  savedAt,
});

describe('the last 20 stories a fan read (issue 15 item 3)', () => {
  it('puts the newest read first and keeps at most 20', () => {
    let list: SavedStory[] = [];
    const evicted: SavedStory[] = [];
    for (let n = 1; n <= 25; n += 1) {
      const result = recordRead(list, story(n));
      list = result.list;
      evicted.push(...result.evicted);
    }
    expect(MAX_SAVED_STORIES).toBe(20);
    expect(list).toHaveLength(20);
    expect(list.map((entry) => entry.path)).toEqual(Array.from({ length: 20 }, (_, index) => `/news/story-${25 - index}`));
    expect(evicted.map((entry) => entry.path)).toEqual([
      '/news/story-1',
      '/news/story-2',
      '/news/story-3',
      '/news/story-4',
      '/news/story-5',
    ]);
  });

  it('reading a saved story again moves it to the front instead of keeping it twice, and evicts nothing', () => {
    const list = [3, 2, 1].map((n) => story(n));
    const again = recordRead(list, { ...story(1), savedAt: 99 });
    expect(again.list.map((entry) => entry.path)).toEqual(['/news/story-1', '/news/story-3', '/news/story-2']);
    expect(again.list[0]?.savedAt).toBe(99);
    expect(again.evicted).toEqual([]);
  });

  it('a full list that reads one of its own stories again drops nothing', () => {
    const full = Array.from({ length: 20 }, (_, index) => story(20 - index));
    const { list, evicted } = recordRead(full, story(5));
    expect(list).toHaveLength(20);
    expect(evicted).toEqual([]);
    expect(list[0]?.path).toBe('/news/story-5');
  });

  it('touching moves a saved story to the front and leaves unknown paths alone', () => {
    const list = [3, 2, 1].map((n) => story(n));
    expect(touchRead(list, '/news/story-1').map((entry) => entry.path)).toEqual(['/news/story-1', '/news/story-3', '/news/story-2']);
    expect(touchRead(list, '/news/unknown')).toEqual(list);
  });

  it('deletes only the images no kept story still uses', () => {
    const shared = `${origin}/media/covers/shared.svg`;
    const dropped = [story(1, [shared, `${origin}/a.webp`])];
    const kept = [story(2, [shared])];
    expect(unusedImages(dropped, kept)).toEqual([`${origin}/a.webp`]);
  });

  it('downloads a story shown again only when its saved copy is over an hour old', () => {
    const now = 10 * FRESH_FOR_MS;
    const list = [story(1, [], now - 1000), story(2, [], now - FRESH_FOR_MS - 1)];
    expect(onStoryShown(list, '/news/story-1', now)).toBe('touch');
    expect(onStoryShown(list, '/news/story-2', now)).toBe('fetch');
    expect(onStoryShown(list, '/news/story-3', now)).toBe('fetch');
  });

  it('reads back a stored list and drops damaged or foreign entries', () => {
    const good = story(1);
    const text = JSON.stringify([
      good,
      { path: '/admin/stories', title: 'x', images: [], savedAt: 1 },
      { path: '/news/a', title: 3 },
      null,
    ]);
    expect(parseReadingList(text)).toEqual([good]);
    expect(parseReadingList('not json')).toEqual([]);
    expect(parseReadingList('{"path":"/news/a"}')).toEqual([]);
    expect(parseReadingList(null)).toEqual([]);
  });
});

describe('what the worker may keep', () => {
  it('knows a story address', () => {
    expect(isStoryPath('/news/boks-name-squad')).toBe(true);
    expect(isStoryPath('/news')).toBe(false);
    expect(isStoryPath('/news/')).toBe(false);
    expect(isStoryPath('/news/Bad_Slug')).toBe(false);
    expect(isStoryPath('/news/a/b')).toBe(false);
    expect(isStoryPath('/springboks/siya-kolisi')).toBe(false);
  });

  it('never keeps personal or staff addresses', () => {
    for (const path of [
      '/api/auth/session',
      '/api',
      // A signed stream address (decision 026): never kept by the worker, it expires in minutes.
      '/api/site/videos/stream/1795000000.AAAAAAAAAAAAAAAA.BBBB/3/144p_00.m4s',
      '/admin',
      '/admin/stories',
      '/profile',
      '/sign-up',
      '/sign-up/welcome',
      '/subscribe',
      '/play-and-win/rugby-kicks/play',
    ]) {
      expect(isPersonalPath(path), path).toBe(true);
    }
    for (const path of ['/', '/news', '/news/a-story', '/administrators-guide', '/play-and-win', '/fancred'])
      expect(isPersonalPath(path), path).toBe(false);
  });

  it('offers one offline page per language, English when the language is unknown', () => {
    expect(offlinePath(toLocale('zu'))).toBe('/offline/zu.html');
    expect(offlinePath(toLocale('fr'))).toBe('/offline/en.html');
    expect(offlinePath(toLocale(undefined))).toBe('/offline/en.html');
  });
});

describe("a story's images at the small size", () => {
  const html = `<header><img src="/logo.svg"></header><main><article data-testid="story"><h1 class="x">Boks &amp; Bulls: it&#x27;s on</h1>
    <img alt="" srcset="/_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&amp;w=1280&amp;q=75 1280w" src="/_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&amp;w=1280&amp;q=75">
    <img src="/media/covers/7.svg"><img src="https://cdn.elsewhere.example/x.jpg"><img src="/media/covers/7.svg"></article></main><footer><img src="/footer.png"></footer>`;

  it("keeps the article's same-origin images, the next/image ones at 360 px, and nothing from the header or footer", () => {
    expect(storyImageUrls(html, origin)).toEqual([
      `${origin}/_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&w=360&q=75`,
      `${origin}/media/covers/7.svg`,
    ]);
  });

  it('looks any rendition of an image up under its small one', () => {
    expect(offlineImageKey(`${origin}/_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&w=1080&q=75`, origin)).toBe(
      `${origin}/_next/image?url=%2Fmedia%2Fuploads%2Fa.webp&w=360&q=75`,
    );
    expect(smallImageUrl('https://cdn.elsewhere.example/x.jpg', origin)).toBeNull();
    expect(smallImageUrl('/_next/image?w=640', origin)).toBeNull();
  });

  it("reads the story's title from its heading", () => {
    expect(storyTitle(html)).toBe("Boks & Bulls: it's on");
    expect(storyTitle('<title>Only a title | Touchline</title>')).toBe('Only a title | Touchline');
  });
});

describe('the offline page', () => {
  const texts = {
    title: 'Awuxhunyiwe',
    message: 'Leli khasi <b>aligcinwanga</b>',
    saved: 'Izindaba',
    none: 'Azikho',
    retry: 'Zama futhi',
    home: 'Ikhaya',
  };

  it('is in the language asked for, with the brand name, and escapes its texts', () => {
    const html = renderOfflinePage({ locale: 'zu', brandName: 'Touch & Go', texts });
    expect(html).toContain('<html lang="zu">');
    expect(html).toContain('data-locale="zu"');
    expect(html).toContain('<header>Touch &amp; Go</header>');
    expect(html).toContain('Leli khasi &lt;b&gt;aligcinwanga&lt;/b&gt;');
    expect(html).toContain('"tl-stories-v1"');
    expect(html).toContain('"/__offline/reading-list.json"');
  });
});
