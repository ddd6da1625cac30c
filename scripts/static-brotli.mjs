/**
 * Next's built files (`/_next/static/…`: scripts, styles) in Brotli for browsers that accept it (decision 018).
 * `next start` sends them gzipped; Brotli at its best quality is ~15–20 % smaller on JavaScript, and these files
 * never change under their hashed names, so each is compressed once (in the background at start, or on first ask)
 * and kept in memory. Anything else — another encoding, a file that is not there, a request that is not GET or HEAD —
 * falls through to Next as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8', '.json': 'application/json; charset=UTF-8', '.svg': 'image/svg+xml' };
const PREFIX = '/_next/static/';

/** Whether `Accept-Encoding` allows br (not `br;q=0`). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => coding.trim().toLowerCase() === 'br' && !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)));
}

/** `staticDir` is the build's `.next/static`. Returns `serve(request, response) → boolean` (true: answered). */
export function staticBrotli(staticDir) {
  const cache = new Map();
  const load = (relative) => {
    let entry = cache.get(relative);
    if (!entry) {
      entry = readFile(path.join(staticDir, relative))
        .then((file) => compress(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length } }))
        .catch(() => null);
      cache.set(relative, entry);
    }
    return entry;
  };

  /** Compresses every script and style of the build, one at a time, so the first fans do not wait for it. */
  const warm = async () => {
    const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !(path.extname(entry.name) in TYPES)) continue;
      await load(path.relative(staticDir, path.join(entry.parentPath ?? entry.path, entry.name)));
    }
  };

  const serve = async (request, response) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url?.startsWith(PREFIX)) return false;
    if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
    let relative;
    try {
      relative = decodeURIComponent(request.url.slice(PREFIX.length).split('?')[0]);
    } catch {
      return false;
    }
    const type = TYPES[path.extname(relative)];
    if (!type || relative.split(/[/\\]/).some((part) => part === '..' || part === '') || relative.includes('\0')) return false;
    const body = await load(relative);
    if (!body) {
      cache.delete(relative);
      return false;
    }
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };

  return { serve, warm };
}
