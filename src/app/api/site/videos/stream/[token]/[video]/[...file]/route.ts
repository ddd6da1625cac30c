import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { openVideoStream } from '@/server/videos';

/**
 * GET|HEAD /api/site/videos/stream/{token}/{video}/{...file} (decision 026): a stored stream's playlist or segment
 * behind its signed address — no cookie read, the token is the credential. 403 for a token that is not ours, not for
 * this video or expired (the player asks the play call again); 404 for anything not in the video's stream. Refusals
 * are never cached.
 */
const answer = route<undefined, object, { token: string; video: string; file: string[] }>({
  handle: async ({ params, request }) => {
    const stream = await openVideoStream({
      token: params.token,
      video: params.video,
      file: params.file,
      range: request.headers.get('range'),
    });
    if (!stream.ok) fail(stream.error, { headers: { 'cache-control': 'no-store', ...stream.headers } });
    return new Response(request.method === 'HEAD' ? null : stream.body(), { status: stream.status, headers: stream.headers });
  },
});

export const GET = answer;
export const HEAD = answer;
