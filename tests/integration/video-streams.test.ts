import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as play } from '@/app/api/site/videos/play/route';
import { GET as streamGet, HEAD as streamHead } from '@/app/api/site/videos/stream/[token]/[video]/[...file]/route';
import { getDb } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { listLatestVideos, saveVideo } from '@/server/videos';
import { signStreamToken, streamAddress } from '@/server/videos/stream-tokens';
import { makeFan, makeSubscriber, sessionFor } from '../support/fancred';
import { awayFromWindowEdge, call, errorOf } from '../support/identity-http';

/**
 * Paid videos stay paid (issue 22, decision 026): the stored streams are no static files, the play call answers
 * addresses signed for the fan and the video that expire in minutes, the stream route serves a playlist and its
 * segments only under such an address, and the play call is capped per fan and per address. The caps are lowered
 * before the configuration is first read (each test file runs in its own process); each test plays from its own
 * address.
 */
vi.hoisted(() => {
  process.env.VIDEO_PLAYS_FAN_10MIN = '4';
  process.env.VIDEO_PLAYS_IP_10MIN = '6';
});

// The catalog reads through Next's data cache, which has no store outside a Next server: here it calls through.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), unstable_cache: <F>(fn: F) => fn }));

const STREAM_PREFIX = '/api/site/videos/stream/';
const SIGNED_MASTER = /^\/api\/site\/videos\/stream\/\d{10}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}\/(\d+)\/master\.m3u8$/;

type PlaybackJson = {
  kind: 'hosted';
  stream_url: string;
  renditions: { height: number; kbps: number; url: string }[];
  default_height: number;
  expires_at: string;
};

let nextAddress = 10;
const freshIp = () => `203.0.113.${(nextAddress += 1)}`;

async function subscriber() {
  const fan = await makeSubscriber();
  return { fan, jar: await sessionFor(fan.id) };
}

async function demoVideoIds(): Promise<[number, number]> {
  const [first, second] = await listLatestVideos({ limit: 2 });
  if (!first || !second) throw new Error('the demo videos are missing');
  return [first.id, second.id];
}

/** Requests a stream address the way Next routes it: the token, the video and the file's names from the path. */
async function fetchStream(address: string, init: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}) {
  const url = new URL(address, 'http://localhost:3000');
  expect(url.pathname.startsWith(STREAM_PREFIX)).toBe(true);
  const [token = '', video = '', ...file] = url.pathname.slice(STREAM_PREFIX.length).split('/').map(decodeURIComponent);
  const handler = init.method === 'HEAD' ? streamHead : streamGet;
  return handler(new NextRequest(url, { method: init.method ?? 'GET', headers: init.headers }), {
    params: Promise.resolve({ token, video, file }),
  });
}

async function playAs(jar: Awaited<ReturnType<typeof subscriber>>['jar'], videoId: number, ip: string) {
  const response = await call(play, '/api/site/videos/play', { video_id: videoId }, { jar, ip });
  expect(response.status).toBe(200);
  return (await response.json()) as PlaybackJson;
}

/** The addresses a playlist names: its URI lines and URI="…" attributes (#EXT-X-MAP), resolved against the playlist. */
function innerAddresses(playlist: string, base: string): string[] {
  const uris = playlist.split('\n').flatMap((line) => {
    const text = line.trim();
    if (!text) return [];
    if (!text.startsWith('#')) return [text];
    const attribute = /URI="([^"]+)"/.exec(text);
    return attribute?.[1] ? [attribute[1]] : [];
  });
  return uris.map((uri) => new URL(uri, new URL(base, 'http://localhost:3000')).pathname);
}

const onDisk = (clipFile: string) => readFileSync(path.resolve('streams', clipFile));

describe('the stream files are not public', () => {
  it('public/ holds no playlist, segment or video file (the old /plus-demo/ folder is gone)', () => {
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const entry = path.join(folder, name);
        if (statSync(entry).isDirectory()) walk(entry);
        else if (/\.(m3u8|m4s|mp4|m4a|ts|aac)$/i.test(name)) found.push(entry);
      }
    };
    walk(path.resolve('public'));
    expect(found).toEqual([]);
    expect(() => statSync(path.resolve('public', 'plus-demo'))).toThrow();
  });
});

describe('an entitled fan plays through signed addresses', () => {
  it('answers a signed master; the master, a variant, its init segment and segments are served under the same prefix', async () => {
    const { fan, jar } = await subscriber();
    const [videoId] = await demoVideoIds();
    const before = Date.now();
    const playback = await playAs(jar, videoId, freshIp());
    expect(playback.stream_url).toMatch(SIGNED_MASTER);
    expect(SIGNED_MASTER.exec(playback.stream_url)?.[1]).toBe(String(videoId));
    const expiresAt = Date.parse(playback.expires_at);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    // The fan is in the address only as an opaque reference: not the number, the emsisdn or the id.
    for (const secret of [fan.msisdn, fan.emsisdn, fan.id]) expect(playback.stream_url).not.toContain(String(secret));
    const prefix = playback.stream_url.replace(/master\.m3u8$/, '');
    expect(playback.renditions.map((rendition) => [rendition.height, rendition.url])).toEqual([
      [144, `${prefix}144p.m3u8`],
      [288, `${prefix}288p.m3u8`],
    ]);

    // No cookie on these requests: the signed address is the whole credential (a CDN may serve it).
    const master = await fetchStream(playback.stream_url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const maxAge = Number(/^public, max-age=(\d+), immutable$/.exec(master.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
    const variants = innerAddresses(await master.text(), playback.stream_url);
    expect(variants).toEqual([`${prefix}144p.m3u8`, `${prefix}288p.m3u8`]);

    const variant = await fetchStream(variants[0] ?? '');
    expect(variant.status).toBe(200);
    const segments = innerAddresses(await variant.text(), variants[0] ?? '');
    expect(segments).toEqual([`${prefix}144p_init.mp4`, `${prefix}144p_00.m4s`, `${prefix}144p_01.m4s`, `${prefix}144p_02.m4s`]);
    const init = await fetchStream(segments[0] ?? '');
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toBe('video/mp4');
    const segment = await fetchStream(segments[1] ?? '');
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect(segment.headers.get('accept-ranges')).toBe('bytes');
    expect(segment.headers.get('set-cookie')).toBeNull();
    const clip = (await listLatestVideos({ limit: 1 }))[0]?.posterUrl.match(/\/plus-art\/(\w+)\.jpg$/)?.[1] ?? '';
    expect(Buffer.from(await segment.arrayBuffer()).equals(onDisk(`${clip}/144p_00.m4s`))).toBe(true);
  });

  it('answers one byte range with 206 (Safari asks for ranges), a range past the end with 416, and HEAD without a body', async () => {
    const { jar } = await subscriber();
    const [videoId] = await demoVideoIds();
    const playback = await playAs(jar, videoId, freshIp());
    const address = playback.stream_url.replace(/master\.m3u8$/, '288p_01.m4s');
    const whole = Buffer.from(await (await fetchStream(address)).arrayBuffer());
    const part = await fetchStream(address, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const tail = await fetchStream(address, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
    const past = await fetchStream(address, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const head = await fetchStream(address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('a stream address that is not valid now is refused', () => {
  it('no token or a made-up one → 403 or 404, never a file', async () => {
    const [videoId] = await demoVideoIds();
    expect(await errorOf(await fetchStream(`${STREAM_PREFIX}not-a-token/${videoId}/master.m3u8`))).toMatchObject({
      status: 403,
      code: 'stream_denied',
    });
    // The token left out: the video's id and the file move up a place, and nothing answers.
    expect((await fetchStream(`${STREAM_PREFIX}${videoId}/master.m3u8/144p.m3u8`)).status).toBe(404);
    const refused = await fetchStream(`${STREAM_PREFIX}0000000000.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}/${videoId}/master.m3u8`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('an expired token → 403 stream_expired', async () => {
    const { fan } = await subscriber();
    const [videoId] = await demoVideoIds();
    const { token } = signStreamToken({ userId: fan.id, videoId, now: new Date(Date.now() - 11 * 60_000) });
    expect(await errorOf(await fetchStream(streamAddress(token, videoId, ['master.m3u8'])))).toMatchObject({
      status: 403,
      code: 'stream_expired',
    });
    // The same fan and video a minute ago: still within its life, served.
    const fresh = signStreamToken({ userId: fan.id, videoId, now: new Date(Date.now() - 60_000) });
    expect((await fetchStream(streamAddress(fresh.token, videoId, ['master.m3u8']))).status).toBe(200);
  });

  it("fan A's token replayed for another video → 403", async () => {
    const { jar } = await subscriber();
    const [videoId, otherId] = await demoVideoIds();
    const playback = await playAs(jar, videoId, freshIp());
    const replayed = playback.stream_url.replace(`/${videoId}/master.m3u8`, `/${otherId}/master.m3u8`);
    expect(replayed).not.toBe(playback.stream_url);
    expect(await errorOf(await fetchStream(replayed))).toMatchObject({ status: 403, code: 'stream_denied' });
  });

  it('a tampered token (signature, expiry or fan reference changed) → 403', async () => {
    const { jar } = await subscriber();
    const other = await subscriber();
    const [videoId] = await demoVideoIds();
    const playback = await playAs(jar, videoId, freshIp());
    const otherPlayback = await playAs(other.jar, videoId, freshIp());
    const [, token = ''] = /stream\/([^/]+)\//.exec(playback.stream_url) ?? [];
    const [expires = '', fan = '', signature = ''] = token.split('.');
    const [, otherFan = ''] = (/stream\/([^/]+)\//.exec(otherPlayback.stream_url)?.[1] ?? '').split('.');
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const tampered = [
      `${expires}.${fan}.${flip(signature, 10)}`,
      `${Number(expires) + 3600}.${fan}.${signature}`,
      `${expires}.${otherFan}.${signature}`,
      `${expires}.${flip(fan, 0)}.${signature}`,
    ];
    for (const bad of tampered) {
      expect(await errorOf(await fetchStream(streamAddress(bad, videoId, ['master.m3u8'])))).toMatchObject({ status: 403 });
    }
    expect((await fetchStream(playback.stream_url)).status).toBe(200);
  });

  it('a valid token serves nothing outside its stream: no other folder, no unknown video, no other kind of file', async () => {
    const { fan, jar } = await subscriber();
    const [videoId] = await demoVideoIds();
    const playback = await playAs(jar, videoId, freshIp());
    const prefix = playback.stream_url.replace(/master\.m3u8$/, '');
    for (const file of ['..%2Fpitch%2Fmaster.m3u8', '%2E%2E/pitch/master.m3u8', 'master.m3u8/x.m4s', 'nothing.m4s', 'master.txt']) {
      expect((await fetchStream(`${prefix}${file}`)).status).toBe(404);
    }
    const { token } = signStreamToken({ userId: fan.id, videoId: 999_999, now: new Date() });
    expect((await fetchStream(streamAddress(token, 999_999, ['master.m3u8']))).status).toBe(404);
  });
});

describe('the play call', () => {
  it("keeps the existing refusals: a visitor 401, a member without a subscription 403 (the spec's text)", async () => {
    const [videoId] = await demoVideoIds();
    expect((await errorOf(await call(play, '/api/site/videos/play', { video_id: videoId }, { ip: freshIp() }))).status).toBe(401);
    const member = await makeFan();
    const refused = await errorOf(
      await call(play, '/api/site/videos/play', { video_id: videoId }, { jar: await sessionFor(member.id), ip: freshIp() }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'subscription_required' });
  });

  it('is capped per fan (VIDEO_PLAYS_FAN_10MIN) and per address (VIDEO_PLAYS_IP_10MIN): 429 with Retry-After', async () => {
    await awayFromWindowEdge(600, 20);
    const [videoId] = await demoVideoIds();
    const one = await subscriber();
    const ip = freshIp();
    for (let index = 0; index < 4; index += 1) await playAs(one.jar, videoId, ip);
    const capped = await call(play, '/api/site/videos/play', { video_id: videoId }, { jar: one.jar, ip: freshIp() });
    expect(await errorOf(capped)).toMatchObject({ status: 429, code: 'too_many_plays' });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);

    // The address has 4 of its 6 (and the 5th above went elsewhere): another fan there gets 2 more, then 429.
    const two = await subscriber();
    await playAs(two.jar, videoId, ip);
    await playAs(two.jar, videoId, ip);
    expect(await errorOf(await call(play, '/api/site/videos/play', { video_id: videoId }, { jar: two.jar, ip }))).toMatchObject({
      status: 429,
      code: 'too_many_plays',
    });
    // Elsewhere that fan still plays.
    await playAs(two.jar, videoId, freshIp());
  });
});

describe('staff add a stored stream', () => {
  it('from a folder in the store (stream:folder/master.m3u8); a missing one is refused; fans get it signed', async () => {
    const db = await getDb();
    const [show] = (await db.execute<{ id: number }>(sql`select id from video_shows order by id limit 1`)).rows;
    if (!show) throw new Error('the demo shows are missing');
    const staff = { type: 'staff' as const, id: 'test-staff', label: 'staff@example.com' };
    const sharp = (await import('sharp')).default;
    const poster = new Blob(
      [
        await sharp({ create: { width: 32, height: 18, channels: 3, background: '#0b6b3a' } })
          .png()
          .toBuffer(),
      ],
      {
        type: 'image/png',
      },
    );
    const input = {
      title: `Stored stream ${randomUUID()}`,
      description: '',
      showId: show.id,
      durationSeconds: 6,
      publishedAt: new Date(Date.now() - 60_000),
      isActive: true,
      isSponsored: false,
      poster,
    };
    const missing = await saveVideo({ ...input, source: { kind: 'hosted', streamUrl: 'stream:nowhere/master.m3u8' } }, staff);
    expect(missing).toMatchObject({ ok: false, error: { status: 422, code: 'stream_not_found' } });
    const saved = await saveVideo({ ...input, source: { kind: 'hosted', streamUrl: 'stream:scrum/master.m3u8' } }, staff);
    if (!saved.ok) throw new Error(saved.error.message);
    const { jar } = await subscriber();
    const playback = await playAs(jar, saved.value.id, freshIp());
    expect(playback).toMatchObject({ stream_url: expect.stringMatching(SIGNED_MASTER), renditions: [], default_height: null });
    expect((await fetchStream(playback.stream_url)).status).toBe(200);
  });
});
