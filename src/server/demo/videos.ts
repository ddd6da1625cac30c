import 'server-only';
import { sql } from 'drizzle-orm';
import { dayKeyOf } from '../fancred';
import { slugify } from '@/schemas/slug';
import { videoCarouselPins, videoHeaderSlides, videoShows, videoSponsors, videos, videoViews } from '../videos/schema';
import type { Db } from '../db/client';

/**
 * Touchline+'s demo data (DESIGN §11): 12 videos across 3 shows, one sponsored row, a header slider and 30 days of
 * views, deterministic. The hosted streams are the small HLS clips in the stream store (`streams/`, two renditions each,
 * 144p and 288p, fMP4 segments; served only through signed addresses, decision 026) so that every demo video plays
 * without a network beyond the site; their posters are public, in their own folder (`public/plus-art/`).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const CLIPS = ['bars', 'pitch', 'scrum'] as const;
const CLIP_SECONDS = 6;

const renditionsOf = (clip: string) => [
  { height: 144, kbps: 60, url: `stream:${clip}/144p.m3u8` },
  { height: 288, kbps: 140, url: `stream:${clip}/288p.m3u8` },
];

const SHOWS = [
  { slug: 'match-highlights', name: 'Match Highlights', description: 'Every try, tackle and turnover from the national teams.' },
  { slug: 'interviews', name: 'Interviews', description: 'Players and coaches in their own words.' },
  { slug: 'behind-the-scenes', name: 'Behind the Scenes', description: 'Training camps, team buses and the changing room.' },
] as const;

const VIDEOS: { title: string; show: (typeof SHOWS)[number]['slug']; description: string; isSponsored?: boolean }[] = [
  {
    title: 'Springboks v All Blacks: the extended highlights',
    show: 'match-highlights',
    description: 'Eighty minutes of Test rugby at Ellis Park, cut down to the moments that mattered.',
  },
  {
    title: 'Springbok Women tame the Wallaroos',
    show: 'match-highlights',
    description: 'A late maul try seals a famous win for the Springbok Women.',
  },
  {
    title: 'Blitzboks win the Cape Town Sevens',
    show: 'match-highlights',
    description: 'Three matches, one trophy: the Blitzboks on home soil.',
  },
  {
    title: "Springbok Women's 7s in Dubai",
    show: 'match-highlights',
    description: 'The best tries of the weekend from the Imbokodo sevens squad.',
  },
  {
    title: 'The captain on a year of winning',
    show: 'interviews',
    description: 'The Springbok captain looks back on the season and ahead to the next.',
    isSponsored: true,
  },
  {
    title: 'Coach talks squad selection',
    show: 'interviews',
    description: 'Why the new caps were picked, and what comes next for the squad.',
  },
  {
    title: 'Meet the new Blitzbok flyer',
    show: 'interviews',
    description: 'The fastest man in the sevens squad on speed, family and rugby.',
    isSponsored: true,
  },
  {
    title: 'Women in green: the road to the World Cup',
    show: 'interviews',
    description: 'Players of the Springbok Women on building a professional game.',
  },
  {
    title: 'Inside the Springbok training camp',
    show: 'behind-the-scenes',
    description: 'Early mornings, ice baths and a lot of scrums.',
    isSponsored: true,
  },
  { title: 'Match day on the team bus', show: 'behind-the-scenes', description: 'From the hotel to the tunnel with the Springboks.' },
  {
    title: 'The kit room before a Test',
    show: 'behind-the-scenes',
    description: 'Forty jerseys, two hundred studs and one very busy kit manager.',
    isSponsored: true,
  },
  {
    title: 'Sevens recovery day in Stellenbosch',
    show: 'behind-the-scenes',
    description: 'How the Blitzboks recover between tournaments.',
  },
];

export async function seedVideos(tx: Tx, options: { now: Date }): Promise<{ videos: number }> {
  const { now } = options;
  const showRows = await tx
    .insert(videoShows)
    .values(SHOWS.map((show, index) => ({ ...show, sortOrder: index })))
    .returning({ id: videoShows.id, slug: videoShows.slug });
  const showId = new Map(showRows.map((row) => [row.slug, row.id]));
  const [sponsor] = await tx
    .insert(videoSponsors)
    .values({ name: 'Protea Care', logoUrl: '/plus-art/sponsor-logo.svg' })
    .returning({ id: videoSponsors.id });
  const videoRows = await tx
    .insert(videos)
    .values(
      VIDEOS.map((video, index) => {
        const clip = CLIPS[index % CLIPS.length] ?? 'bars';
        return {
          slug: slugify(video.title),
          title: video.title,
          description: video.description,
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
  await tx.insert(videoHeaderSlides).values([
    {
      title: 'The extended highlights',
      text: 'The Springboks against the All Blacks at Ellis Park.',
      imageUrl: '/plus-art/bars.jpg',
      videoId: first?.id ?? null,
      sortOrder: 0,
    },
    {
      title: 'Behind the Scenes',
      text: 'Go where the cameras never go.',
      imageUrl: '/plus-art/scrum.jpg',
      showId: showId.get('behind-the-scenes') ?? null,
      sortOrder: 1,
    },
    {
      title: 'Inside the training camp',
      text: 'Early mornings with the Springboks.',
      imageUrl: '/plus-art/pitch.jpg',
      videoId: sponsoredFirst?.id ?? null,
      sortOrder: 2,
    },
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
