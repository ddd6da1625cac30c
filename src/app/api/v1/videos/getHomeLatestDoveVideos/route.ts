import { NextResponse } from 'next/server';
import { homeVideosBody } from '@/schemas/videos';
import { route } from '@/server/http/route';
import { requestLocale } from '@/server/http/request-locale';
import { cachedSponsoredRow } from '@/server/site';
import { sponsorJson, videoJson } from '../video-json';

export const dynamic = 'force-dynamic';

/**
 * getHomeLatestDoveVideos {limit} → {videos, sponsor} (spec §7): the sponsored row ("Dove" videos), from the cache, in
 * the request's language (the NEXT_LOCALE cookie: the member's language, or the site's for a visitor).
 */
export const POST = route({
  body: homeVideosBody,
  maxBytes: 1024,
  handle: async ({ input, request }) => {
    const row = await cachedSponsoredRow(input.limit, requestLocale(request));
    return NextResponse.json({ videos: row.videos.map(videoJson), sponsor: row.sponsor ? sponsorJson(row.sponsor) : null });
  },
});
