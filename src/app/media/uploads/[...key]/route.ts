import { getStorage } from '@/server/adapters/storage/get-storage';
import { cacheControlFor, isSafeKey } from '@/server/adapters/storage/storage';
import { route } from '@/server/http/route';
import { getLogger } from '@/server/logger';

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', avif: 'image/avif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * Every stored upload, from the configured storage — the local folder or the S3 bucket — under one address of the
 * site's own, so next/image's optimiser, the edge and the browser treat all storages alike (decision 030). Keys are
 * random and never reused: cached for a year (a fan's picture only by the fan's browser). A storage that cannot be
 * reached is a 503 that no cache keeps, not a 500.
 */
export const GET = route<undefined, object, { key: string[] }>({
  handle: async ({ params, requestId }) => {
    const key = params.key.join('/');
    if (!isSafeKey(key)) return new Response('Not found', { status: 404 });
    let body: Buffer | null;
    try {
      body = await getStorage().get(key);
    } catch (error) {
      getLogger().warn({ err: error, key, requestId }, 'media: the storage could not be read');
      return new Response('Media unavailable', { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } });
    }
    if (!body) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        'content-length': String(body.length),
        'cache-control': cacheControlFor(key),
      },
    });
  },
});
