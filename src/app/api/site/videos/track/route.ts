import { videoTrackBody } from '@/schemas/videos';
import { fail } from '@/server/http/api-errors';
import { awardJson } from '@/server/http/fancred-responses';
import { assertOwns, entitled } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { trackVideo, VIDEO_ERRORS } from '@/server/videos';

/**
 * POST /api/site/videos/track {emsisdn?, video_id, action} (spec §3 tracking): play, progress_25/50/75 and complete,
 * each stored once per fan per video per day (a retry is answered the same and stores nothing). A play is a view;
 * progress_50 earns video_watch once per video. Entitled fans only.
 */
export const POST = route({
  access: entitled,
  body: videoTrackBody,
  maxBytes: 1024,
  handle: async ({ user, input }) => {
    assertOwns(user, { emsisdn: input.emsisdn });
    const result = await trackVideo({ userId: user.id, emsisdn: user.emsisdn, videoId: input.video_id, action: input.action });
    if (!result) fail(VIDEO_ERRORS.notFound);
    return privateJson({ status: true, recorded: result.isRecorded, award: result.award ? awardJson(result.award) : null });
  },
});
