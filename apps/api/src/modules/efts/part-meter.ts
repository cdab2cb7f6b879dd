import { createHash } from 'node:crypto';
import { API_MESSAGES, EFTS_LIMITS } from '@creditdesk/contracts';
import { HttpError } from '../../lib/http-error.js';

/**
 * A part's bytes on their way to the store: counted (more than the part's size stops the request,
 * 413), hashed (SHA-256) and, for the first part, the opening bytes kept to tell what the file is.
 * Holds nothing else: the part flows through.
 */
export class PartMeter {
  readonly hash = createHash('sha256');
  received = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly expected: number, private readonly keepHead: boolean) {}

  /** The body, metered, as the store reads it. */
  async *through(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of body) {
      this.received += chunk.length;
      if (this.received > this.expected) throw new HttpError(413, API_MESSAGES.fileTransfer.partTooLarge(this.expected));
      this.hash.update(chunk);
      if (this.keepHead && this.headBytes < EFTS_LIMITS.sniffBytes) {
        const kept = Buffer.from(chunk.subarray(0, EFTS_LIMITS.sniffBytes - this.headBytes));
        this.head.push(kept);
        this.headBytes += kept.length;
      }
      yield chunk;
    }
  }

  /** the file's first bytes (part 1 only). */
  opening(): Uint8Array {
    return Buffer.concat(this.head);
  }
}
