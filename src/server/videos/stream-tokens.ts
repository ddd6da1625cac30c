import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig, type Config } from '../config';

/**
 * The signed addresses of Touchline+'s stored streams (decision 026):
 *
 *   /api/site/videos/stream/{expires}.{fan}.{signature}/{video id}/{file in the stream's folder}
 *
 * `expires` is a Unix time in seconds (VIDEO_TOKEN_MINUTES after the play call); `fan` is an opaque reference to the
 * fan the address was made for (an HMAC of the fan's id: never the number, never the id); `signature` is
 * base64url(HMAC-SHA256(key, "v1:{video id}:{expires}:{fan}")). The token sits in the path, before the video and the
 * file, so a playlist's relative addresses (`144p.m3u8`, `144p_00.m4s`) resolve under the same signed prefix, and a CDN
 * can check it at its edge with the same key (VIDEO_SIGNING_SECRET) or key its cache on the whole path.
 */

export const STREAM_PATH = '/api/site/videos/stream';

const TOKEN = /^(\d{10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * VIDEO_SIGNING_SECRET's bytes (give a CDN that checks tokens this one, never AUTH_SECRET); without it a key derived
 * from AUTH_SECRET, which is required outside demo mode: so the demo's public values never sign a production address.
 */
export function streamSigningKey(config: Pick<Config, 'videos' | 'auth'>): Buffer {
  return config.videos.signingSecret
    ? Buffer.from(config.videos.signingSecret, 'utf8')
    : createHmac('sha256', config.auth.secret).update('touchline:video-stream-key').digest();
}

const signingKey = () => streamSigningKey(getConfig());

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('base64url');

/** The fan's opaque reference in a stream address: the same for every address of one fan, so a leaked one can be traced. */
export function streamFanRef(userId: string): string {
  return mac(signingKey(), `fan:${userId}`).slice(0, 16);
}

/** A token for one fan and one video, valid VIDEO_TOKEN_MINUTES from `now`. */
export function signStreamToken(input: { userId: string; videoId: number; now: Date }): { token: string; expiresAt: Date } {
  const expires = Math.floor(input.now.getTime() / 1000) + getConfig().videos.tokenSeconds;
  const fan = streamFanRef(input.userId);
  const signature = mac(signingKey(), `v1:${input.videoId}:${expires}:${fan}`);
  return { token: `${expires}.${fan}.${signature}`, expiresAt: new Date(expires * 1000) };
}

export type TokenCheck = { ok: true; expiresAt: Date } | { ok: false; reason: 'denied' | 'expired' };

/** Whether a token was signed by us for this video (in constant time), and is still within its life. */
export function checkStreamToken(token: string, videoId: number, now: Date): TokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'denied' };
  const [, expires = '', fan = '', signature = ''] = match;
  const expected = Buffer.from(mac(signingKey(), `v1:${videoId}:${expires}:${fan}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'denied' };
  const expiresAt = new Date(Number(expires) * 1000);
  return expiresAt.getTime() > now.getTime() ? { ok: true, expiresAt } : { ok: false, reason: 'expired' };
}

/** The signed address of one file of a video's stream. */
export function streamAddress(token: string, videoId: number, file: readonly string[]): string {
  return `${STREAM_PATH}/${token}/${videoId}/${file.map(encodeURIComponent).join('/')}`;
}
