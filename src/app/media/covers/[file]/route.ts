import { getStoryCoverInfo } from '@/server/content/stories';
import { internalError, jsonError } from '@/server/http/api-errors';
import { coverSvg } from '@/server/site/svg-art';

/** A story's generated cover art: /media/covers/{id}.svg */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const id = Number(/^([1-9]\d{0,9})\.svg$/.exec(file)?.[1] ?? 0);
  let story: Awaited<ReturnType<typeof getStoryCoverInfo>> = null;
  try {
    story = id > 0 && id <= 2_147_483_647 ? await getStoryCoverInfo(id) : null;
  } catch (error) {
    return internalError(error, 'story cover');
  }
  if (!story) return jsonError(404, 'not_found', 'Not found.');
  return new Response(coverSvg(story), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
