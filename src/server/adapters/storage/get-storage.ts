import 'server-only';
import path from 'node:path';
import { getConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { isSafeKey, uploadPath, UPLOADS_PATH, type ObjectStorage } from './storage';

let storage: ObjectStorage | undefined;

/** The configured storage: S3-compatible when S3_BUCKET is set, the local uploads folder otherwise. */
export function getStorage(): ObjectStorage {
  if (storage) return storage;
  const config = getConfig();
  const s3 = config.storage;
  storage =
    config.adapters.storage === 's3' && s3.bucket && s3.accessKeyId && s3.secretAccessKey
      ? createS3Storage({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: s3.region,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
        })
      : createLocalStorage(path.resolve(config.database.dataDir, 'uploads'));
  return storage;
}

/**
 * A direct link to a stored key, for an `<img>` no optimiser touches (the fan's own picture on /profile): the bucket's
 * public URL (S3_PUBLIC_URL) when set, our /media/uploads route otherwise. Pages that use next/image, and every URL
 * saved in the database, use `uploadPath(key)` instead: the build cannot know a deployment's bucket (decision 030).
 */
export function mediaUrl(key: string): string {
  const base = getConfig().storage.publicUrl;
  return getConfig().adapters.storage === 's3' && base ? `${base}/${key}` : uploadPath(key);
}

/**
 * The stored key an image URL saved in the database points at (`/media/uploads/{key}`, or `{S3_PUBLIC_URL}/{key}` as
 * Touchline+ saved it before decision 030), or null for any other URL (the demo's `/plus-art/…`).
 */
export function storedKeyOf(url: string): string | null {
  const base = getConfig().storage.publicUrl;
  const key = url.startsWith(`${UPLOADS_PATH}/`)
    ? url.slice(UPLOADS_PATH.length + 1)
    : base && url.startsWith(`${base}/`)
      ? url.slice(base.length + 1)
      : null;
  return key !== null && isSafeKey(key) ? key : null;
}

/** An image URL from the database as pages show it: a stored key through /media/uploads, anything else unchanged. */
export function servedImageUrl(url: string): string {
  const key = storedKeyOf(url);
  return key ? uploadPath(key) : url;
}
