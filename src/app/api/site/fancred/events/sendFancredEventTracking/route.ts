import { trackingBody } from '@/schemas/fancred-api';
import { parseDbId } from '@/schemas/db-id';
import { FANCRED_ERRORS, trackStory } from '@/server/fancred';
import { fail } from '@/server/http/api-errors';
import { awardJson } from '@/server/http/fancred-responses';
import { assertEntitled } from '@/server/http/guards';
import { trackVideo, VIDEO_ERRORS } from '@/server/videos';
import { fanEventRoute } from '../fan-event-route';

/**
 * sendFancredEventTracking (spec §3 tracking, §7), the player's tracking call. A video's milestone — play,
 * progress_25/50/75, complete — is the videos service's: an entitled fan only (403 with the spec's text, as the
 * player's gate), a playable video only (404), stored once per fan per video per day; a play is a view and half the
 * video earns video_watch once. A story's tracking (read) is stored for a published story (404 otherwise) and earns
 * nothing. An emsisdn in the body must be the signed-in fan's (403): the fan is always the session's.
 */
export const POST = fanEventRoute({
  body: trackingBody,
  answer: async ({ user, input }) => {
    if (input.item === 'video') {
      await assertEntitled(user);
      const videoId = parseDbId(input.video_id);
      const tracked = videoId === null ? null : await trackVideo({ userId: user.id, emsisdn: user.emsisdn, videoId, action: input.action });
      if (!tracked) fail(VIDEO_ERRORS.notFound);
      return { status: true, recorded: tracked.isRecorded, award: tracked.award ? awardJson(tracked.award) : null };
    }
    const tracked = await trackStory({ userId: user.id, emsisdn: user.emsisdn, articleId: input.article_id, action: input.action });
    if (!tracked) fail(FANCRED_ERRORS.storyNotFound);
    return { status: true, recorded: tracked.isRecorded, award: null };
  },
});
