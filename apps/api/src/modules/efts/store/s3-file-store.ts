import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { EftsConfig } from '../../../lib/efts-config.js';
import type { FileStore } from './file-store.js';

type S3Settings = Extract<EftsConfig['store'], { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (FILE_STORE=s3://bucket[/prefix]; S3_ENDPOINT for a server other
 * than AWS; credentials from the SDK's usual chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role). An upload is an S3 multipart upload, part for part; the bucket
 * encrypts (S3_SSE). A part is streamed to S3 as it arrives; one whose checksum fails is uploaded
 * but never named in the completion, so it is not part of the file (and a retry replaces it).
 */
export function createS3FileStore(settings: S3Settings, client = s3ClientOf(settings)): FileStore {
  const Bucket = settings.bucket;
  const Key = (key: string) => (settings.prefix ? `${settings.prefix}/${key}` : key);
  const sse =
    settings.sse === 'none'
      ? {}
      : { ServerSideEncryption: settings.sse as ServerSideEncryption, ...(settings.sse === 'aws:kms' && settings.kmsKeyId ? { SSEKMSKeyId: settings.kmsKeyId } : {}) };

  return {
    kind: 's3',
    async startUpload(key) {
      const out = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: Key(key), ...sse }));
      if (!out.UploadId) throw new Error('the bucket gave no upload id');
      return out.UploadId;
    },
    async putPart(upload, partNumber, body, size, verify) {
      // A body that fails (its sender went away mid-part) aborts the request to the bucket: the SDK
      // would otherwise wait for the rest of the bytes it announced, and the part would never end.
      const stream = Readable.from(body);
      const abort = new AbortController();
      let failure: unknown;
      stream.once('error', (err) => {
        failure = err;
        abort.abort(err);
      });
      let out;
      try {
        out = await client.send(new UploadPartCommand({ Bucket, Key: Key(upload.key), UploadId: upload.storeUploadId!, PartNumber: partNumber, Body: stream, ContentLength: size }), { abortSignal: abort.signal });
      } catch (err) {
        throw failure ?? err;
      }
      verify();
      return out.ETag ?? '';
    },
    async completeUpload(upload, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: Key(upload.key),
          UploadId: upload.storeUploadId!,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
    },
    async abortUpload(upload) {
      if (!upload.storeUploadId) return;
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: Key(upload.key), UploadId: upload.storeUploadId }));
      } catch (err) {
        // a server without the call (s3rver answers 405): the parts were never named in a completion, so
        // they are not a file; the bucket's AbortIncompleteMultipartUpload lifecycle rule removes them
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status !== 405 && status !== 501) throw err;
      }
    },
    async putObject(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ...sse }));
    },
    async read(key, size, range) {
      if (size === 0) return Readable.from([]);
      const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      return out.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}

export function s3ClientOf(settings: S3Settings): S3Client {
  // Checksums only where S3 requires them: the SDK's default wraps a streamed part in aws-chunked
  // framing with a trailing CRC, which S3-compatible servers (s3rver among them) store as data. Parts are
  // checked here (SHA-256) before they count.
  return new S3Client({
    region: settings.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
}
