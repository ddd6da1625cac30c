import { playBody } from '@/schemas/videos';
import { fail } from '@/server/http/api-errors';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { getPlayback, VIDEO_ERRORS } from '@/server/videos';

/**
 * POST /api/site/videos/play {video_id} → the player's source (issue 12): an embed's privacy-enhanced address or the
 * hosted stream and its renditions. Entitled fans only (the one check): 401 to log in, 403 subscription_required.
 */
export const POST = route({
  access: entitled,
  body: playBody,
  maxBytes: 1024,
  handle: async ({ input }) => {
    const playback = await getPlayback(input.video_id);
    if (!playback) fail(VIDEO_ERRORS.notFound);
    return privateJson(
      playback.kind === 'embed'
        ? { kind: playback.kind, provider: playback.provider, embed_url: playback.embedUrl }
        : { kind: playback.kind, stream_url: playback.streamUrl, renditions: playback.renditions, default_height: playback.defaultHeight },
    );
  },
});
