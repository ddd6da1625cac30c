/**
 * What the service worker may keep, and for how long: pure functions shared by the worker (src/sw/sw.ts), the page's
 * registration island and the unit tests (decision 017). Nothing here touches the Cache API.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/** How many stories a fan keeps for reading offline (issue 15). */
export const MAX_SAVED_STORIES = 20;
/** The width of the story image renditions kept for offline reading (one of next.config.ts `deviceSizes`). */
export const SMALL_IMAGE_WIDTH = 360;
/** A story saved more recently than this is not downloaded again when it is shown; it only moves to the front. */
export const FRESH_FOR_MS = 60 * 60 * 1000;

/** Cache names (every one starts with the brand-neutral `tl-`, so a later version can find and drop its own). */
export const CACHES = {
  static: 'tl-static-v1',
  stories: 'tl-stories-v1',
  storyImages: 'tl-story-images-v1',
  /** The bell's choice (topics and language), which the worker needs to subscribe again (push-choice.ts). */
  push: 'tl-push-v1',
} as const;

/** Where the saved-stories list lives inside the stories cache (the offline page reads it to list them). */
export const READING_LIST_KEY = '/__offline/reading-list.json';

/**
 * Where the worker notes the language the fan's pages were last shown in (static cache): a worker the browser stopped
 * and started again still knows it offline, in browsers whose workers cannot read the language cookie (issue 26).
 */
export const LANGUAGE_KEY = '/__offline/language';

/** The offline document of one language: a small self-contained page (src/app/offline/[page]/route.ts). */
export function offlinePath(locale: Locale): string {
  return `/offline/${locale}.html`;
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Lower-case ASCII words joined by single hyphens (the form of src/schemas/slug.ts `isSlug`). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A story's address: /news/{slug} (spec §2). */
export function isStoryPath(pathname: string): boolean {
  const slug = /^\/news\/([^/]+)$/.exec(pathname)?.[1];
  return slug !== undefined && slug.length <= 200 && SLUG.test(slug);
}

/**
 * Addresses whose answers are personal or staff-only and never enter a cache (decision 017): every API, the console,
 * the fan's profile, sign-up pages, the subscription flow (it answers per fan and per network), the games' play pages
 * (they check the fan's subscription). The worker only ever caches story pages, build files and images; this list is
 * a second lock on every cache it writes, and API calls are not routed through the worker at all.
 */
const PERSONAL = [
  /^\/api(?:\/|$)/,
  /^\/admin(?:\/|$)/,
  /^\/profile(?:\/|$)/,
  /^\/sign-up(?:\/|$)/,
  /^\/subscribe(?:\/|$)/,
  /^\/play-and-win\/[^/]+\/play(?:\/|$)/,
  /^\/_error(?:\/|$)/,
];

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.some((pattern) => pattern.test(pathname));
}

/** Build output with a content hash in its name: safe to serve from the cache forever. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/static/');
}

export interface SavedStory {
  /** The story's path, /news/{slug}. */
  path: string;
  title: string;
  /** Same-origin image addresses kept for it (the small renditions). */
  images: string[];
  /** When the page was last downloaded (ms since the epoch). */
  savedAt: number;
}

/** Puts a story at the front of the list (newest first), replacing its old entry, and cuts the list to `max`. */
export function recordRead(
  list: readonly SavedStory[],
  story: SavedStory,
  max = MAX_SAVED_STORIES,
): { list: SavedStory[]; evicted: SavedStory[] } {
  const rest = list.filter((entry) => entry.path !== story.path);
  const next = [story, ...rest];
  return { list: next.slice(0, max), evicted: next.slice(max) };
}

/** Moves an already saved story to the front without downloading it again; unknown paths leave the list as it is. */
export function touchRead(list: readonly SavedStory[], path: string): SavedStory[] {
  const entry = list.find((item) => item.path === path);
  return entry ? [entry, ...list.filter((item) => item !== entry)] : [...list];
}

/** Images of evicted (or replaced) stories that no kept story still uses: these can be deleted. */
export function unusedImages(dropped: readonly SavedStory[], kept: readonly SavedStory[]): string[] {
  const stillUsed = new Set(kept.flatMap((entry) => entry.images));
  return [...new Set(dropped.flatMap((entry) => entry.images))].filter((url) => !stillUsed.has(url));
}

/** When a story page is shown: download it (not saved, or saved long ago) or only move it to the front. */
export function onStoryShown(list: readonly SavedStory[], path: string, now: number): 'fetch' | 'touch' {
  const entry = list.find((item) => item.path === path);
  return entry && now - entry.savedAt < FRESH_FOR_MS ? 'touch' : 'fetch';
}

/** Parses the stored list, dropping anything malformed (a list written by an older worker, or a damaged entry). */
export function parseReadingList(text: string | null | undefined): SavedStory[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is SavedStory =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.path === 'string' &&
        isStoryPath(entry.path) &&
        typeof entry.title === 'string' &&
        Array.isArray(entry.images) &&
        entry.images.every((image: unknown) => typeof image === 'string') &&
        typeof entry.savedAt === 'number',
    );
  } catch {
    return [];
  }
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The story's own title: the article's h1, else the document title. */
export function storyTitle(html: string): string {
  const heading =
    /<article[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return decodeEntities(heading.replace(/<[^>]+>/g, '')).trim();
}

/**
 * The small rendition of an image address: a next/image URL at SMALL_IMAGE_WIDTH (same source and quality), any
 * other same-origin image as it is; `null` for other origins (never kept). `origin` is the site's own.
 */
export function smallImageUrl(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(decodeEntities(address), origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === '/_next/image') {
    const source = url.searchParams.get('url');
    if (!source) return null;
    const small = new URL('/_next/image', origin);
    small.searchParams.set('url', source);
    small.searchParams.set('w', String(SMALL_IMAGE_WIDTH));
    small.searchParams.set('q', url.searchParams.get('q') ?? '75');
    return small.toString();
  }
  return url.toString();
}

/**
 * The images of the story's article (not the header's or footer's), as small renditions: each <img>'s src and the
 * first candidate of its srcset, deduplicated. Only the article's markup is read: a story page is public and the
 * same for every fan (decision 002), so nothing personal is in it.
 */
export function storyImageUrls(html: string, origin: string): string[] {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const found = new Set<string>();
  for (const tag of article.match(/<img\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? /\ssrcset="([^"\s,]+)/.exec(tag)?.[1];
    const small = src ? smallImageUrl(src, origin) : null;
    if (small) found.add(small);
  }
  return [...found];
}

/** The key an image request is looked up under offline: its small rendition. */
export function offlineImageKey(requestUrl: string, origin: string): string | null {
  return smallImageUrl(requestUrl, origin);
}
