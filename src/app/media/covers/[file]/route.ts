import { getStoryCoverInfo } from '@/server/content';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { coverSvg } from '@/server/media';

/** A story's generated cover art: /media/covers/{id}.svg */
export const GET = route<undefined, object, { file: string }>({
  handle: async ({ params }) => {
    const id = Number(/^([1-9]\d{0,9})\.svg$/.exec(params.file)?.[1] ?? 0);
    const story = id > 0 && id <= 2_147_483_647 ? await getStoryCoverInfo(id) : null;
    if (!story) fail(HTTP_ERRORS.notFound);
    return new Response(coverSvg(story), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    });
  },
});
