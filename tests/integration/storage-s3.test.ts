import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET as getMedia } from '@/app/media/uploads/[...key]/route';
import { POST as deleteAccount } from '@/app/api/site/user/deleteAccount/route';
import { POST as sendDeleteCode } from '@/app/api/site/user/deleteAccount/sendCode/route';
import { POST as updateProfile } from '@/app/api/v1/user/updateProfile/route';
import { getStorage, mediaUrl, servedImageUrl } from '@/server/adapters/storage/get-storage';
import { createS3Storage } from '@/server/adapters/storage/s3-storage';
import { createStory, getStoryBySlug, removeStory, updateStory } from '@/server/content';
import { getDb } from '@/server/db/client';
import { users } from '@/server/identity/schema';
import { getVideoBySlug, saveShow, saveVideo } from '@/server/videos';
import { videos } from '@/server/videos/schema';
import { eq } from 'drizzle-orm';
import { makeFan, sessionFor } from '../support/fancred';
import { call, latestMessage, request } from '../support/identity-http';

/**
 * Uploads on shared storage (issue 23 item 4, decision 030), against a real S3-protocol server (s3rver) through the
 * real AWS SDK: the adapter itself, then each way a picture enters the site — a fan's profile picture, a staff story
 * image, a Touchline+ poster — landing in the bucket, served by /media/uploads (also by a second copy of the app with
 * its own empty disk), fetched straight from S3_PUBLIC_URL, replaced without leaving the old object behind, and gone
 * from the bucket when the fan deletes the account or the story is removed.
 */
const { s3, localDir } = await vi.hoisted(async () => {
  const { startS3Server } = await import('../support/s3-server');
  const { mkdtempSync: temp } = await import('node:fs');
  const { tmpdir: tmp } = await import('node:os');
  const { join: joinPath } = await import('node:path');
  const server = await startS3Server();
  // Set before any server code reads its configuration: this file's copy of the app uses the bucket.
  Object.assign(process.env, server.env);
  return { s3: server, localDir: (process.env.DATA_DIR = temp(joinPath(tmp(), 'touchline-s3-test-'))) };
});
const otherDirs: string[] = [];
afterAll(async () => {
  await s3.stop();
  for (const dir of [localDir, ...otherDirs]) rmSync(dir, { recursive: true, force: true });
});

const EDITOR = { type: 'staff' as const, id: 'demo-staff-editor', label: 'editor@example.com' };

async function png(colour: { r: number; g: number; b: number }, width = 64, height = 48): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** The bytes /media/uploads answers for a key, as a browser (or next/image's optimiser) asks for them. */
async function served(handler: typeof getMedia, key: string) {
  const response = await handler(request(`/media/uploads/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** What a browser gets from the bucket's public address (S3_PUBLIC_URL), no credentials. */
async function fromPublicUrl(key: string) {
  const response = await fetch(`${s3.env.S3_PUBLIC_URL}/${key}`);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Another copy of the app: a fresh module graph (its own configuration, storage adapter, caches) with its own empty
 * local disk — all it shares with this copy is the bucket, as a second machine behind the edge does.
 */
async function anotherCopy() {
  vi.resetModules();
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-s3-copy-'));
  otherDirs.push(dataDir);
  process.env.DATA_DIR = dataDir;
  const route = await import('@/app/media/uploads/[...key]/route');
  const storage = await import('@/server/adapters/storage/get-storage');
  return { getMedia: route.GET, storage: storage.getStorage(), dataDir };
}

const localUploads = () => (existsSync(join(localDir, 'uploads')) ? readdirSync(join(localDir, 'uploads'), { recursive: true }) : []);

describe('the S3 adapter against a real S3-protocol server', () => {
  const adapter = () =>
    createS3Storage({
      bucket: s3.env.S3_BUCKET,
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });

  it('is what getStorage chooses when S3_BUCKET and its keys are set', () => {
    expect(getStorage().kind).toBe('s3');
  });

  it('puts, gets, replaces and removes an object', async () => {
    const storage = adapter();
    const key = 'stories/adapter-check.webp';
    await storage.put({ key, body: Buffer.from('first bytes'), contentType: 'image/webp' });
    expect(await s3.keys()).toContain(key);
    expect((await storage.get(key))?.toString()).toBe('first bytes');

    const direct = await fromPublicUrl(key);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await storage.put({ key, body: Buffer.from('second bytes'), contentType: 'image/webp' });
    expect((await storage.get(key))?.toString()).toBe('second bytes');

    await storage.remove(key);
    expect(await s3.keys()).not.toContain(key);
    expect(await storage.get(key)).toBeNull();
    expect((await fromPublicUrl(key)).status).toBe(404);
    // Removing what is not there is not an error (a retried clean-up).
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("stores a fan's picture for the fan's browser only, never for a shared cache", async () => {
    const key = 'thumbnails/cache-check.webp';
    await adapter().put({ key, body: Buffer.from('a face'), contentType: 'image/webp' });
    expect((await fromPublicUrl(key)).headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    await adapter().remove(key);
  });

  it('refuses a key it did not make, without asking the bucket', async () => {
    const storage = adapter();
    for (const key of ['../etc/passwd', 'stories/../../x.webp', '/stories/a.webp', 'stories/a.svg', 'Stories/A.webp', 'a.webp']) {
      await expect(storage.put({ key, body: Buffer.from('x'), contentType: 'image/webp' })).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/unsafe storage key/);
      expect(await storage.get(key)).toBeNull();
    }
    expect(await s3.keys()).not.toContain('a.webp');
  });

  it('answers 404 for an unsafe or missing key at /media/uploads, and 503 (not 500) when the bucket is away', async () => {
    expect((await served(getMedia, 'stories/missing.webp')).status).toBe(404);
    const odd = await getMedia(request('/media/uploads/stories/..%2F..%2Fx.webp'), {
      params: Promise.resolve({ key: ['..', '..', 'x.webp'] }),
    });
    expect(odd.status).toBe(404);

    // A copy whose bucket address answers nothing (a closed port): a short outage, said so, not cached.
    const closed = await import('node:net').then(
      ({ createServer }) =>
        new Promise<number>((resolve) => {
          const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
          });
        }),
    );
    const saved = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = `http://127.0.0.1:${closed}`;
    const copy = await anotherCopy();
    process.env.S3_ENDPOINT = saved;
    const answer = await served(copy.getMedia, 'stories/any.webp');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('uploads through the services land in the bucket and every copy serves them', () => {
  it("a fan's profile picture: in the bucket, served by another copy and by S3_PUBLIC_URL; a new one removes the old; deleting the account removes it", async () => {
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const path = '/api/v1/user/updateProfile';
    const upload = async (blob: Blob) => {
      const body = new FormData();
      body.append('id', fan.id);
      body.append('thumbnail_file', blob, 'me.png');
      const response = await call(updateProfile, path, body, { jar });
      expect(response.status).toBe(200);
      return ((await response.json()) as { user: { thumbnail_file: string } }).user.thumbnail_file;
    };

    const first = await upload(await png({ r: 200, g: 30, b: 30 }));
    expect(first).toMatch(/^thumbnails\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys()).toContain(first);
    expect(localUploads()).toEqual([]);

    // Served by a copy that never saw the upload, from the bucket: the same bytes, a 256×256 WebP.
    const copy = await anotherCopy();
    const fromCopy = await served(copy.getMedia, first);
    expect(fromCopy.status).toBe(200);
    expect(fromCopy.headers.get('content-type')).toBe('image/webp');
    expect(fromCopy.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await sharp(fromCopy.body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(readdirSync(copy.dataDir)).toEqual([]);

    // The profile page's direct link is the bucket's public address; a browser gets the same bytes there.
    expect(mediaUrl(first)).toBe(`${s3.env.S3_PUBLIC_URL}/${first}`);
    const direct = await fromPublicUrl(first);
    expect(direct.status).toBe(200);
    expect(direct.body.equals(fromCopy.body)).toBe(true);

    const second = await upload(await png({ r: 30, g: 30, b: 200 }));
    expect(second).not.toBe(first);
    const keys = await s3.keys();
    expect(keys).toContain(second);
    expect(keys).not.toContain(first);
    expect((await served(copy.getMedia, first)).status).toBe(404);
    expect((await fromPublicUrl(first)).status).toBe(404);

    // POPIA: the fan deletes the account (deletion code by SMS) and the picture leaves the bucket.
    expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar })).status).toBe(200);
    const code = /account is (\d{4})\./.exec((await latestMessage(fan.msisdn ?? ''))?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect((await call(deleteAccount, '/api/site/user/deleteAccount', { otp: code }, { jar })).status).toBe(200);
    const [row] = await (await getDb()).select({ thumbnailFile: users.thumbnailFile }).from(users).where(eq(users.id, fan.id));
    expect(row?.thumbnailFile ?? null).toBeNull();
    expect(await s3.keys()).not.toContain(second);
    expect((await fromPublicUrl(second)).status).toBe(404);
    expect((await served(copy.getMedia, second)).status).toBe(404);
  });

  it('a staff story image: in the bucket, on the fan page as /media/uploads (served by another copy); replaced, then removed with the story', async () => {
    const title = `Shared storage story ${Date.now()}`;
    const created = await createStory(
      { title, abstract: 'On every copy.', body: '<p>On every copy.</p>', basketIds: [112], imageFile: await png({ r: 0, g: 120, b: 60 }) },
      EDITOR,
    );
    if (!created.ok) throw new Error(created.error.message);
    const story = await getStoryBySlug(created.value.slug, 'en');
    const first = story?.imageUrl.replace('/media/uploads/', '') ?? '';
    expect(story?.imageUrl).toMatch(/^\/media\/uploads\/stories\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys()).toContain(first);

    const copy = await anotherCopy();
    const page = await served(copy.getMedia, first);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(page.body).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect((await fromPublicUrl(first)).body.equals(page.body)).toBe(true);

    expect(await updateStory({ id: created.value.id, imageFile: await png({ r: 250, g: 200, b: 0 }) }, EDITOR)).toEqual({
      ok: true,
      value: null,
    });
    const second = (await getStoryBySlug(created.value.slug, 'en'))?.imageUrl.replace('/media/uploads/', '') ?? '';
    expect(second).not.toBe(first);
    expect(await s3.keys()).toContain(second);
    expect(await s3.keys()).not.toContain(first);

    expect(await removeStory(created.value.id, EDITOR)).toEqual({ ok: true, value: null });
    expect(await s3.keys()).not.toContain(second);
    expect((await served(copy.getMedia, second)).status).toBe(404);
    expect(localUploads()).toEqual([]);
  });

  it('a Touchline+ poster: saved as the site’s own /media/uploads address, served by another copy; a new poster removes the old', async () => {
    const show = await saveShow(
      { name: `Storage show ${Date.now()}`, description: 'Posters on S3.', sortOrder: 90, isActive: true, isCarousel: false },
      EDITOR,
    );
    if (!show.ok) throw new Error(show.error.message);
    const input = {
      title: `Poster on S3 ${Date.now()}`,
      description: 'A poster in the bucket.',
      showId: show.value.id,
      durationSeconds: 95,
      source: { kind: 'embed' as const, provider: 'youtube' as const, providerId: 'dQw4w9WgXcQ' },
      publishedAt: new Date(Date.now() - 60_000),
      isActive: true,
      isSponsored: false,
    };
    const saved = await saveVideo({ ...input, poster: await png({ r: 10, g: 10, b: 10 }, 320, 180) }, EDITOR);
    if (!saved.ok) throw new Error(saved.error.message);

    // Stored in the database as the site's address (whatever the bucket), and so on the fan page.
    const db = await getDb();
    const stored = async () =>
      (await db.select({ posterUrl: videos.posterUrl }).from(videos).where(eq(videos.id, saved.value.id)))[0]?.posterUrl;
    const firstUrl = (await stored()) ?? '';
    expect(firstUrl).toMatch(/^\/media\/uploads\/videos\/[0-9a-f-]{36}\.webp$/);
    expect((await getVideoBySlug(saved.value.slug))?.posterUrl).toBe(firstUrl);
    const first = firstUrl.replace('/media/uploads/', '');
    expect(await s3.keys()).toContain(first);

    const copy = await anotherCopy();
    const poster = await served(copy.getMedia, first);
    expect(poster.status).toBe(200);
    expect(await sharp(poster.body).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect((await fromPublicUrl(first)).body.equals(poster.body)).toBe(true);

    const replaced = await saveVideo({ ...input, id: saved.value.id, poster: await png({ r: 240, g: 240, b: 240 }, 320, 180) }, EDITOR);
    expect(replaced.ok).toBe(true);
    const second = ((await stored()) ?? '').replace('/media/uploads/', '');
    expect(second).not.toBe(first);
    expect(await s3.keys()).toContain(second);
    expect(await s3.keys()).not.toContain(first);

    // Saved without a new poster: the poster stays, in the bucket and on the page.
    expect((await saveVideo({ ...input, id: saved.value.id, title: `${input.title}, retitled` }, EDITOR)).ok).toBe(true);
    expect(await s3.keys()).toContain(second);
  });

  it('a poster saved before decision 030 as the bucket’s address is shown through /media/uploads, and replaced like any other', async () => {
    const key = 'videos/00000000-0000-4000-8000-000000000030.webp';
    await getStorage().put({
      key,
      body: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
      contentType: 'image/webp',
    });
    expect(servedImageUrl(`${s3.env.S3_PUBLIC_URL}/${key}`)).toBe(`/media/uploads/${key}`);
    expect(servedImageUrl('/plus-art/bars.jpg')).toBe('/plus-art/bars.jpg');
    expect(servedImageUrl('https://elsewhere.example/videos/x.webp')).toBe('https://elsewhere.example/videos/x.webp');

    const show = await saveShow(
      { name: `Legacy show ${Date.now()}`, description: '', sortOrder: 91, isActive: true, isCarousel: false },
      EDITOR,
    );
    if (!show.ok) throw new Error(show.error.message);
    const input = {
      title: `Legacy poster ${Date.now()}`,
      description: '',
      showId: show.value.id,
      durationSeconds: 30,
      source: { kind: 'embed' as const, provider: 'youtube' as const, providerId: 'dQw4w9WgXcQ' },
      publishedAt: new Date(Date.now() - 60_000),
      isActive: true,
      isSponsored: false,
    };
    const saved = await saveVideo({ ...input, poster: await png({ r: 1, g: 2, b: 3 }) }, EDITOR);
    if (!saved.ok) throw new Error(saved.error.message);
    const db = await getDb();
    const [{ posterUrl: ownPoster } = { posterUrl: '' }] = await db
      .select({ posterUrl: videos.posterUrl })
      .from(videos)
      .where(eq(videos.id, saved.value.id));
    await getStorage().remove(ownPoster.replace('/media/uploads/', ''));
    await db
      .update(videos)
      .set({ posterUrl: `${s3.env.S3_PUBLIC_URL}/${key}` })
      .where(eq(videos.id, saved.value.id));
    expect((await getVideoBySlug(saved.value.slug))?.posterUrl).toBe(`/media/uploads/${key}`);

    expect((await saveVideo({ ...input, id: saved.value.id, poster: await png({ r: 9, g: 9, b: 9 }) }, EDITOR)).ok).toBe(true);
    expect(await s3.keys()).not.toContain(key);
  });
});

describe("next/image's optimiser", () => {
  it('takes the site’s /media/uploads address on any deployment, refuses the bucket’s, and optimises what another copy serves', async () => {
    // Next's own optimiser code (the /_next/image handler's steps), with this project's images settings.
    const { ImageOptimizerCache, fetchInternalImage, imageOptimizer } = await import('next/dist/server/image-optimizer');
    const { imageConfigDefault } = await import('next/dist/shared/lib/image-config');
    const { default: projectConfig } = await import('../../next.config');
    const nextConfig = { ...projectConfig, images: { ...imageConfigDefault, ...projectConfig.images } };
    const ask = (url: string) =>
      ImageOptimizerCache.validateParams(
        { headers: { accept: 'image/avif,image/webp,*/*' } } as never,
        { url, w: '640', q: '75' },
        nextConfig as never,
        false,
      );

    const created = await createStory(
      { title: `Optimised ${Date.now()}`, abstract: '', body: '', basketIds: [112], imageFile: await png({ r: 90, g: 20, b: 160 }) },
      EDITOR,
    );
    if (!created.ok) throw new Error(created.error.message);
    const imageUrl = (await getStoryBySlug(created.value.slug, 'en'))?.imageUrl ?? '';
    const key = imageUrl.replace('/media/uploads/', '');

    expect(ask(`${s3.env.S3_PUBLIC_URL}/${key}`)).toEqual({ errorMessage: '"url" parameter is not allowed' });
    const params = ask(imageUrl);
    if ('errorMessage' in params) throw new Error(params.errorMessage);

    // The optimiser fetches a local address from the app itself: here, the /media/uploads route of another copy.
    const copy = await anotherCopy();
    const upstream = await fetchInternalImage(
      params.href,
      { headers: {} } as never,
      {} as never,
      10_000_000,
      async (req: { url?: string }, res: { statusCode: number; setHeader(name: string, value: string): void; end(body: Buffer): void }) => {
        const answer = await served(copy.getMedia, (req.url ?? '').replace('/media/uploads/', ''));
        res.statusCode = answer.status;
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(answer.body);
      },
    );
    const optimised = await imageOptimizer(upstream, params, nextConfig as never, { isDev: false, silent: true });
    expect(optimised.contentType).toBe('image/avif');
    expect(await sharp(optimised.buffer).metadata()).toMatchObject({ width: 640, height: 360 });
  });
});
