import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { getConfig } from '../config';
import { getStorage } from '../adapters/storage/get-storage';
import { getLogger } from '../logger';

/**
 * Uploaded images (DESIGN §5): size-capped, checked by decoding them (not by name or declared type), re-encoded
 * (which drops metadata such as GPS), resized and stored under a random name.
 */

type ImageResult = { ok: true; key: string } | { ok: false; reason: 'too_large' | 'not_an_image' };

const MAX_PIXELS = 40_000_000;

export async function storeImage(input: {
  file: Blob;
  folder: 'thumbnails' | 'stories' | 'players' | 'competitions' | 'videos';
  width: number;
  height: number;
}): Promise<ImageResult> {
  if (input.file.size > getConfig().limits.uploadMaxBytes) return { ok: false, reason: 'too_large' };
  const bytes = Buffer.from(await input.file.arrayBuffer());
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(input.width, input.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
  const key = `${input.folder}/${randomUUID()}.webp`;
  await getStorage().put({ key, body: output, contentType: 'image/webp' });
  return { ok: true, key };
}

/** A stored image nothing points at any more (one replaced, or one whose save failed). Best effort: a leftover is logged. */
export async function discardImage(key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await getStorage().remove(key);
  } catch (error) {
    getLogger().warn({ err: error, key }, 'could not remove a stored image');
  }
}
