import { NextResponse } from 'next/server';
import { homeVideosBody } from '@/schemas/videos';
import { route } from '@/server/http/route';
import { requestLocale } from '@/server/http/request-locale';
import { cachedLatestVideos } from '@/server/site';
import { videoJson } from '../video-json';

export const dynamic = 'force-dynamic';

/**
 * getHomeLatestVideos {limit} → {videos} (spec §7): the Latest videos, from the cache, in the request's language (the
 * NEXT_LOCALE cookie). Public: visitors see everything but the player.
 */
export const POST = route({
  body: homeVideosBody,
  maxBytes: 1024,
  handle: async ({ input, request }) =>
    NextResponse.json({ videos: (await cachedLatestVideos(input.limit, requestLocale(request))).map(videoJson) }),
});
