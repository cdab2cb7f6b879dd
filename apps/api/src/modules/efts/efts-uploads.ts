import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MESSAGES, API_MESSAGES, EFTS_LIMITS, EFTS_PART_CHECKSUM_HEADER, type StartUploadBody, contentMismatch, eftsPartCount, mayActOnUpload, eftsPartSize, eftsSystemCode, sniffContent } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { folderOf, requireFileTransfer } from './efts-access.js';
import { type UploadRow, findUpload, hasSystem, insertPart, insertUpload, uploadParts } from './efts.repository.js';
import { PartMeter } from './part-meter.js';
import type { FileStore, StoredUpload } from './store/file-store.js';

export const storedUpload = (u: UploadRow): StoredUpload => ({ key: u.storeKey, storeUploadId: u.storeUploadId, partSize: u.partSize, partCount: u.partCount, size: u.fileSize });

/** Starts an upload after every check: the caller's company, file transfer, the system, the folder, the size. */
export async function startUpload(ctx: AppContext, store: FileStore, caller: Caller, body: StartUploadBody): Promise<UploadRow> {
  if (body.customerId !== caller.customerId) throw forbidden(MESSAGES.access.ownCompanyOnly);
  await requireFileTransfer(ctx.db, caller);
  if (!(await hasSystem(ctx.db, caller.customerId, eftsSystemCode(body.system)))) throw notFound(API_MESSAGES.fileTransfer.noSystem(body.system));
  const folder = await folderOf(ctx.db, caller.customerId, body.system, body.folder);
  if (!folder.actions.includes('upload')) throw new HttpError(409, API_MESSAGES.fileTransfer.noUploads(folder.name));
  const partSize = ctx.config.efts.partBytes;
  const partCount = eftsPartCount(body.fileSize, partSize);
  if (partCount > EFTS_LIMITS.maxParts) throw badRequest(API_MESSAGES.fileTransfer.tooManyParts(EFTS_LIMITS.maxParts, partSize));
  const id = randomUUID();
  const storeKey = `${caller.customerId}/${id}`;
  const storeUploadId = await store.startUpload(storeKey);
  return insertUpload(ctx.db, {
    id,
    customerId: caller.customerId,
    folderId: folder.id,
    userId: caller.userId,
    username: caller.username,
    fileName: body.fileName,
    fileSize: body.fileSize,
    contentType: body.contentType,
    partSize,
    partCount,
    status: 'in-progress',
    storeKey,
    storeUploadId,
  });
}

/**
 * An upload the caller may act on (mayActOnUpload: its starter, or the company's
 * usertransactionsadmin), with file transfer granted. Another company's upload and a colleague's
 * are both "not found" (404), before the file-transfer check, so no one learns that an id exists.
 */
export async function visibleUpload(ctx: AppContext, caller: Caller, id: string): Promise<UploadRow> {
  const upload = await findUpload(ctx.db, caller.customerId, id);
  if (!upload || !mayActOnUpload(caller, upload)) throw notFound(API_MESSAGES.fileTransfer.uploadNotFound);
  await requireFileTransfer(ctx.db, caller);
  return upload;
}

type PartRequest = { partNumber: number; body: Readable; contentLength: string | undefined; checksum: string | undefined };

/**
 * Receives one part: every refusal before a byte is stored (order, repeats, size, checksum header),
 * then the bytes streamed through the meter into the store, which keeps them only if the checksum
 * (and, for part 1, the content against the declared type) holds.
 */
export async function receivePart(ctx: AppContext, store: FileStore, upload: UploadRow, req: PartRequest) {
  const n = req.partNumber;
  if (upload.status !== 'in-progress') throw new HttpError(409, API_MESSAGES.fileTransfer.takesNoParts(upload.status));
  if (n > upload.partCount) throw badRequest(API_MESSAGES.fileTransfer.beyondParts(n, upload.partCount));
  const parts = await uploadParts(ctx.db, upload.id);
  if (parts.some((p) => p.partNumber === n)) throw new HttpError(409, API_MESSAGES.fileTransfer.partReceived(n), { uploadedParts: parts.map((p) => p.partNumber) });
  if (n !== parts.length + 1) throw new HttpError(409, API_MESSAGES.fileTransfer.partsInOrder(parts.length + 1, n), { nextPart: parts.length + 1 });
  const expected = eftsPartSize(upload.fileSize, upload.partSize, n);
  const length = Number(req.contentLength);
  if (req.contentLength === undefined || !Number.isInteger(length)) throw badRequest(API_MESSAGES.fileTransfer.contentLength(expected));
  if (length > expected) throw new HttpError(413, API_MESSAGES.fileTransfer.partSize(n, length, expected));
  if (length < expected) throw badRequest(API_MESSAGES.fileTransfer.partSize(n, length, expected));
  const checksum = req.checksum?.toLowerCase();
  if (!checksum || !/^[0-9a-f]{64}$/.test(checksum)) throw badRequest(API_MESSAGES.fileTransfer.checksumHeader(EFTS_PART_CHECKSUM_HEADER));

  // one request per part at a time in this process (the local store also refuses a second across processes)
  const flight = `${upload.id}:${n}`;
  if (partsInFlight.has(flight)) throw new HttpError(409, API_MESSAGES.fileTransfer.partInFlight(n));
  partsInFlight.add(flight);
  try {
    return await storePart(ctx, store, upload, n, req.body, expected, checksum, parts.length);
  } finally {
    partsInFlight.delete(flight);
  }
}

const partsInFlight = new Set<string>();

async function storePart(ctx: AppContext, store: FileStore, upload: UploadRow, n: number, body: Readable, expected: number, checksum: string, before: number) {
  const meter = new PartMeter(expected, n === 1);
  const etag = await store.putPart(storedUpload(upload), n, meter.through(body), expected, () => {
    if (meter.received !== expected) throw badRequest(API_MESSAGES.fileTransfer.partEnded(n, meter.received, expected));
    const sha = meter.hash.digest('hex');
    if (sha !== checksum) throw badRequest(API_MESSAGES.fileTransfer.checksumMismatch(n, sha));
    if (n === 1 && upload.fileSize > 0) {
      const problem = contentMismatch(upload.contentType, sniffContent(meter.opening()));
      if (problem) throw new HttpError(422, problem);
    }
  }, async () => !(await uploadParts(ctx.db, upload.id)).some((p) => p.partNumber === n));
  if (!(await insertPart(ctx.db, { uploadId: upload.id, partNumber: n, size: expected, sha256: checksum, etag }))) {
    throw new HttpError(409, API_MESSAGES.fileTransfer.partReceived(n));
  }
  return { fileUploadId: upload.id, partNumber: n, size: expected, sha256: checksum, uploadedParts: before + 1 };
}

/** The whole file's checksum: SHA-256 over the parts' SHA-256s, then "-<parts>" (S3's composite form). */
export const compositeSha256 = (partShas: readonly string[]) =>
  `${createHash('sha256').update(Buffer.concat(partShas.map((s) => Buffer.from(s, 'hex')))).digest('hex')}-${partShas.length}`;
