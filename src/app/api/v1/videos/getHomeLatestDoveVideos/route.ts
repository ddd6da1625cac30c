import { NextResponse } from 'next/server';
import { homeVideosBody } from '@/schemas/videos';
import { route } from '@/server/http/route';
import { cachedSponsoredRow } from '@/server/site';
import { videoJson } from '../video-json';

export const dynamic = 'force-dynamic';

/** getHomeLatestDoveVideos {limit} → {videos, sponsor} (spec §7): the sponsored row ("Dove" videos), from the cache. */
export const POST = route({
  body: homeVideosBody,
  maxBytes: 1024,
  handle: async ({ input }) => {
    const row = await cachedSponsoredRow(input.limit);
    return NextResponse.json({
      videos: row.videos.map(videoJson),
      sponsor: row.sponsor ? { name: row.sponsor.name, logo: row.sponsor.logoUrl } : null,
    });
  },
});
