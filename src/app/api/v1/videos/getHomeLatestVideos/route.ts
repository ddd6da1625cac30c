import { NextResponse } from 'next/server';
import { homeVideosBody } from '@/schemas/videos';
import { route } from '@/server/http/route';
import { cachedLatestVideos } from '@/server/site';
import { videoJson } from '../video-json';

export const dynamic = 'force-dynamic';

/** getHomeLatestVideos {limit} → {videos} (spec §7): the Latest videos, from the cache. Public: visitors see everything but the player. */
export const POST = route({
  body: homeVideosBody,
  maxBytes: 1024,
  handle: async ({ input }) => NextResponse.json({ videos: (await cachedLatestVideos(input.limit)).map(videoJson) }),
});
