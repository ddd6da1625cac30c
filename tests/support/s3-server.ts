import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-protocol server for tests (s3rver, decision 030): one bucket in a temporary folder, on a free port of
 * 127.0.0.1. The app reaches it through its own settings, as a deployment reaches AWS, MinIO or R2:
 *
 *   const s3 = await startS3Server();
 *   Object.assign(process.env, s3.env);      // before the server code reads its configuration
 *   …                                        // child processes: spawn(…, { env: { ...process.env, ...s3.env } })
 *   await s3.keys();                         // what the bucket holds, e.g. ['stories/4f0c….webp']
 *   await s3.stop();
 *
 * `S3_PUBLIC_URL` is the bucket's address on the server (path-style), so a plain `fetch` of `${S3_PUBLIC_URL}/{key}` is
 * what a browser does with a direct link. s3rver accepts any credentials: the tests prove the protocol, not access
 * policies.
 */
export interface S3TestServer {
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL, for process.env. */
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_PUBLIC_URL: string;
  };
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

export async function startS3Server(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'touchline-media';
  const directory = await mkdtemp(join(tmpdir(), 'touchline-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'af-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${endpoint}/${bucket}`,
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      // Keep-alive sockets of the app's own S3 client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
