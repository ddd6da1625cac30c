import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, isSourceMap, staticBrotli } from '../../scripts/static-brotli.mjs';

const script = `/* a build chunk */ ${'export const value = "touchline";\n'.repeat(200)}`;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'notes.txt'), 'not a script');
  const brotli = staticBrotli(dir);
  await brotli.warm();
  // A file that appears after the build was listed is not the build's: it is left to Next.
  writeFileSync(path.join(dir, 'chunks', 'later.js'), script);
  server = http.createServer((request, response) => {
    void brotli.serve(request, response).then((isAnswered) => {
      if (!isAnswered) response.writeHead(299).end('next');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node's fetch would decode br itself; ask with http.get to see the bytes as sent. */
function get(
  urlPath: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path as written, not normalised by a URL parser: the server must see `..` and `./` spellings.
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static files in Brotli (scripts/static-brotli.mjs)', () => {
  it('sends a build script in br, smaller, immutable, decoding to the file', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('leaves to Next what it should not answer', async () => {
    for (const [urlPath, headers, method] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/notes.txt', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/../../secret.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/%2e%2e/%2e%2e/secret.js', { 'accept-encoding': 'br' }, 'GET'],
      // Other spellings of a real file: each would otherwise be compressed and kept again.
      ['/_next/static/./chunks/app.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/././app.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/%2e/app.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks//app.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/%61pp.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/later.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/%E0%A4%A.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/news', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      expect((await get(urlPath, headers, method)).status, `${method} ${urlPath}`).toBe(299);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('br')).toBe(true);
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br; q=0.000')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('source maps stay on the server (decision 035)', () => {
  it('knows a source map however its address is spelled, and nothing else', () => {
    for (const url of [
      '/_next/static/chunks/0a1b2c.js.map',
      '/_next/static/chunks/0a1b2c.js.MAP',
      '/_next/static/chunks/0a1b2c.js.map?v=1',
      '/_next/static/chunks/0a1b2c.js%2emap',
      '/_next/static/chunks/0a1b2c.js%2Emap#x',
      '/_next/static/css/site.css.map',
    ]) {
      expect(isSourceMap(url), url).toBe(true);
    }
    for (const url of [
      '/_next/static/chunks/0a1b2c.js',
      '/_next/static/chunks/map.js',
      '/_next/static/chunks/%E0%A4%A.js',
      '/_next/static/media/x.svg',
    ]) {
      expect(isSourceMap(url), url).toBe(false);
    }
  });
});
