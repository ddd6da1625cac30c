import { getStorage } from '@/server/adapters/storage/get-storage';
import { isSafeKey } from '@/server/adapters/storage/storage';
import { route } from '@/server/http/route';

/** Media from the local uploads folder (the default storage). Keys are random and never reused: cached for a year. */
export const GET = route<undefined, object, { key: string[] }>({
  handle: async ({ params }) => {
    const key = params.key.join('/');
    if (!isSafeKey(key)) return new Response('Not found', { status: 404 });
    const body = await getStorage().get(key);
    if (!body) return new Response('Not found', { status: 404 });
    const type = key.endsWith('.webp')
      ? 'image/webp'
      : key.endsWith('.png')
        ? 'image/png'
        : key.endsWith('.avif')
          ? 'image/avif'
          : 'image/jpeg';
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  },
});
