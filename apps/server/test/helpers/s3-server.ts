import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** The S3_* variables that point a server at `bucket`. */
  env: (bucket: string) => Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on loopback, keeping its objects in a temporary folder, with the given
 * buckets made.
 */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: (bucket) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...CREDENTIALS }),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
