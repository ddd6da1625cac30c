import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { appError, type AppError } from '@/schemas/app-error';
import { MAX_DB_INT } from '@/schemas/db-id';
import { embedPlayerUrl, storedStreamOf, streamFilePath, type EmbedProvider, type TrackAction } from '@/schemas/videos';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { dayKeyOf, recordVideoTracking, type AwardResult } from '../fancred';
import { holdLiveFan } from '../identity';
import { allow, secondsLeftInWindow } from '../rate-limits';
import { videoProgress, videoShows, videos, videoViews, type VideoRendition } from './schema';
import { defaultRendition } from './catalog';
import { byteRange, findStreamFile } from './stream-files';
import { checkStreamToken, signStreamToken, streamAddress } from './stream-tokens';

/**
 * Watching (issue 12): the player's source, asked for when an entitled fan presses play (the route's `entitled`
 * guard is the one check; the call is capped per fan and per address), the stored streams' files behind their signed
 * addresses (decision 026), and the tracking of play, 25/50/75 % and complete — each stored once per fan per video per
 * day, so a retried or replayed call changes nothing. A play is a view for Most popular; half the video watched
 * earns the video_watch points once per video (FanCred's engine keeps the once).
 */

export const VIDEO_ERRORS = {
  notFound: appError(404, 'video_not_found', 'This video is not available.'),
  tooManyPlays: appError(429, 'too_many_plays', 'Too many videos started. Please try again in a few minutes.'),
  streamDenied: appError(403, 'stream_denied', 'This video address is not valid. Press play again.'),
  streamExpired: appError(403, 'stream_expired', 'This video address has expired. Press play again.'),
  streamNotFound: appError(404, 'not_found', 'There is nothing at this address.'),
  rangeNotSatisfiable: appError(416, 'range_not_satisfiable', 'The requested range is outside the file.'),
};

/** The play call's window (seconds): VIDEO_PLAYS_FAN_10MIN and VIDEO_PLAYS_IP_10MIN count in it. */
const PLAY_WINDOW_SECONDS = 600;

export type Playback =
  | { kind: 'embed'; provider: EmbedProvider; embedUrl: string }
  | {
      kind: 'hosted';
      streamUrl: string;
      renditions: VideoRendition[];
      defaultHeight: number | null;
      /** When the signed addresses stop working (stored streams); null for a stream on another host. */
      expiresAt: Date | null;
    };

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

/**
 * What the player loads for this fan: a privacy-enhanced embed address, or the stream and its renditions (lowest
 * first). A stored stream's addresses are signed for the fan and the video, for VIDEO_TOKEN_MINUTES; a rendition
 * outside the stream's folder cannot share its token and is left out.
 */
async function getPlayback(input: { videoId: number; userId: string; now?: Date }): Promise<Playback | null> {
  const now = input.now ?? new Date();
  const row = await findPlayable(input.videoId, now);
  if (!row) return null;
  if (row.sourceKind === 'embed' && (row.provider === 'youtube' || row.provider === 'vimeo') && row.providerId) {
    return { kind: 'embed', provider: row.provider, embedUrl: embedPlayerUrl(row.provider, row.providerId) };
  }
  const sorted = [...row.renditions].sort((a, b) => a.height - b.height);
  const stored = storedStreamOf(row.streamUrl ?? '');
  if (!stored) {
    return {
      kind: 'hosted',
      streamUrl: row.streamUrl ?? '',
      renditions: sorted,
      defaultHeight: defaultRendition(sorted)?.height ?? null,
      expiresAt: null,
    };
  }
  const { token, expiresAt } = signStreamToken({ userId: input.userId, videoId: row.id, now });
  const renditions = sorted.flatMap((rendition) => {
    const file = storedStreamOf(rendition.url);
    return file?.folder === stored.folder ? [{ ...rendition, url: streamAddress(token, row.id, file.file) }] : [];
  });
  return {
    kind: 'hosted',
    streamUrl: streamAddress(token, row.id, stored.file),
    renditions,
    defaultHeight: defaultRendition(renditions)?.height ?? null,
    expiresAt,
  };
}

/**
 * The play call (POST /api/site/videos/play, after the entitlement check): capped at VIDEO_PLAYS_FAN_10MIN per fan and
 * VIDEO_PLAYS_IP_10MIN per address in 10 minutes (429 with Retry-After), since each answer is a fresh set of signed
 * addresses; then the playback. Both counters take every call, so neither a fan's many addresses nor an address's
 * many fans slip past.
 */
export async function playVideo(input: {
  videoId: number;
  userId: string;
  ip: string;
  now?: Date;
}): Promise<{ ok: true; playback: Playback } | { ok: false; error: AppError }> {
  const { playsPerFan, playsPerIp } = getConfig().videos;
  const isFanWithin = await allow({ key: `video-play:fan:${input.userId}`, seconds: PLAY_WINDOW_SECONDS }, playsPerFan);
  const isIpWithin = await allow({ key: `video-play:ip:${input.ip}`, seconds: PLAY_WINDOW_SECONDS }, playsPerIp);
  if (!isFanWithin || !isIpWithin) {
    return { ok: false, error: { ...VIDEO_ERRORS.tooManyPlays, retryAfter: secondsLeftInWindow(PLAY_WINDOW_SECONDS) } };
  }
  const playback = await getPlayback(input);
  return playback ? { ok: true, playback } : { ok: false, error: VIDEO_ERRORS.notFound };
}

export type StreamAnswer =
  | {
      ok: true;
      status: 200 | 206;
      headers: Record<string, string>;
      /** The body's bytes (not called for HEAD). */
      body: () => ReadableStream<Uint8Array>;
    }
  | { ok: false; error: AppError; headers?: Record<string, string> };

/**
 * One file of a stored stream behind its signed address (GET /api/site/videos/stream/{token}/{video}/{...file}): the
 * token must be ours, for this video, unexpired (403 otherwise); the video playable and stored in our store, the file
 * in its folder (404 otherwise). No cookie is read: the token is the whole credential, so a CDN may cache the answer
 * for the token's remaining life (`public, max-age` up to the expiry) keyed on the path — or check the token itself.
 * A single byte range is answered 206 (Safari asks MP4 files for ranges).
 */
export async function openVideoStream(input: {
  token: string;
  video: string;
  file: readonly string[];
  range: string | null;
  now?: Date;
}): Promise<StreamAnswer> {
  const now = input.now ?? new Date();
  const videoId = /^[1-9]\d{0,9}$/.test(input.video) ? Number(input.video) : 0;
  if (videoId < 1 || videoId > MAX_DB_INT) return { ok: false, error: VIDEO_ERRORS.streamNotFound };
  const token = checkStreamToken(input.token, videoId, now);
  if (!token.ok) return { ok: false, error: token.reason === 'expired' ? VIDEO_ERRORS.streamExpired : VIDEO_ERRORS.streamDenied };
  const names = streamFilePath(input.file);
  const row = names ? await findPlayable(videoId, now) : null;
  const stored = row?.sourceKind === 'hosted' ? storedStreamOf(row.streamUrl ?? '') : null;
  const file = stored && names ? await findStreamFile(stored.folder, names) : null;
  if (!file) return { ok: false, error: VIDEO_ERRORS.streamNotFound };
  const range = byteRange(input.range, file.size);
  if (range === 'unsatisfiable') {
    return { ok: false, error: VIDEO_ERRORS.rangeNotSatisfiable, headers: { 'content-range': `bytes */${file.size}` } };
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const secondsLeft = Math.max(1, Math.floor((token.expiresAt.getTime() - now.getTime()) / 1000));
  return {
    ok: true,
    status: range ? 206 : 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(Math.max(0, end - start + 1)),
      'accept-ranges': 'bytes',
      'cache-control': `public, max-age=${secondsLeft}, immutable`,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${file.size}` } : {}),
    },
    body: () => file.open(start, end),
  };
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
