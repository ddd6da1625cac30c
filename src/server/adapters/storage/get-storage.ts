import 'server-only';
import path from 'node:path';
import { getConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

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

/** Where a browser fetches a stored key: the bucket's public URL, or our own /media/uploads route. */
export function mediaUrl(key: string): string {
  const base = getConfig().storage.publicUrl;
  return getConfig().adapters.storage === 's3' && base ? `${base}/${key}` : `/media/uploads/${key}`;
}
