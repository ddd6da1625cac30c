import type { Locale } from '@/i18n/locales';
import { getStoryCoverInfo } from '@/server/content';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { coverSvg } from '@/server/media';

/** A story's generated cover art: /media/covers/{id}.svg, its category line in isiZulu at {id}-zu.svg (xh, af alike). */
export const GET = route<undefined, object, { file: string }>({
  handle: async ({ params }) => {
    const [, digits = '0', language = 'en'] = /^([1-9]\d{0,9})(?:-(zu|xh|af))?\.svg$/.exec(params.file) ?? [];
    const id = Number(digits);
    const story = id > 0 && id <= 2_147_483_647 ? await getStoryCoverInfo(id, language as Locale) : null;
    if (!story) fail(HTTP_ERRORS.notFound);
    return new Response(coverSvg(story), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    });
  },
});
