import { describe, expect, it } from 'vitest';
import { parseVideoSource, storedStreamOf } from '@/schemas/videos';
import { parseConfig } from '@/server/config';
import { byteRange } from '@/server/videos/stream-files';
import { streamSigningKey } from '@/server/videos/stream-tokens';

/** Signed streams (decision 026): the store's addresses, the byte ranges the stream route answers, the signing key. */

describe('stored streams (stream:folder/file)', () => {
  it('reads a folder and a file in it; refuses escapes, odd names and other kinds of source', () => {
    expect(storedStreamOf('stream:bars/master.m3u8')).toEqual({ folder: 'bars', file: ['master.m3u8'] });
    expect(storedStreamOf('stream:match-1/720p/index.m3u8')).toEqual({ folder: 'match-1', file: ['720p', 'index.m3u8'] });
    for (const bad of [
      'stream:../bars/master.m3u8',
      'stream:bars/../pitch/master.m3u8',
      'stream:bars/.hidden',
      'stream:bars',
      'stream:Bars/x.m3u8',
      '/plus-demo/bars/master.m3u8',
      'stream:bars/a/b/c/d/e.m3u8',
    ]) {
      expect(storedStreamOf(bad)).toBeNull();
    }
    expect(parseVideoSource('stream:bars/master.m3u8')).toEqual({ kind: 'hosted', streamUrl: 'stream:bars/master.m3u8' });
    expect(parseVideoSource('stream:bars/144p_00.m4s')).toBeNull();
    expect(parseVideoSource('stream:../etc/master.m3u8')).toBeNull();
  });
});

describe('byteRange', () => {
  it('answers one range, the last n bytes or from an offset; ignores several ranges and nonsense; refuses past the end', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    for (const ignored of [null, '', 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(ignored, 1000)).toBeNull();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('the signing key', () => {
  it('is VIDEO_SIGNING_SECRET when set; otherwise derived from AUTH_SECRET, so a production secret never signs like the demo', () => {
    const demo = streamSigningKey(parseConfig({}));
    const own = streamSigningKey(parseConfig({ AUTH_SECRET: 'a-long-enough-production-auth-secret' }));
    expect(own.equals(demo)).toBe(false);
    expect(own.toString('utf8')).not.toContain('a-long-enough-production-auth-secret');
    const chosen = streamSigningKey(parseConfig({ VIDEO_SIGNING_SECRET: 'a-cdn-shared-video-signing-secret-0123' }));
    expect(chosen.toString('utf8')).toBe('a-cdn-shared-video-signing-secret-0123');
    expect(() => parseConfig({ VIDEO_SIGNING_SECRET: 'short' })).toThrow(/VIDEO_SIGNING_SECRET must be at least 32 characters/);
  });

  it('reads the token life and the play caps, with their defaults', () => {
    expect(parseConfig({}).videos).toEqual({
      signingSecret: undefined,
      tokenSeconds: 600,
      playsPerFan: 30,
      playsPerIp: 300,
      streamDir: 'streams',
    });
    expect(parseConfig({ VIDEO_TOKEN_MINUTES: '3' }).videos.tokenSeconds).toBe(180);
    expect(() => parseConfig({ VIDEO_TOKEN_MINUTES: '0' })).toThrow(/VIDEO_TOKEN_MINUTES/);
  });
});
