import { playBody } from '@/schemas/videos';
import { fail } from '@/server/http/api-errors';
import { entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { playVideo } from '@/server/videos';

/**
 * POST /api/site/videos/play {video_id} → the player's source (issue 12): an embed's privacy-enhanced address or the
 * hosted stream and its renditions — for a stream in our store, addresses signed for this fan that expire in
 * minutes (`expires_at`, decision 026). Entitled fans only (the one check): 401 to log in, 403 subscription_required;
 * capped per fan and per address (429 too_many_plays with Retry-After).
 */
export const POST = route({
  access: entitled,
  body: playBody,
  maxBytes: 1024,
  handle: async ({ user, input, ip }) => {
    const played = await playVideo({ videoId: input.video_id, userId: user.id, ip });
    if (!played.ok) fail(played.error);
    const { playback } = played;
    return privateJson(
      playback.kind === 'embed'
        ? { kind: playback.kind, provider: playback.provider, embed_url: playback.embedUrl }
        : {
            kind: playback.kind,
            stream_url: playback.streamUrl,
            renditions: playback.renditions,
            default_height: playback.defaultHeight,
            expires_at: playback.expiresAt?.toISOString() ?? null,
          },
    );
  },
});
