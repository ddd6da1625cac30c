import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_CLUSTER } from '../../scripts/e2e-database';
import { call, codeSentTo, copies, edge, logIn, SERVICE_AUTH, sessionNumber } from './support';

/**
 * Two copies of one build behind the nginx edge act as one site (issue 23, decision 029). Every test here leaves both
 * copies running; copy-dies.spec.ts runs after this file and kills one.
 */

test.describe('the edge', () => {
  test('keeps public pages per language, carries no cookie in them, and never stores a personal answer', async () => {
    // A public page: shareable, says it varies by cookie, sets none, and is served from the micro-cache.
    await expect
      .poll(
        async () => {
          const response = await call(edge, '/news');
          expect(response.status).toBe(200);
          expect(response.headers.get('cache-control')).toMatch(/s-maxage=/);
          expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
          expect(response.headers.getSetCookie()).toEqual([]);
          return response.headers.get('x-edge-cache');
        },
        { intervals: [100] },
      )
      .toBe('HIT');
    // The language is part of the key: the Zulu page is never the English one from the cache, and the other way round.
    for (const [locale, lang] of [
      ['zu', 'zu'],
      ['en', 'en'],
    ] as const) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const page = await (await call(edge, '/news', { headers: { cookie: `NEXT_LOCALE=${locale}` } })).text();
        expect(page).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      }
    }
    // Personal and state-changing paths, with or without a language prefix: never from the cache, never shareable.
    for (const path of [
      '/profile',
      '/sign-up',
      '/subscribe',
      '/api/auth/session',
      '/admin/login',
      '/zu/profile',
      '/af/sign-up',
      '/xh/subscribe',
      '/en/profile',
    ]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await call(edge, path);
        expect(response.headers.get('x-edge-cache'), path).toBeNull();
        expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/s-maxage|public/);
      }
    }
  });

  test('a signed-in fan reads and fills the page cache like a visitor (issue 38)', async () => {
    const [first] = copies();
    const jar = await logIn('27730000003', { send: first!.url, verify: first!.url, ip: '198.51.100.30' });
    await expect.poll(async () => (await call(edge, '/news', { jar })).headers.get('x-edge-cache'), { intervals: [100] }).toBe('HIT');
    // A page whose language is in its address varies by no cookie at all.
    const zulu = await call(edge, '/zu/news', { jar });
    expect(zulu.status).toBe(200);
    expect(zulu.headers.get('vary') ?? '').not.toMatch(/\bCookie\b/);
    expect(await zulu.text()).toMatch(/<html[^>]* lang="zu"/);
  });
});

test.describe('fans', () => {
  test('a code sent by one copy is verified by the other', async () => {
    const [a, b] = copies();
    const jar = await logIn('27710000001', { send: a!.url, verify: b!.url, ip: '198.51.100.31' });
    expect(await sessionNumber(b!.url, jar)).toBe('27710000001');
  });

  test('a session made on one copy is valid on the other and through the edge', async () => {
    const [a, b] = copies();
    const jar = await logIn('27720000002', { send: b!.url, verify: b!.url, ip: '198.51.100.32' });
    expect(await sessionNumber(a!.url, jar)).toBe('27720000002');
    expect(await sessionNumber(b!.url, jar)).toBe('27720000002');
    expect(await sessionNumber(edge, jar)).toBe('27720000002');
    // Signed out on one copy: the same cookie is refused by the other.
    const kept = jar.copy();
    expect((await call(a!.url, '/api/auth/signout', { method: 'POST', jar, ip: '198.51.100.32' })).status).toBe(200);
    expect(await sessionNumber(b!.url, kept)).toBeUndefined();
  });

  test('the per-address cap on code sends is counted across copies', async () => {
    // RATE_LIMIT_IP_HOURLY is 12 for this cluster (playwright.cluster.config.ts). Counted per copy, 24 would pass.
    const cap = 12;
    const ip = '198.51.100.33';
    const [a, b] = copies();
    const answers: { copy: string; status: number }[] = [];
    for (let index = 0; index < cap + 2; index += 1) {
      const copy = index % 2 === 0 ? a! : b!;
      const msisdn = `2779900${String(index).padStart(4, '0')}`;
      const response = await call(copy.url, '/api/site/user/loginEnterNumber', { body: { msisdn, network: 'mtn', purpose: 'signup' }, ip });
      answers.push({ copy: copy.url, status: response.status });
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(cap);
    expect(new Set(accepted.map((answer) => answer.copy)).size).toBe(2);
    expect(answers.slice(cap).map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(answers.slice(cap).map((answer) => answer.copy)).size).toBe(2);
    // Another address still has its own budget.
    const other = await call(a!.url, '/api/site/user/loginEnterNumber', {
      body: { msisdn: '27799001000', network: 'mtn', purpose: 'signup' },
      ip: '198.51.100.34',
    });
    expect(other.status).toBe(200);
    await codeSentTo(b!.url, '27799001000', new Date(0).toISOString());
  });
});

/** A published story (id and address), read through the edge. */
async function aStory(offset: number): Promise<{ id: number; slug: string }> {
  const response = await call(edge, '/api/site/teamnews/allnews', { body: { limit: 10 } });
  expect(response.status).toBe(200);
  const { allnews } = (await response.json()) as { allnews: { data: { id: number; slug: string }[] } };
  const story = allnews.data[offset];
  expect(story).toBeDefined();
  return { id: Number(story!.id), slug: story!.slug };
}

/** A service-API call (multipart, as the spec sends it) to one copy. */
async function service(base: string, path: string, fields: Record<string, string | Blob>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${base}${path}`, { method: 'POST', headers: SERVICE_AUTH, body: form });
}

/**
 * One truth for cached pages (issue 23, item 1; decision 027): a staff save made on one copy shows on the other copy
 * and through the edge, and a takedown likewise, without waiting for any page's revalidate time (5 minutes). The
 * polls' deadlines are generous on purpose: how fast it is, is the bench's to say (`npm run bench -- cluster`).
 */
test.describe('staff saves reach every copy', () => {
  test('a title saved on one copy shows on the other and through the edge; a story switched off is gone from both', async () => {
    const [a, b] = copies();
    const story = await aStory(1);
    const page = `/news/${story.slug}`;
    // Both copies and the edge have the page cached before the save.
    for (const base of [a!.url, b!.url, edge]) expect((await call(base, page)).status).toBe(200);
    const title = `Cluster title ${Date.now()}`;
    expect((await service(a!.url, '/admin/api/v1/story/update', { id: String(story.id), title })).status).toBe(204);
    await expect.poll(async () => (await (await call(b!.url, page)).text()).includes(title), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await (await call(edge, page)).text()).includes(title), { timeout: 10_000 }).toBe(true);

    const off = await fetch(`${a!.url}/admin/api/v1/story/activate`, {
      method: 'POST',
      headers: { ...SERVICE_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ id: story.id, value: false }),
    });
    expect(off.status).toBe(204);
    await expect.poll(async () => (await call(b!.url, page)).status, { timeout: 10_000 }).toBe(404);
    await expect.poll(async () => (await call(edge, page)).status, { timeout: 10_000 }).toBe(404);
  });
});

/**
 * Uploads on shared storage (issue 23, item 4; decision 030): a picture uploaded through one copy is kept in the S3
 * bucket and served to a client of the other copy, as itself and through the image optimiser.
 */
test.describe('uploads reach every copy', () => {
  test("a story image saved through one copy is in the bucket and served by the other, resized by Next's optimiser", async () => {
    const [a, b] = copies();
    const s3 = JSON.parse(readFileSync(E2E_CLUSTER.s3File, 'utf8')) as { S3_PUBLIC_URL: string };
    const story = await aStory(2);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#007a4d' } })
      .png()
      .toBuffer();
    const saved = await service(a!.url, '/admin/api/v1/story/update', {
      id: String(story.id),
      image_file: new Blob([new Uint8Array(png)], { type: 'image/png' }),
    });
    expect(saved.status).toBe(204);
    let key = '';
    await expect
      .poll(
        async () => {
          const html = await (await call(b!.url, `/news/${story.slug}`)).text();
          key = decodeURIComponent(html).match(/\/media\/uploads\/(stories\/[a-z0-9-]+\.webp)/)?.[1] ?? '';
          return key;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');
    const direct = await fetch(`${s3.S3_PUBLIC_URL}/${key}`);
    expect(direct.status).toBe(200);
    const served = await call(b!.url, `/media/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    const resized = await call(b!.url, `/_next/image?url=${encodeURIComponent(`/media/uploads/${key}`)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(resized.status).toBe(200);
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ width: 640 });
  });
});
