import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheControlFor, isSafeKey, type ObjectStorage } from './storage';

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2…). Objects are immutable, so they are cached for a year (a fan's
 * picture only in the fan's browser: cacheControlFor). Tested against a real S3-protocol server (decision 030).
 */
export function createS3Storage(options: {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: 3,
  });
  return {
    kind: 's3',
    async put({ key, body, contentType }) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControlFor(key),
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
