import type { Readable } from 'node:stream';

/**
 * Where transferred files are kept (ARCHITECTURE.md "files"): a folder under DATA_DIR, encrypted
 * (local-file-store.ts), or an S3-compatible bucket with server-side encryption (s3-file-store.ts).
 * The database tracks uploads and parts; a store only holds bytes. Keys are made by the server
 * (`<companyId>/<uploadId>`), never from a user's file name.
 */
export type StoredUpload = { key: string; storeUploadId: string | null; partSize: number; partCount: number; size: number };

export type FileStore = {
  readonly kind: 'local' | 's3';
  /** begins a multipart upload: the store's id for it (S3's UploadId; null on the local store). */
  startUpload(key: string): Promise<string | null>;
  /**
   * Stores part `partNumber` from `body` (exactly `size` bytes), calling `verify` once every byte has
   * been read and before the part counts: a throw from it discards the part. When the part is already
   * there (two requests at once), `replaceable` says whether it may be replaced (it was never
   * recorded); else the part is refused (409). Answers the part's tag.
   */
  putPart(upload: StoredUpload, partNumber: number, body: AsyncIterable<Buffer>, size: number, verify: () => void, replaceable: () => Promise<boolean>): Promise<string>;
  /** joins the parts into the file: visible only from here on. */
  completeUpload(upload: StoredUpload, parts: { partNumber: number; etag: string }[]): Promise<void>;
  /** forgets an unfinished upload and its parts. */
  abortUpload(upload: StoredUpload): Promise<void>;
  /** a small file written at once (a processed output). */
  putObject(key: string, body: Buffer): Promise<void>;
  /** the bytes start..end (inclusive) of a completed file of `size` bytes, as they are read. */
  read(key: string, size: number, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
};
