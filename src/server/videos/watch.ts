import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { appError } from '@/schemas/app-error';
import { embedPlayerUrl, type EmbedProvider, type TrackAction } from '@/schemas/videos';
import { getDb } from '../db/client';
import { dayKeyOf, recordVideoTracking, type AwardResult } from '../fancred';
import { holdLiveFan } from '../identity';
import { videoProgress, videoShows, videos, videoViews } from './schema';
import { defaultRendition } from './catalog';

/**
 * Watching (issue 12): the player's source, asked for when an entitled fan presses play (the route's `entitled`
 * guard is the one check), and the tracking of play, 25/50/75 % and complete — each stored once per fan per video per
 * day, so a retried or replayed call changes nothing. A play is a view for Most popular; half the video watched
 * earns the video_watch points once per video (FanCred's engine keeps the once).
 */

export const VIDEO_ERRORS = {
  notFound: appError(404, 'video_not_found', 'This video is not available.'),
};

export type Playback =
  | { kind: 'embed'; provider: EmbedProvider; embedUrl: string }
  | { kind: 'hosted'; streamUrl: string; renditions: { height: number; kbps: number; url: string }[]; defaultHeight: number | null };

async function findPlayable(videoId: number, now: Date) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: videos.id,
      sourceKind: videos.sourceKind,
      provider: videos.provider,
      providerId: videos.providerId,
      streamUrl: videos.streamUrl,
      renditions: videos.renditions,
    })
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(and(eq(videos.id, videoId), eq(videos.isActive, true), lte(videos.publishedAt, now), eq(videoShows.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Whether a video is published now (active, its time come, its show active): what FanCred awards a like or share of. */
export async function isVideoPublished(videoId: number, now = new Date()): Promise<boolean> {
  return (await findPlayable(videoId, now)) !== null;
}

/** What the player loads: a privacy-enhanced embed address, or the stream and its renditions (lowest first). */
export async function getPlayback(videoId: number, now = new Date()): Promise<Playback | null> {
  const row = await findPlayable(videoId, now);
  if (!row) return null;
  if (row.sourceKind === 'embed' && (row.provider === 'youtube' || row.provider === 'vimeo') && row.providerId) {
    return { kind: 'embed', provider: row.provider, embedUrl: embedPlayerUrl(row.provider, row.providerId) };
  }
  const renditions = [...row.renditions].sort((a, b) => a.height - b.height);
  return { kind: 'hosted', streamUrl: row.streamUrl ?? '', renditions, defaultHeight: defaultRendition(renditions)?.height ?? null };
}

/** Tracking actions as stored in FanCred's tracking (spec §3); progress_50 is the watch that earns. */
const TRACKED_AS: Record<TrackAction, string> = {
  play: 'play',
  progress_25: 'progress_25',
  progress_50: 'video_watch',
  progress_75: 'progress_75',
  complete: 'complete',
};

export async function trackVideo(input: {
  userId: string;
  emsisdn: string | null;
  videoId: number;
  action: TrackAction;
  now?: Date;
}): Promise<{ isRecorded: boolean; award: AwardResult | null } | null> {
  const now = input.now ?? new Date();
  if (!(await findPlayable(input.videoId, now))) return null;
  const db = await getDb();
  const day = dayKeyOf(now);
  // The fan's account is held while the milestone and view are stored: a tracking call already on its way when it was
  // deleted stores nothing.
  const isRecorded = await db.transaction(async (tx) => {
    if (!(await holdLiveFan(tx, { id: input.userId }))) return false;
    const inserted = await tx
      .insert(videoProgress)
      .values({ videoId: input.videoId, userId: input.userId, day, action: input.action })
      .onConflictDoNothing()
      .returning({ action: videoProgress.action });
    if (inserted.length === 0) return false;
    if (input.action === 'play') {
      await tx.insert(videoViews).values({ videoId: input.videoId, userId: input.userId, day }).onConflictDoNothing();
    }
    return true;
  });
  if (!isRecorded) return { isRecorded: false, award: null };
  const { award } = await recordVideoTracking({
    userId: input.userId,
    emsisdn: input.emsisdn,
    videoId: input.videoId,
    action: TRACKED_AS[input.action],
    now,
  });
  return { isRecorded: true, award };
}

/** Views of one video over every day (tests, console). */
export async function countViews(videoId: number): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ views: string }>(sql`select count(*) as views from video_views where video_id = ${videoId}`);
  return Number(rows.rows[0]?.views ?? 0);
}
