import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as play } from '@/app/api/site/videos/play/route';
import { POST as trackRoute } from '@/app/api/site/fancred/events/sendFancredEventTracking/route';
import { POST as homeDove } from '@/app/api/v1/videos/getHomeLatestDoveVideos/route';
import { POST as homeLatest } from '@/app/api/v1/videos/getHomeLatestVideos/route';
import { getDb } from '@/server/db/client';
import { dayKeyOf } from '@/server/fancred';
import { countViews, listLatestVideos, listPopularVideos, savePins, saveVideo, getSponsoredRow } from '@/server/videos';
import { parseVideoSource, videoInput, homeVideosBody } from '@/schemas/videos';
import { makeFan, makeSubscriber, sessionFor } from '../support/fancred';
import { call, errorOf } from '../support/identity-http';

/**
 * Touchline+ (issue 12) over HTTP and through its services: the spec's two video calls, the entitlement gate on the
 * player's endpoints, tracking stored once (and points once) under concurrency, Most popular from 30 days of views
 * with staff pins, and the source a staff member pastes.
 */

// The API answers from Next's data cache, which has no store outside a Next server: here it calls through.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), unstable_cache: <F>(fn: F) => fn }));

const json = async <T>(response: Response) => (await response.json()) as T;
/** The player's tracking call: the spec's (issue 22). */
const TRACK_PATH = '/api/site/fancred/events/sendFancredEventTracking';
const DAY_MS = 86_400_000;

async function subscriber() {
  const fan = await makeSubscriber();
  return { fan, jar: await sessionFor(fan.id) };
}

async function demoVideoId(): Promise<number> {
  const [first] = await listLatestVideos({ limit: 1 });
  if (!first) throw new Error('the demo videos are missing');
  return first.id;
}

const staffActor = { type: 'staff' as const, id: 'test-staff', label: 'staff@example.com' };

describe("the spec's video API (getHomeLatestVideos, getHomeLatestDoveVideos {limit} → videos)", () => {
  it('answers the latest videos and the sponsored ("Dove") row in the spec\'s shape, limit honoured', async () => {
    const latest = await json<{ videos: { id: number; title: string; url: string; poster: string; duration: number; show: string }[] }>(
      await call(homeLatest, '/api/v1/videos/getHomeLatestVideos', { limit: 3 }),
    );
    expect(latest.videos).toHaveLength(3);
    expect(latest.videos[0]).toMatchObject({
      url: expect.stringMatching(/^\/plus\//),
      duration: 6,
      show: expect.any(String),
      poster: expect.any(String),
    });
    // The answer never carries a stream address or an embed id: the player asks for those.
    expect(JSON.stringify(latest)).not.toMatch(/m3u8|stream_url|provider_id/);
    const byDefault = await json<{ videos: unknown[] }>(await call(homeLatest, '/api/v1/videos/getHomeLatestVideos', {}));
    expect(byDefault.videos).toHaveLength(10);
    const dove = await json<{ videos: { sponsored: boolean }[]; sponsor: { name: string } }>(
      await call(homeDove, '/api/v1/videos/getHomeLatestDoveVideos', { limit: 10 }),
    );
    expect(dove.sponsor.name).toBe('Protea Care');
    expect(dove.videos.length).toBe(4);
    expect(dove.videos.every((video) => video.sponsored)).toBe(true);
  });

  it('refuses bad input with a clear 4xx, never a 500', async () => {
    for (const body of [{ limit: 0 }, { limit: 25 }, { limit: 'many' }, { limit: 2.5 }]) {
      const error = await errorOf(await call(homeLatest, '/api/v1/videos/getHomeLatestVideos', body));
      expect(error).toMatchObject({ status: 422, code: 'invalid_input' });
      expect(error.message).toContain('limit must be a number from 1 to 24');
    }
    expect((await errorOf(await call(homeDove, '/api/v1/videos/getHomeLatestDoveVideos', { limit: -1 }))).status).toBe(422);
    expect((await errorOf(await call(homeDove, '/api/v1/videos/getHomeLatestDoveVideos', { limit: 'x'.repeat(5000) }))).status).toBe(413);
    expect(homeVideosBody.parse(undefined)).toEqual({ limit: 10 });
  });
});

describe('the entitlement gate on every video endpoint (play, the tracking of a video)', () => {
  it("visitor 401, member without a subscription 403 (the spec's text), subscriber and role_id 1 play", async () => {
    const videoId = await demoVideoId();
    for (const [handler, path, body] of [
      [play, '/api/site/videos/play', { video_id: videoId }],
      [trackRoute, TRACK_PATH, { video_id: videoId, action: 'play' }],
    ] as const) {
      expect((await errorOf(await call(handler, path, body))).status).toBe(401);
      const member = await makeFan();
      const refused = await errorOf(await call(handler, path, body, { jar: await sessionFor(member.id) }));
      expect(refused).toMatchObject({ status: 403, code: 'subscription_required' });
      expect(refused.message).toBe('You need an active subscription to watch videos and play games.');
    }
    const { jar } = await subscriber();
    const playback = await json<{
      kind: string;
      stream_url: string;
      renditions: { height: number; url: string }[];
      default_height: number;
    }>(await call(play, '/api/site/videos/play', { video_id: videoId }, { jar }));
    expect(playback).toMatchObject({ kind: 'hosted', stream_url: expect.stringMatching(/master\.m3u8$/), default_height: 288 });
    expect(playback.renditions.map((rendition) => rendition.height)).toEqual([144, 288]);
    const roleOne = await makeFan({ roleId: 1 });
    expect((await call(play, '/api/site/videos/play', { video_id: videoId }, { jar: await sessionFor(roleOne.id) })).status).toBe(200);
  });

  it('an unknown or inactive video is 404 for a subscriber; bad bodies are 422', async () => {
    const { jar } = await subscriber();
    expect(await errorOf(await call(play, '/api/site/videos/play', { video_id: 99999 }, { jar }))).toMatchObject({
      status: 404,
      code: 'video_not_found',
    });
    expect((await errorOf(await call(play, '/api/site/videos/play', { video_id: 'abc' }, { jar }))).status).toBe(422);
    expect((await errorOf(await call(trackRoute, TRACK_PATH, { video_id: 1, action: 'rewind' }, { jar }))).status).toBe(422);
  });
});

describe('tracking: once per fan per video per day, points once per video', () => {
  it('50 concurrent plays store one view; 20 concurrent half-way marks award video_watch once', async () => {
    const { fan, jar } = await subscriber();
    const videoId = await demoVideoId();
    const before = await countViews(videoId);
    const plays = await Promise.all(
      Array.from({ length: 50 }, () => call(trackRoute, TRACK_PATH, { video_id: videoId, action: 'play' }, { jar })),
    );
    expect(plays.every((response) => response.status === 200)).toBe(true);
    expect(await countViews(videoId)).toBe(before + 1);
    const halves = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(trackRoute, TRACK_PATH, { video_id: videoId, action: 'progress_50', emsisdn: fan.emsisdn }, { jar }),
      ),
    );
    const answers = await Promise.all(
      halves.map((response) => json<{ recorded: boolean; award: { status: string; points: number } | null }>(response)),
    );
    expect(answers.filter((answer) => answer.recorded)).toHaveLength(1);
    expect(answers.filter((answer) => answer.award?.status === 'applied' && answer.award.points > 0)).toHaveLength(1);
    const db = await getDb();
    const events = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from fan_events where user_id = ${fan.id} and action = 'video_watch' and event_status = 'applied'`,
    );
    expect(events.rows[0]?.n).toBe(1);
    const tracked = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from fancred_tracking where user_id = ${fan.id} and video_id = ${String(videoId)}`,
    );
    expect(tracked.rows[0]?.n).toBe(2);
    // Another fan's emsisdn in the body is refused.
    const other = await makeFan();
    expect(
      (await errorOf(await call(trackRoute, TRACK_PATH, { video_id: videoId, action: 'complete', emsisdn: other.emsisdn }, { jar })))
        .status,
    ).toBe(403);
  });
});

describe('Most popular', () => {
  it('ranks by views over the last 30 days (older views do not count), and staff pins come first', async () => {
    const db = await getDb();
    const latest = await listLatestVideos({ limit: 12 });
    const target = latest.at(-1);
    const old = latest.at(-2);
    if (!target || !old) throw new Error('the demo videos are missing');
    const fans = await Promise.all(Array.from({ length: 70 }, () => makeFan()));
    const today = dayKeyOf(new Date());
    const longAgo = dayKeyOf(new Date(Date.now() - 40 * DAY_MS));
    await db.execute(
      sql`insert into video_views (video_id, user_id, day) select ${target.id}, id, ${today} from users where id in ${sql.raw(`(${fans.map((fan) => `'${fan.id}'`).join(',')})`)}`,
    );
    await db.execute(
      sql`insert into video_views (video_id, user_id, day) select ${old.id}, id, ${longAgo} from users where id in ${sql.raw(`(${fans.map((fan) => `'${fan.id}'`).join(',')})`)}`,
    );
    const popular = await listPopularVideos({ limit: 12 });
    expect(popular[0]?.id).toBe(target.id);
    expect(popular[1]?.id).not.toBe(old.id);
    await savePins({ carousel: 'popular', videoIds: [old.id] }, staffActor);
    const pinned = await listPopularVideos({ limit: 12 });
    expect(pinned.slice(0, 2).map((video) => video.id)).toEqual([old.id, target.id]);
    await savePins({ carousel: 'popular', videoIds: [] }, staffActor);
  });
});

describe('sources and the console', () => {
  it('reads a pasted URL or embed code as provider + id; hosted streams https only', () => {
    expect(parseVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      kind: 'embed',
      provider: 'youtube',
      providerId: 'dQw4w9WgXcQ',
    });
    expect(parseVideoSource('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', providerId: 'dQw4w9WgXcQ' });
    expect(
      parseVideoSource('<iframe width="560" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?si=x" allowfullscreen></iframe>'),
    ).toMatchObject({ providerId: 'dQw4w9WgXcQ' });
    expect(parseVideoSource('https://vimeo.com/76979871')).toEqual({ kind: 'embed', provider: 'vimeo', providerId: '76979871' });
    expect(parseVideoSource('<iframe src="https://player.vimeo.com/video/76979871?h=abc"></iframe>')).toMatchObject({
      provider: 'vimeo',
      providerId: '76979871',
    });
    expect(parseVideoSource('https://cdn.example.com/v/master.m3u8')).toEqual({
      kind: 'hosted',
      streamUrl: 'https://cdn.example.com/v/master.m3u8',
    });
    expect(parseVideoSource('http://cdn.example.com/v/master.m3u8')).toBeNull();
    expect(parseVideoSource('https://cdn.example.com/v/page.html')).toBeNull();
    expect(parseVideoSource('javascript:alert(1)')).toBeNull();
    expect(parseVideoSource('https://www.youtube.com/watch?v=short')).toBeNull();
    const bad = videoInput.safeParse({
      title: 'x',
      show_id: 1,
      duration: '1:30',
      source: 'https://example.com/x',
      published_at: '2026-11-25T10:00',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('Paste a YouTube or Vimeo link');
    expect(
      videoInput.parse({
        title: ' A  video ',
        show_id: '1',
        duration: '1:30',
        source: 'https://youtu.be/dQw4w9WgXcQ',
        published_at: '2026-11-25T10:00',
      }),
    ).toMatchObject({ title: 'A video', duration: 90 });
  });

  it('a staff save is audited, gets a unique slug and joins the sponsored row when marked', async () => {
    const [show] = (await getDb().then((db) => db.execute<{ id: number }>(sql`select id from video_shows order by id limit 1`))).rows;
    if (!show) throw new Error('the demo shows are missing');
    const input = {
      title: 'Springboks v All Blacks: the extended highlights',
      description: 'A second cut.',
      showId: show.id,
      durationSeconds: 120,
      source: { kind: 'embed' as const, provider: 'youtube' as const, providerId: 'dQw4w9WgXcQ' },
      publishedAt: new Date(Date.now() - 60_000),
      isActive: true,
      isSponsored: true,
      poster: new Blob(
        [
          await import('sharp').then(({ default: sharp }) =>
            sharp({ create: { width: 32, height: 18, channels: 3, background: '#0b6b3a' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
    };
    const saved = await saveVideo(input, staffActor);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value.slug).toBe('springboks-v-all-blacks-the-extended-highlights-2');
    const db = await getDb();
    const audit = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_type = 'video' and entity_id = ${String(saved.value.id)} and action = 'create'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
    expect((await getSponsoredRow({ limit: 24 })).videos.some((video) => video.id === saved.value.id)).toBe(true);
    const noPoster = await saveVideo({ ...input, poster: undefined }, staffActor);
    expect(noPoster).toMatchObject({ ok: false, error: { status: 422, message: 'Poster is required' } });
  });
});
