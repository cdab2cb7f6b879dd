import { API_MESSAGES, EFTS_MESSAGES, type EftsFile, type EftsUpload, eftsFolderSchema, eftsSystemCode } from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { type FileRow, type FolderRow, type PartRow, type UploadRow, findFolder, findFolderById, fileTransferAccess } from './efts.repository.js';

/**
 * File transfer needs the company's 'filetransfer' feature (the Features screen's switch) and a group
 * that grants it (reports.md §6: isFileTransportAuthorized, as group-access.ts reads it); 403 naming
 * which is missing otherwise.
 */
export async function requireFileTransfer(db: Db, caller: Caller): Promise<void> {
  const access = await fileTransferAccess(db, caller.userId, caller.customerId);
  if (access === 'feature-off') throw forbidden(EFTS_MESSAGES.featureRequired);
  if (access === 'not-granted') throw forbidden(EFTS_MESSAGES.notAuthorized);
}

/** The company's folder of a system named by code or label; 404 when the company has neither. */
export async function folderOf(db: Db, customerId: string, system: string, folder: string): Promise<FolderRow> {
  const found = await findFolder(db, customerId, eftsSystemCode(system), folder);
  if (!found) throw notFound(API_MESSAGES.fileTransfer.noFolder(folder, system));
  return found;
}

export const folderView = (f: FolderRow) =>
  eftsFolderSchema.parse({ folderName: f.name, systemName: f.systemCode, description: f.description, cycleNumber: f.cycleNumber, actions: f.actions });

export const fileView = (f: FileRow): EftsFile => ({
  fileId: f.id,
  fileName: f.fileName,
  gcpFileName: f.storedName,
  fileSize: f.size,
  contentType: f.contentType,
  sha256: f.sha256,
  transferredDate: f.transferredAt.toISOString(),
  transferredBy: f.transferredBy,
  cycleNumber: f.cycleNumber,
  status: f.status as EftsFile['status'],
  eftsMessage: f.message,
});

export async function uploadView(db: Db, u: UploadRow, parts: readonly PartRow[], file: FileRow | null): Promise<EftsUpload> {
  const folder = await findFolderById(db, u.folderId);
  return {
    fileUploadId: u.id,
    fileName: u.fileName,
    fileSize: u.fileSize,
    contentType: u.contentType,
    systemName: folder.systemCode,
    folderName: folder.name,
    partSize: u.partSize,
    partCount: u.partCount,
    status: u.status as EftsUpload['status'],
    uploadedParts: parts.map((p) => p.partNumber),
    file: file ? fileView(file) : null,
  };
}
