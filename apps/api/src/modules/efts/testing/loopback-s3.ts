import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server on loopback for the file-transfer tests (s3rver, STACK.md): a bucket
 * on a temporary folder, the environment a FILE_STORE=s3://… server needs, and a stop.
 */
export async function startLoopbackS3(bucket = 'efts-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  // s3rver's fixed credentials; the SDK reads them from the environment like any deployment's
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    env: { FILE_STORE: `s3://${bucket}`, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
