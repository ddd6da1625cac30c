import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getConfig } from '../config';

/**
 * The files of stored streams (decision 026): a folder per stream under VIDEO_STREAM_DIR (default `streams/` in the
 * app's folder), outside `public/`, so no static path serves them; only the signed stream route reads them. A file
 * is a playlist, a segment or a media file, by its extension; anything else is not served.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
};

export interface StreamFile {
  contentType: string;
  size: number;
  /** The bytes from `start` to `end` (inclusive) as a web stream, opened only when the answer has a body. */
  open: (start: number, end: number) => ReadableStream<Uint8Array>;
}

/** The file `names` (already checked: no `.`/`..`, no separators) in a stream's folder, or null when there is none. */
export async function findStreamFile(folder: string, names: readonly string[]): Promise<StreamFile | null> {
  const contentType = CONTENT_TYPES[path.extname(names.at(-1) ?? '').toLowerCase()];
  if (!contentType) return null;
  const root = path.resolve(getConfig().videos.streamDir, folder);
  const file = path.resolve(root, ...names);
  // The names are checked by the caller; this keeps the answer inside the folder whatever they hold.
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size === 0) return null;
  return {
    contentType,
    size: info.size,
    open: (start, end) => Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
  };
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `Range: bytes=…` over a file of `size` bytes (RFC 9110 §14.1.2): `a-b`, `a-` or the last `-n` bytes. Several
 * ranges, another unit or a malformed header are ignored (null: the whole file, as the RFC allows); a range that starts
 * past the end is unsatisfiable (416).
 */
export function byteRange(header: string | null, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
