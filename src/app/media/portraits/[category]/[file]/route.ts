import { internalError, jsonError } from '@/server/http/api-errors';
import { getPortraitInfo } from '@/server/players/players';
import { portraitSvg } from '@/server/site/svg-art';

/** A player's generated portrait: /media/portraits/{category}/{slug}.svg */
export async function GET(_request: Request, { params }: { params: Promise<{ category: string; file: string }> }) {
  const { category, file } = await params;
  const slug = /^([a-z0-9-]{1,120})\.svg$/.exec(file)?.[1];
  let player: Awaited<ReturnType<typeof getPortraitInfo>> = null;
  try {
    player = slug ? await getPortraitInfo(category, slug) : null;
  } catch (error) {
    return internalError(error, 'player portrait');
  }
  if (!player) return jsonError(404, 'not_found', 'Not found.');
  return new Response(portraitSvg(player), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
