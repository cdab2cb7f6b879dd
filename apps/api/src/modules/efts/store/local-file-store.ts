import { API_MESSAGES } from '@creditdesk/contracts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../../../lib/http-error.js';
import type { FileStore, StoredUpload } from './file-store.js';
import { SEGMENT_BYTES, SEGMENT_OVERHEAD, openSegment, sealSegment, segmentCount } from './segment-cipher.js';

/** store keys are made by the server: ids and plain names, never a path a user chose. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\/[a-z0-9.-]{1,40})?$/;
/** segments written (and read) at a time: one write call for ~1 MiB. */
const SEGMENTS_PER_IO = 16;

const partName = (n: number) => `part-${String(n).padStart(5, '0')}`;
const plainLength = (size: number, index: number) => Math.max(0, Math.min(SEGMENT_BYTES, size - index * SEGMENT_BYTES));

/**
 * Files in a folder (DATA_DIR/files): an upload's parts are written under uploads/<key>/ as
 * encrypted segments (segment-cipher.ts) and moved to objects/<key>/ whole when completed; the parts
 * stay separate files (no copy of gigabytes to assemble them) and a read walks them in order.
 */
export function createLocalFileStore(root: string, fileKey: Buffer): FileStore {
  const dirOf = (area: 'uploads' | 'objects', key: string) => {
    if (!KEY.test(key)) throw new Error(`not a store key: ${key}`);
    return path.join(root, area, key);
  };

  async function writePart(upload: StoredUpload, partNumber: number, body: AsyncIterable<Buffer> | Iterable<Buffer>, verify: () => void, replaceable: () => Promise<boolean>): Promise<string> {
    const dir = dirOf('uploads', upload.key);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(dir, `${partName(partNumber)}.${randomBytes(6).toString('hex')}.tmp`);
    const fh = await fs.open(tmp, 'wx', 0o600);
    const total = segmentCount(upload.size);
    let index = ((partNumber - 1) * upload.partSize) / SEGMENT_BYTES;
    const segment = Buffer.allocUnsafe(SEGMENT_BYTES);
    let fill = 0;
    let sealed: Buffer[] = [];
    const seal = async (length: number, force: boolean) => {
      sealed.push(sealSegment(fileKey, upload.key, index, index === total - 1, segment.subarray(0, length)));
      index += 1;
      fill = 0;
      if (force || sealed.length >= SEGMENTS_PER_IO) {
        await fh.writev(sealed);
        sealed = [];
      }
    };
    try {
      const first = index;
      for await (const chunk of body) {
        for (let at = 0; at < chunk.length; ) {
          const n = Math.min(SEGMENT_BYTES - fill, chunk.length - at);
          chunk.copy(segment, fill, at, at + n);
          fill += n;
          at += n;
          if (fill === SEGMENT_BYTES) await seal(SEGMENT_BYTES, false);
        }
      }
      if (fill > 0 || index === first) await seal(fill, true);
      else if (sealed.length > 0) await fh.writev(sealed);
      await fh.close();
      verify();
      const name = partName(partNumber);
      // link, not rename: of two requests for one part the first keeps its bytes, the second is refused
      try {
        await fs.link(tmp, path.join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        if (!(await replaceable())) throw new HttpError(409, API_MESSAGES.fileTransfer.partReceived(partNumber));
        await fs.rename(tmp, path.join(dir, name));
        return name;
      }
      await fs.rm(tmp, { force: true });
      return name;
    } catch (err) {
      await fh.close().catch(() => undefined);
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async function* segments(key: string, size: number, partSize: number, start: number, end: number): AsyncGenerator<Buffer> {
    if (end < start) return;
    const dir = dirOf('objects', key);
    const perPart = partSize / SEGMENT_BYTES;
    const total = segmentCount(size);
    const last = Math.floor(end / SEGMENT_BYTES);
    for (let i = Math.floor(start / SEGMENT_BYTES); i <= last; ) {
      const part = Math.floor(i / perPart) + 1;
      const within = i - (part - 1) * perPart;
      const count = Math.min(SEGMENTS_PER_IO, last - i + 1, perPart - within);
      const lengths = Array.from({ length: count }, (_, k) => plainLength(size, i + k) + SEGMENT_OVERHEAD);
      const buffer = Buffer.allocUnsafe(lengths.reduce((a, b) => a + b, 0));
      const fh = await fs.open(path.join(dir, partName(part)), 'r');
      try {
        const { bytesRead } = await fh.read(buffer, 0, buffer.length, within * (SEGMENT_BYTES + SEGMENT_OVERHEAD));
        if (bytesRead !== buffer.length) throw new Error(`stored file ${key} is shorter than its record`);
      } finally {
        await fh.close();
      }
      let at = 0;
      for (let k = 0; k < count; k++, i++) {
        const plain = openSegment(fileKey, key, i, i === total - 1, buffer.subarray(at, at + lengths[k]));
        at += lengths[k];
        const from = i === Math.floor(start / SEGMENT_BYTES) ? start - i * SEGMENT_BYTES : 0;
        const to = i === last ? end - i * SEGMENT_BYTES + 1 : plain.length;
        yield plain.subarray(from, to);
      }
    }
  }

  const store: FileStore = {
    kind: 'local',
    async startUpload(key) {
      await fs.mkdir(dirOf('uploads', key), { recursive: true, mode: 0o700 });
      return null;
    },
    putPart: (upload, partNumber, body, _size, verify, replaceable) => writePart(upload, partNumber, body, verify, replaceable),
    async completeUpload(upload) {
      const from = dirOf('uploads', upload.key);
      const to = dirOf('objects', upload.key);
      // every part is recorded by now: a .tmp still here is a part's write its process never finished
      // (it died mid-part) and would otherwise be kept with the file for good
      for (const name of await fs.readdir(from)) if (name.endsWith('.tmp')) await fs.rm(path.join(from, name), { force: true });
      await fs.writeFile(path.join(from, 'manifest.json'), JSON.stringify({ size: upload.size, partSize: upload.partSize, partCount: upload.partCount }));
      await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      await fs.rename(from, to);
    },
    async abortUpload(upload) {
      await fs.rm(dirOf('uploads', upload.key), { recursive: true, force: true });
    },
    async putObject(key, body) {
      const partSize = Math.max(SEGMENT_BYTES, Math.ceil(body.length / SEGMENT_BYTES) * SEGMENT_BYTES);
      const upload = { key, storeUploadId: null, partSize, partCount: 1, size: body.length };
      await writePart(upload, 1, [body], () => undefined, async () => true);
      await store.completeUpload(upload, []);
    },
    async read(key, size, range) {
      const manifest = JSON.parse(await fs.readFile(path.join(dirOf('objects', key), 'manifest.json'), 'utf8')) as { partSize: number };
      return Readable.from(segments(key, size, manifest.partSize, range?.start ?? 0, range?.end ?? size - 1), { objectMode: false });
    },
    async remove(key) {
      await fs.rm(dirOf('objects', key), { recursive: true, force: true });
    },
  };
  return store;
}
