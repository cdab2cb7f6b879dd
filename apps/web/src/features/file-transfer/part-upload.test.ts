import { beforeEach, describe, expect, it } from 'vitest';
import type { EftsUpload } from '@creditdesk/contracts';
import { UploadCancelled, UploadError, uploadInParts, type UploadCalls } from './part-upload';
import { pendingInFolder } from './resume-store';

const target = { customerId: '11111111-1111-4111-8111-111111111111', system: 'tlck_collection', folder: 'placements' };
const file = () => new File(['a'.repeat(10)], 'placements.csv', { type: 'text/csv', lastModified: 1_700_000_000_000 });

/** A server holding `held` parts of a 10-byte file in parts of 4: what it was sent, in order. */
function fakeServer(held: number[] = []) {
  const upload: EftsUpload = { fileUploadId: 'u-1', fileName: 'placements.csv', fileSize: 10, contentType: 'text/csv', systemName: target.system, folderName: target.folder, partSize: 4, partCount: 3, status: 'in-progress', uploadedParts: held, file: null };
  const sent: { n: number; size: number; sha256: string }[] = [];
  let started = 0;
  const calls: UploadCalls = {
    start: async () => (started++, { data: { ...upload, uploadedParts: [] } }),
    status: async () => ({ data: upload }),
    part: async (_id, n, bytes, sha256) => (sent.push({ n, size: bytes.size, sha256 }), { data: {} }),
    finish: async (_id, status) => ({ data: { ...upload, status, uploadedParts: [1, 2, 3] } }),
  };
  return { calls, sent, started: () => started };
}

describe('uploadInParts', () => {
  beforeEach(() => localStorage.clear());

  it('starts an upload, sends every part in order with its SHA-256, and forgets it once finished', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const done = await uploadInParts(server.calls, target, file(), () => undefined, (f) => progress.push(f), new AbortController().signal);
    expect(done.status).toBe('completed');
    expect(server.sent.map((p) => [p.n, p.size])).toEqual([[1, 4], [2, 4], [3, 2]]);
    expect(server.sent[0].sha256).toBe('61be55a8e2f6b4e172338bddf184d6dbee29c98853e0a0485ecee7f27b9af0b4');
    expect(progress.at(-1)).toBe(1);
    expect(pendingInFolder(target.customerId, target.system, target.folder)).toEqual([]);
  });

  it('after a reload, asks the server which parts it holds and sends only the others', async () => {
    const first = fakeServer();
    const controller = new AbortController();
    // the first attempt stops after part 1 (the page went away)
    first.calls.part = async (_id, n) => {
      if (n === 2) controller.abort();
      return { data: {} };
    };
    await expect(uploadInParts(first.calls, target, file(), () => undefined, () => undefined, controller.signal)).rejects.toBeInstanceOf(UploadCancelled);
    expect(pendingInFolder(target.customerId, target.system, target.folder).map((p) => p.pending.uploadId)).toEqual(['u-1']);

    const again = fakeServer([1, 2]);
    await uploadInParts(again.calls, target, file(), () => undefined, () => undefined, new AbortController().signal);
    expect(again.started()).toBe(0);
    expect(again.sent.map((p) => p.n)).toEqual([3]);
  });

  it("shows the server's refusal", async () => {
    const server = fakeServer();
    server.calls.part = async () => ({ error: { status: 400, data: { message: "Part 1's checksum does not match" } } });
    await expect(uploadInParts(server.calls, target, file(), () => undefined, () => undefined, new AbortController().signal)).rejects.toThrow(new UploadError("Part 1's checksum does not match"));
  });
});
