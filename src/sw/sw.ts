/// <reference lib="webworker" />
/**
 * The fan site's service worker (issue 15 item 3, decision 017), bundled by @serwist/turbopack at `next build` and
 * served at /serwist/sw.js. What it keeps:
 * - precached at install: the offline page of each language and the install icons (a few KB, nothing else);
 * - build files (/_next/static, hashed) cache-first as the fan meets them, capped;
 * - the last 20 stories the fan read (network first, the saved copy when the network is gone or too slow), each with
 *   its images at the small rendition;
 * - nothing else: every other page goes to the network and, offline, gets the offline page in the fan's language;
 *   API calls are not routed through the worker at all, and no personal or /admin answer is ever stored.
 * A new version waits until the fan taps "Reload" on the page's toast (SKIP_WAITING), then takes over.
 * It also shows the push notifications a fan asked for with the bell (decision 031) and opens their page on a tap.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import type { Locale } from '../i18n/locales';
import { resubscribe } from './push-choice';
import {
  CACHES,
  isHashedAsset,
  isPersonalPath,
  isStoryPath,
  LANGUAGE_KEY,
  offlineImageKey,
  offlinePath,
  onStoryShown,
  parseReadingList,
  READING_LIST_KEY,
  recordRead,
  storyImageUrls,
  storyTitle,
  toLocale,
  touchRead,
  unusedImages,
  type SavedStory,
} from './offline-rules';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

const origin = self.location.origin;
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Stores only complete public answers: 200, not marked private or no-store, never a personal address. */
function isStorable(request: Request, response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/\b(?:private|no-store)\b/.test(cacheControl) && !isPersonalPath(new URL(request.url).pathname);
}

const publicOnly: SerwistPlugin = {
  cacheWillUpdate: ({ request, response }) => (isStorable(request, response) ? response : null),
};

// ---- the reading list: one JSON entry in the stories cache, changed one step at a time ----

let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function readList(cache: Cache): Promise<SavedStory[]> {
  const stored = await cache.match(READING_LIST_KEY);
  return parseReadingList(stored ? await stored.text() : null);
}

function writeList(cache: Cache, list: SavedStory[]): Promise<void> {
  return cache.put(READING_LIST_KEY, new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }));
}

async function saveImages(urls: string[]): Promise<string[]> {
  const cache = await caches.open(CACHES.storyImages);
  const saved: string[] = [];
  for (const url of urls) {
    try {
      if (!(await cache.match(url, { ignoreVary: true }))) {
        const response = await fetch(url, { credentials: 'same-origin', headers: { accept: IMAGE_ACCEPT } });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/') || !isStorable(new Request(url), response)) continue;
        await cache.put(url, response);
      }
      saved.push(url);
    } catch {
      // One image that does not arrive leaves the story readable without it.
    }
  }
  return saved;
}

/** After a story page was stored: note it first in the list, keep its small images, forget what fell off the end. */
async function storySaved(path: string, html: string): Promise<void> {
  const images = await saveImages(storyImageUrls(html, origin));
  await serially(async () => {
    const stories = await caches.open(CACHES.stories);
    const before = await readList(stories);
    const replaced = before.filter((entry) => entry.path === path);
    const { list, evicted } = recordRead(before, { path, title: storyTitle(html), images, savedAt: Date.now() });
    await writeList(stories, list);
    await Promise.all(evicted.map((entry) => stories.delete(new URL(entry.path, origin).toString(), { ignoreVary: true })));
    const pictures = await caches.open(CACHES.storyImages);
    await Promise.all(unusedImages([...evicted, ...replaced], list).map((url) => pictures.delete(url, { ignoreVary: true })));
  });
}

/** Stories whose page this worker fetched a moment ago (a navigation), so the page's own "shown" note fetches nothing. */
const recentlyFetched = new Map<string, number>();

const storyPlugin: SerwistPlugin = {
  // One entry per story, whatever the query string (?utm_source=…).
  cacheKeyWillBeUsed: ({ request }) => new URL(new URL(request.url).pathname, origin).toString(),
  requestWillFetch: ({ request }) => {
    recentlyFetched.set(new URL(request.url).pathname, Date.now());
    return request;
  },
  cacheWillUpdate: ({ request, response }) =>
    isStorable(request, response) && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
  cacheDidUpdate: async ({ request, newResponse }) => {
    await storySaved(new URL(request.url).pathname, await newResponse.text());
  },
};

/** Story pages: the network first (5 s, then the saved copy), saved for reading offline. */
const stories = new NetworkFirst({
  cacheName: CACHES.stories,
  networkTimeoutSeconds: 5,
  matchOptions: { ignoreVary: true },
  plugins: [storyPlugin],
});

/** The page says which story it shows (client-side navigations never reach the worker as documents). */
async function storyShown(path: string, event: ExtendableEvent): Promise<void> {
  const fetchedAt = recentlyFetched.get(path);
  if (fetchedAt !== undefined && Date.now() - fetchedAt < 60_000) return;
  const cache = await caches.open(CACHES.stories);
  if (onStoryShown(await readList(cache), path, Date.now()) === 'touch') {
    await serially(async () => writeList(cache, touchRead(await readList(cache), path)));
    return;
  }
  await stories.handle({ request: new Request(new URL(path, origin), { credentials: 'same-origin' }), event });
}

// ---- the fan's language, for the offline page ----

/** The language a page last told us (browsers without cookieStore in workers). */
let pageLocale: Locale | null = null;

/** Keeps the page's language past this worker's life (the browser stops an idle worker; offline, a new one starts). */
async function rememberLocale(locale: Locale): Promise<void> {
  const cache = await caches.open(CACHES.static);
  await cache.put(LANGUAGE_KEY, new Response(locale, { headers: { 'content-type': 'text/plain' } }));
}

async function rememberedLocale(): Promise<Locale | null> {
  try {
    const stored = await (await caches.open(CACHES.static)).match(LANGUAGE_KEY);
    return stored ? toLocale((await stored.text()).trim()) : null;
  } catch {
    return null;
  }
}

/** The fan's language: the site's cookie, else the language the last page was shown in, else English. */
async function fanLocale(): Promise<Locale> {
  try {
    const cookie = await self.cookieStore?.get('NEXT_LOCALE');
    if (cookie) return toLocale(cookie.value);
  } catch {
    // cookieStore refused: fall back to what the page said.
  }
  pageLocale ??= await rememberedLocale();
  return pageLocale ?? toLocale(null);
}

// ---- routes ----

/** Offline, an image of a saved story is answered with its small rendition. */
const savedImageFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const key = offlineImageKey(request.url, origin);
    if (!key) return undefined;
    return (await caches.open(CACHES.storyImages)).match(key, { ignoreVary: true });
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 2 },
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHES.static,
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: 'last-used' })],
      }),
    },
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isStoryPath(url.pathname),
      handler: stories,
    },
    {
      // Every other page: the network only (never stored); offline, the catch handler's offline page.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.destination === 'image' && !isPersonalPath(url.pathname),
      handler: new NetworkOnly({ plugins: [savedImageFallback] }),
    },
  ],
});

serwist.setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const locale = await fanLocale();
  return (await serwist.matchPrecache(offlinePath(locale))) ?? (await serwist.matchPrecache(offlinePath('en'))) ?? Response.error();
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'PAGE_SHOWN') return;
  const { path, locale } = data as { path?: unknown; locale?: unknown };
  if (typeof locale === 'string' && toLocale(locale) !== pageLocale) {
    pageLocale = toLocale(locale);
    event.waitUntil(rememberLocale(pageLocale).catch(() => undefined));
  }
  if (typeof path === 'string' && isStoryPath(path)) event.waitUntil(storyShown(path, event).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  // Caches of an older layout of this worker (tl-…-v0): every name this version uses is in CACHES.
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('tl-') && !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});

// ---- push notifications (decision 031) ----

/** The payload the server sends (src/server/outbound/push-messages.ts, NotificationPayload). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  renotify: boolean;
  version: number;
  icon: string;
}

function readPush(event: PushEvent): PushPayload | null {
  try {
    const data: unknown = event.data?.json();
    if (typeof data !== 'object' || data === null) return null;
    const { title, body, url, tag, renotify, version, icon } = data as Record<string, unknown>;
    if (typeof title !== 'string' || typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
    return {
      title,
      body: typeof body === 'string' ? body : '',
      url,
      tag: typeof tag === 'string' ? tag : url,
      renotify: renotify === true,
      version: typeof version === 'number' ? version : 0,
      icon: typeof icon === 'string' ? icon : '/icons/icon-192.png',
    };
  } catch {
    return null;
  }
}

/**
 * One notification per tag (a match: `m{id}`): a newer score replaces the older. Two messages of one match can arrive
 * out of order (sent by two copies at once); an older one never replaces a newer — the newer is shown again, silently
 * (every push must show a notification).
 */
async function showPush(payload: PushPayload): Promise<void> {
  const shown = await self.registration.getNotifications({ tag: payload.tag });
  const newer = shown.find((notification) => ((notification.data as { version?: number } | null)?.version ?? 0) > payload.version);
  const chosen = newer
    ? {
        title: newer.title,
        body: newer.body,
        url: (newer.data as { url: string }).url,
        version: (newer.data as { version: number }).version,
      }
    : payload;
  await self.registration.showNotification(chosen.title, {
    body: chosen.body,
    icon: payload.icon,
    tag: payload.tag,
    // renotify is in the Notifications API but not yet in TypeScript's lib.
    ...({ renotify: !newer && payload.renotify } as NotificationOptions),
    data: { url: chosen.url, version: chosen.version },
  });
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (payload) event.waitUntil(showPush(payload));
});

/**
 * The push service replaced this browser's subscription (a rotated key, an expiry): subscribe again with the topics
 * and language the bell saved, and drop the old endpoint on the site (push-choice.ts).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
    waitUntil(promise: Promise<unknown>): void;
  };
  change.waitUntil(
    resubscribe({
      oldSubscription: change.oldSubscription ?? null,
      newSubscription: change.newSubscription ?? null,
      pushManager: self.registration.pushManager,
    }).catch(() => undefined),
  );
});

/** A tap opens the page: a tab already on it is focused (it is live already), else the page opens in a new one. */
async function openFromNotification(path: string): Promise<void> {
  const target = new URL(path, origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (open) await open.focus();
  else await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  event.waitUntil(openFromNotification(path));
});

serwist.addEventListeners();
