import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { getPortraitInfo } from '@/server/players';
import { portraitSvg } from '@/server/media';

/** A player's generated portrait: /media/portraits/{category}/{slug}.svg */
export const GET = route<undefined, object, { category: string; file: string }>({
  handle: async ({ params }) => {
    const slug = /^([a-z0-9-]{1,120})\.svg$/.exec(params.file)?.[1];
    const player = slug ? await getPortraitInfo(params.category, slug) : null;
    if (!player) fail(HTTP_ERRORS.notFound);
    return new Response(portraitSvg(player), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    });
  },
});
