import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The local store's encryption at rest: AES-256-GCM over 64 KiB segments of plaintext, each stored
 * as nonce (12) | ciphertext | tag (16). A segment is bound to its file and place by the associated
 * data "<key>:<segment index>:<last?>", so segments cannot be swapped, moved to another file or cut
 * off the end unnoticed; a range read decrypts only the segments it touches. The key is derived
 * (HKDF-SHA-256) from the data encryption key, so one key backup covers the database and the files.
 */

export const SEGMENT_BYTES = 64 * 1024;
export const SEGMENT_OVERHEAD = 28;

export const fileKeyOf = (dataKey: Buffer) => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'creditdesk efts file store v1', 32));

const aad = (key: string, index: number, last: boolean) => Buffer.from(`${key}:${index}:${last ? 1 : 0}`, 'utf8');

export function sealSegment(fileKey: Buffer, key: string, index: number, last: boolean, plain: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', fileKey, nonce);
  cipher.setAAD(aad(key, index, last));
  const body = cipher.update(plain);
  cipher.final();
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

export function openSegment(fileKey: Buffer, key: string, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', fileKey, sealed.subarray(0, 12));
  decipher.setAAD(aad(key, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = decipher.update(sealed.subarray(12, sealed.length - 16));
  decipher.final();
  return plain;
}

/** How many segments a file of `size` bytes has (an empty file has one, empty). */
export const segmentCount = (size: number) => Math.max(1, Math.ceil(size / SEGMENT_BYTES));
