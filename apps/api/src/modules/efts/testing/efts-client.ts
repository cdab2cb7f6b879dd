import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EFTS_PART_CHECKSUM_HEADER, type EftsUpload } from '@creditdesk/contracts';

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The portal's calls, through inject: start an upload, send parts, finish it. */
export function eftsClient(app: FastifyInstance, auth: { authorization: string }) {
  const call = (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  return {
    auth,
    call,
    start: (body: Record<string, unknown>) => call('POST', '/filetransfers/upload', body),
    part: (id: string, n: number, bytes: Buffer, checksum = sha256(bytes)) =>
      call('PUT', `/filetransfers/upload/fileUploadId/${id}/part/${n}`, bytes as unknown as string, { 'content-type': 'application/octet-stream', [EFTS_PART_CHECKSUM_HEADER]: checksum }),
    finish: (id: string, status: 'completed' | 'cancelled' = 'completed') => call('PUT', `/efts/metadata/uploads/${id}`, { status }),
    /** a whole file: started, sent part by part, completed; the final answer. */
    async upload(customerId: string, file: { name: string; content: Buffer; type?: string }, where = { system: 'TeleCheck Collection Placement', folder: 'placements' }) {
      const started = await this.start({ customerId, ...where, fileName: file.name, fileSize: file.content.length, contentType: file.type ?? 'text/csv' });
      if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
      const u = started.json() as EftsUpload;
      for (let n = 1; n <= u.partCount; n++) {
        const res = await this.part(u.fileUploadId, n, file.content.subarray((n - 1) * u.partSize, n * u.partSize));
        if (res.statusCode !== 200) throw new Error(`part ${n}: ${res.statusCode} ${res.body}`);
      }
      const done = await this.finish(u.fileUploadId);
      if (done.statusCode !== 200) throw new Error(`finish: ${done.statusCode} ${done.body}`);
      return done.json() as EftsUpload;
    },
  };
}
