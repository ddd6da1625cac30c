/**
 * Next's built files (`/_next/static/…`: scripts, styles) in Brotli for browsers that accept it (decision 018).
 * `next start` sends them gzipped; Brotli at its best quality is ~15–20 % smaller on JavaScript, and these files
 * never change under their hashed names, so each is compressed once (in the background at start, or on first ask)
 * and kept in memory. Anything else — another encoding, a name the build did not list, a request that is not GET or
 * HEAD — falls through to Next as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
};
const PREFIX = '/_next/static/';

/** Whether `Accept-Encoding` allows br (not `br;q=0`). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([coding, ...params]) => coding.trim().toLowerCase() === 'br' && !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)),
    );
}

/**
 * Whether a request for a build file asks for a source map, however its address is spelled (a query, `%2e`, upper
 * case). The build writes them for the bundle report (decision 035); they are never sent.
 */
export function isSourceMap(url) {
  let pathname = String(url).split(/[?#]/)[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is no source map's address; Next answers it.
  }
  return /\.map$/i.test(pathname);
}

/**
 * `staticDir` is the build's `.next/static`. Returns `serve(request, response) → boolean` (true: answered) and
 * `warm()`, which lists the build's scripts and styles and compresses them one at a time. Only a name that listing
 * found is ever answered, spelled exactly as listed: `./`, `%2e` or `..` spellings of a file, or a file that appears
 * later, fall through to Next, so no client can make the server compress or keep anything else.
 */
export function staticBrotli(staticDir) {
  const cache = new Map();
  const compressOnce = (relative) => {
    let entry = cache.get(relative);
    if (!entry) {
      entry = readFile(path.join(staticDir, relative))
        .then((file) =>
          compress(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length } }),
        )
        .catch(() => null);
      cache.set(relative, entry);
    }
    return entry;
  };

  const warm = async () => {
    const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const names = entries
      .filter((entry) => entry.isFile() && path.extname(entry.name) in TYPES)
      .map((entry) =>
        path
          .relative(staticDir, path.join(entry.parentPath ?? entry.path, entry.name))
          .split(path.sep)
          .join('/'),
      );
    // Listed first, all at once: a name is servable from now on, compressed on first ask if the warm-up has not got there.
    for (const name of names) cache.set(name, null);
    for (const name of names) {
      cache.delete(name);
      await compressOnce(name);
    }
  };

  const serve = async (request, response) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url?.startsWith(PREFIX)) return false;
    if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
    const relative = request.url.slice(PREFIX.length).split('?')[0];
    if (!cache.has(relative)) return false;
    const body = await (cache.get(relative) ?? compressOnce(relative));
    if (!body) return false;
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(relative)],
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
