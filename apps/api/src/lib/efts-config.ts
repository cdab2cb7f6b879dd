import { z } from 'zod';
import { EFTS_LIMITS } from '@creditdesk/contracts';

/** File transfer's settings (docs/file-transfer.md), part of the server's environment (config.ts). */
export const EFTS_ENV = {
  /** where files go: unset or 'local' (DATA_DIR/files, encrypted), or s3://bucket[/prefix]. */
  FILE_STORE: z
    .string()
    .regex(/^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?)$/, 'FILE_STORE must be local or s3://bucket (optionally s3://bucket/prefix)')
    .default('local'),
  /** an S3-compatible server's address (MinIO, Ceph, a test server); unset: AWS's own. */
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** server-side encryption asked of the bucket: AES256 (SSE-S3) or aws:kms (with S3_SSE_KMS_KEY_ID), or none (a server without it). */
  S3_SSE: z.enum(['AES256', 'aws:kms', 'none']).default('AES256'),
  S3_SSE_KMS_KEY_ID: z.string().optional(),
  /** the part size uploads are cut into (tests use small parts); a multiple of 64 KiB. */
  EFTS_PART_BYTES: z.coerce
    .number()
    .int()
    .min(EFTS_LIMITS.partBytesMultiple)
    .max(EFTS_LIMITS.maxPartBytes)
    .refine((n) => n % EFTS_LIMITS.partBytesMultiple === 0, 'EFTS_PART_BYTES must be a multiple of 65536')
    .default(EFTS_LIMITS.defaultPartBytes),
  /** a part whose bytes stop arriving for this long (a connection lost without a close) is given up, its write removed. */
  EFTS_PART_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
};

type EftsEnv = z.output<z.ZodObject<typeof EFTS_ENV>>;

export type EftsConfig = ReturnType<typeof eftsConfigOf>;

export function eftsConfigOf(e: EftsEnv) {
  const s3 = e.FILE_STORE.startsWith('s3://') ? e.FILE_STORE.slice('s3://'.length) : undefined;
  const [bucket, ...prefix] = (s3 ?? '').split('/');
  return {
    partBytes: e.EFTS_PART_BYTES,
    partIdleMs: e.EFTS_PART_IDLE_SECONDS * 1000,
    store: s3
      ? { kind: 's3' as const, bucket, prefix: prefix.filter(Boolean).join('/'), endpoint: e.S3_ENDPOINT, region: e.S3_REGION, sse: e.S3_SSE, kmsKeyId: e.S3_SSE_KMS_KEY_ID }
      : { kind: 'local' as const },
  };
}
