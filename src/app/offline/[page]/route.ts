import { isLocale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { renderOfflinePage, type OfflineTexts } from '@/sw/offline-page';

export const dynamic = 'force-dynamic';

/**
 * /offline/{en|zu|xh|af}.html: the offline page of one language, fetched once by the service worker when it installs
 * (decision 017). Its address has an extension, so next.config.ts's locale rewrites leave it alone.
 */
export const GET = route<undefined, object, { page: string }>({
  handle: async ({ params }) => {
    const locale = /^([a-z]{2})\.html$/.exec(params.page)?.[1];
    if (!isLocale(locale)) fail(HTTP_ERRORS.notFound);
    const messages = (await import(`@/i18n/messages/${locale}.json`)).default as { offline: OfflineTexts };
    const html = renderOfflinePage({ locale, brandName: getConfig().brand.name, texts: messages.offline });
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
    });
  },
});
