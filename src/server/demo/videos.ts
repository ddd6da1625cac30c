import 'server-only';
import { sql } from 'drizzle-orm';
import { dayKeyOf } from '../fancred';
import { slugify } from '@/schemas/slug';
import { videoCarouselPins, videoHeaderSlides, videoShows, videoSponsors, videos, videoViews } from '../videos/schema';
import type { Db } from '../db/client';
import { DEMO_HEADER_SLIDES, DEMO_SHOWS, DEMO_SPONSOR, DEMO_VIDEOS } from './data/videos';

/**
 * Touchline+'s demo data (DESIGN §11): 12 videos across 3 shows, one sponsored row, a header slider and 30 days of
 * views, deterministic. The hosted streams are the small HLS clips in the stream store (`streams/`, two renditions each,
 * 144p and 288p, fMP4 segments; served only through signed addresses, decision 026) so that every demo video plays
 * without a network beyond the site; their posters are public, in their own folder (`public/plus-art/`). Every show,
 * video, slide and the sponsored row is written in isiZulu, isiXhosa and Afrikaans too (issue 26): a newcomer who
 * switches language sees Touchline+ change (names stay names).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const CLIPS = ['bars', 'pitch', 'scrum'] as const;
const CLIP_SECONDS = 6;

const renditionsOf = (clip: string) => [
  { height: 144, kbps: 60, url: `stream:${clip}/144p.m3u8` },
  { height: 288, kbps: 140, url: `stream:${clip}/288p.m3u8` },
];

export async function seedVideos(tx: Tx, options: { now: Date }): Promise<{ videos: number }> {
  const { now } = options;
  const showRows = await tx
    .insert(videoShows)
    .values(DEMO_SHOWS.map((show, index) => ({ ...show, sortOrder: index })))
    .returning({ id: videoShows.id, slug: videoShows.slug });
  const showId = new Map(showRows.map((row) => [row.slug, row.id]));
  const [sponsor] = await tx.insert(videoSponsors).values(DEMO_SPONSOR).returning({ id: videoSponsors.id });
  const videoRows = await tx
    .insert(videos)
    .values(
      DEMO_VIDEOS.map((video, index) => {
        const clip = CLIPS[index % CLIPS.length] ?? 'bars';
        return {
          slug: slugify(video.title),
          title: video.title,
          description: video.description,
          translations: video.translations,
          showId: showId.get(video.show) ?? 0,
          durationSeconds: CLIP_SECONDS,
          posterUrl: `/plus-art/${clip}.jpg`,
          sourceKind: 'hosted',
          streamUrl: `stream:${clip}/master.m3u8`,
          renditions: renditionsOf(clip),
          sponsorId: video.isSponsored ? (sponsor?.id ?? null) : null,
          // The newest first in the list above: one a day, 2 hours ago at the latest.
          publishedAt: new Date(now.getTime() - 2 * 3_600_000 - index * DAY_MS),
        };
      }),
    )
    .returning({ id: videos.id, slug: videos.slug });

  const first = videoRows[0];
  const sponsoredFirst = videoRows[8];
  const [highlights, scenes, camp] = DEMO_HEADER_SLIDES;
  await tx.insert(videoHeaderSlides).values([
    { ...highlights, videoId: first?.id ?? null, sortOrder: 0 },
    { ...scenes, showId: showId.get('behind-the-scenes') ?? null, sortOrder: 1 },
    { ...camp, videoId: sponsoredFirst?.id ?? null, sortOrder: 2 },
  ]);
  if (sponsoredFirst) await tx.insert(videoCarouselPins).values({ carousel: 'sponsored', videoId: sponsoredFirst.id, position: 0 });

  // Views over the last 30 days by up to 60 fans: a deterministic spread, so Most popular differs from Latest.
  const fans = await tx.execute<{ id: string }>(sql`select id from users where msisdn like '278210%' order by id limit 60`);
  const views: { videoId: number; userId: string; day: string }[] = [];
  videoRows.forEach((video, videoIndex) => {
    const popularity = ((videoIndex * 7) % 12) + 1;
    fans.rows.forEach((fan, fanIndex) => {
      if ((fanIndex * 13 + videoIndex * 5) % 12 >= popularity) return;
      views.push({ videoId: video.id, userId: fan.id, day: dayKeyOf(new Date(now.getTime() - ((fanIndex + videoIndex) % 28) * DAY_MS)) });
    });
  });
  if (views.length > 0) await tx.insert(videoViews).values(views).onConflictDoNothing();
  return { videos: videoRows.length };
}
