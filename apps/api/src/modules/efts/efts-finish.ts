import { API_MESSAGES } from '@creditdesk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { eftsUploadParts, eftsUploads } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { processInput } from './efts-processing.js';
import { compositeSha256, storedUpload } from './efts-uploads.js';
import { type FileRow, type PartRow, type UploadRow, findFile, findFolderById, findUpload, insertFile, settleUpload, uploadParts } from './efts.repository.js';
import type { FileStore } from './store/file-store.js';

type Finished = { upload: UploadRow; parts: PartRow[]; file: FileRow; assembledNow: boolean };

/**
 * Completes an upload: only with every part recorded (409 naming the missing ones), the upload moved
 * to 'completed' first (so a second request does not assemble twice), then the store joins the parts,
 * the input file is recorded and processed. Asking again answers the same file.
 */
export async function finishUpload(ctx: AppContext, store: FileStore, upload: UploadRow, onError: (err: unknown) => void): Promise<Finished> {
  const { db } = ctx;
  const parts = await uploadParts(db, upload.id);
  if (upload.status === 'completed') return { upload, parts, file: (await findFile(db, upload.customerId, upload.fileId!))!, assembledNow: false };
  if (upload.status === 'cancelled') throw new HttpError(409, API_MESSAGES.fileTransfer.cancelled);
  const held = new Set(parts.map((p) => p.partNumber));
  const missing = Array.from({ length: upload.partCount }, (_, i) => i + 1).filter((n) => !held.has(n));
  if (missing.length > 0) {
    throw new HttpError(409, API_MESSAGES.fileTransfer.incomplete(missing, upload.partCount), { missingParts: missing.slice(0, 1000) });
  }
  if (!(await settleUpload(db, upload.id, 'completed', upload.id))) {
    const now = (await findUpload(db, upload.customerId, upload.id))!;
    return finishUpload(ctx, store, now, onError);
  }
  try {
    await store.completeUpload(storedUpload(upload), parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  } catch (err) {
    await db.update(eftsUploads).set({ status: 'in-progress', fileId: null }).where(eq(eftsUploads.id, upload.id));
    throw err;
  }
  const folder = await findFolderById(db, upload.folderId);
  const input = await insertFile(db, {
    id: upload.id,
    customerId: upload.customerId,
    folderId: upload.folderId,
    direction: 'input',
    fileName: upload.fileName,
    storedName: upload.fileName,
    storeKey: upload.storeKey,
    size: upload.fileSize,
    contentType: upload.contentType,
    sha256: compositeSha256(parts.map((p) => p.sha256)),
    cycleNumber: folder.cycleNumber,
    status: 'received',
    transferredBy: upload.username,
    uploadId: upload.id,
  });
  await processInput(ctx, store, folder, input, upload.userId, onError);
  return { upload: { ...upload, status: 'completed', fileId: upload.id }, parts, file: (await findFile(db, upload.customerId, input.id))!, assembledNow: true };
}

/** Cancels an upload in progress: the store forgets its parts, their records go. */
export async function cancelUpload(ctx: AppContext, store: FileStore, upload: UploadRow): Promise<{ upload: UploadRow; parts: number }> {
  if (upload.status !== 'in-progress' || !(await settleUpload(ctx.db, upload.id, 'cancelled'))) {
    throw new HttpError(409, API_MESSAGES.fileTransfer.notCancellable(upload.status));
  }
  const parts = await uploadParts(ctx.db, upload.id);
  await store.abortUpload(storedUpload(upload));
  await ctx.db.delete(eftsUploadParts).where(eq(eftsUploadParts.uploadId, upload.id));
  return { upload: { ...upload, status: 'cancelled' }, parts: parts.length };
}
