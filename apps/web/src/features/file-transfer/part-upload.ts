import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  EFTS_LIMITS,
  EFTS_PART_CHECKSUM_HEADER,
  buildPath,
  contentMismatch,
  eftsContentTypeOf,
  eftsFileNameProblem,
  eftsUploadSchema,
  sniffContent,
  startUploadEndpoint,
  updateUploadEndpoint,
  uploadPartEndpoint,
  uploadStatusEndpoint,
  type EftsUpload,
} from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { reauthBaseQuery } from '../../api/reauth-base-query';
import { forgetPending, readPending, rememberPending, resumeKey } from './resume-store';

type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;
export type Target = { customerId: string; system: string; folder: string };

/** A refusal worth showing: the server's message, else a plain one. */
export class UploadError extends Error {}
export class UploadCancelled extends Error {}

const messageOf = (error: FetchBaseQueryError) =>
  typeof error.data === 'object' && error.data !== null && 'message' in error.data ? String((error.data as { message: unknown }).message) : 'The server could not be reached. Try again: the upload resumes where it stopped.';

/** The calls of an upload through the portal's one base query (the access token, a refresh on 401). */
export function uploadCalls(store: StoreApi, signal: AbortSignal) {
  const api: BaseQueryApi = { signal, abort: () => undefined, dispatch: store.dispatch, getState: store.getState, extra: undefined, endpoint: 'eftsUpload', type: 'mutation' };
  const send = async (args: FetchArgs) => {
    const result = await reauthBaseQuery(args, api, {});
    if (result.error) return { error: result.error };
    return { data: result.data };
  };
  return {
    start: (body: Record<string, unknown>) => send(endpointRequest(startUploadEndpoint, { body })),
    status: (id: string) => send(endpointRequest(uploadStatusEndpoint, { params: { id } })),
    part: (id: string, n: number, bytes: Blob, sha256: string) =>
      send({ url: buildPath(uploadPartEndpoint.path, { id, n }), method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream', [EFTS_PART_CHECKSUM_HEADER]: sha256 } }),
    finish: (id: string, status: 'completed' | 'cancelled') => send(endpointRequest(updateUploadEndpoint, { params: { id }, body: { status } })),
  };
}

export type UploadCalls = ReturnType<typeof uploadCalls>;

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
export const sha256Hex = async (blob: Blob) => hex(await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer())));

/** What the portal checks before a byte is sent (the server checks it again): the name, and the content against its type. */
export async function fileProblem(file: File): Promise<string | undefined> {
  const nameProblem = eftsFileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (file.size === 0) return undefined;
  const head = new Uint8Array(await file.slice(0, EFTS_LIMITS.sniffBytes).arrayBuffer());
  return contentMismatch(eftsContentTypeOf(file.name, file.type), sniffContent(head));
}

/**
 * Sends a file in parts: resumes the upload this browser remembers for the same file (asking the
 * server which parts it holds) or starts one; sends each missing part with its SHA-256, one at a
 * time (a part in memory at once), reporting the fraction sent; then asks the server to assemble it.
 */
export async function uploadInParts(calls: UploadCalls, target: Target, file: File, onStarted: (id: string) => void, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<EftsUpload> {
  const key = resumeKey(target.customerId, target.system, target.folder, file);
  let upload: EftsUpload | undefined;
  const pending = readPending(key);
  if (pending) {
    const status = await calls.status(pending.uploadId);
    const known = status.data ? eftsUploadSchema.parse(status.data) : undefined;
    if (known?.status === 'in-progress') upload = known;
    else forgetPending(key);
  }
  if (!upload) {
    const started = await calls.start({ ...target, fileName: file.name, fileSize: file.size, contentType: eftsContentTypeOf(file.name, file.type) });
    if (started.error) throw new UploadError(messageOf(started.error));
    upload = eftsUploadSchema.parse(started.data);
    rememberPending(key, { uploadId: upload.fileUploadId, fileName: file.name, size: file.size, lastModified: file.lastModified, system: target.system, folder: target.folder, startedAt: new Date().toISOString() });
  }
  const id = upload.fileUploadId;
  onStarted(id);
  const held = new Set(upload.uploadedParts);
  onProgress(held.size / upload.partCount);
  for (let n = 1; n <= upload.partCount; n++) {
    if (held.has(n)) continue;
    if (signal.aborted) throw new UploadCancelled();
    const bytes = file.slice((n - 1) * upload.partSize, Math.min(n * upload.partSize, file.size));
    const sent = await calls.part(id, n, bytes, await sha256Hex(bytes));
    if (signal.aborted) throw new UploadCancelled();
    // a part the server already holds (sent twice after a dropped answer) counts as sent
    if (sent.error && sent.error.status !== 409) throw new UploadError(messageOf(sent.error));
    held.add(n);
    onProgress(held.size / upload.partCount);
  }
  const finished = await calls.finish(id, 'completed');
  if (finished.error) throw new UploadError(messageOf(finished.error));
  forgetPending(key);
  return eftsUploadSchema.parse(finished.data);
}

/** Cancels an upload on the server and forgets it here. */
export async function cancelUpload(calls: UploadCalls, target: Target, file: { name: string; size: number; lastModified: number }, id: string | undefined) {
  forgetPending(resumeKey(target.customerId, target.system, target.folder, file));
  if (id) await calls.finish(id, 'cancelled');
}
