import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { LOCALES } from '@/i18n/locales';
import { offlinePath } from '@/sw/offline-rules';

/**
 * The service worker, /serwist/sw.js (decision 017): src/sw/sw.ts bundled with esbuild by @serwist/turbopack when
 * `next build` prerenders this route, so `npm start` and the e2e launcher need no step of their own. It answers with
 * `Service-Worker-Allowed: /`, so the worker registered from here controls the whole site.
 *
 * Precached: the favicon and the 192 px icon (hashed by Serwist) and the four offline pages, whose revision is a hash of what
 * they are made of (the catalogues, the page's template and the brand name at build time), so a new build re-fetches
 * them only when one of those changed. The build's own files are not precached: a fan's phone downloads nothing
 * beyond what they open (decision 017).
 */
const root = process.cwd();
const offlineRevision = createHash('sha256')
  .update(LOCALES.map((locale) => readFileSync(path.join(root, 'src/i18n/messages', `${locale}.json`), 'utf8')).join('\n'))
  .update(readFileSync(path.join(root, 'src/sw/offline-page.ts'), 'utf8'))
  .update(process.env.BRAND_NAME ?? '')
  .digest('hex')
  .slice(0, 16);

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['public/icons/icon-192.png', 'public/favicon.svg'],
  additionalPrecacheEntries: LOCALES.map((locale) => ({ url: offlinePath(locale), revision: offlineRevision })),
  esbuildOptions: { sourcemap: false },
});
