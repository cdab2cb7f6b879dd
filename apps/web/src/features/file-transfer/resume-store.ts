/*
 * Uploads not finished, remembered in this browser (localStorage) by the file's name, size and
 * last-modified time within a folder: choosing the same file again after a reload or a dropped
 * connection resumes the same upload (the server says which parts it holds).
 */

export type PendingUpload = { uploadId: string; fileName: string; size: number; lastModified: number; system: string; folder: string; startedAt: string };
export type FileIdentity = { name: string; size: number; lastModified: number };

const PREFIX = 'creditdesk.efts.upload:';

export const resumeKey = (customerId: string, system: string, folder: string, file: FileIdentity) =>
  `${PREFIX}${customerId}/${system}/${folder}/${file.size}/${file.lastModified}/${file.name}`;

export function readPending(key: string): PendingUpload | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as PendingUpload) : undefined;
  } catch {
    return undefined;
  }
}

export const rememberPending = (key: string, pending: PendingUpload) => localStorage.setItem(key, JSON.stringify(pending));
export const forgetPending = (key: string) => localStorage.removeItem(key);

/** The folder's unfinished uploads in this browser, with their keys. */
export function pendingInFolder(customerId: string, system: string, folder: string): { key: string; pending: PendingUpload }[] {
  const prefix = `${PREFIX}${customerId}/${system}/${folder}/`;
  const found: { key: string; pending: PendingUpload }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    const pending = key?.startsWith(prefix) ? readPending(key) : undefined;
    if (key && pending) found.push({ key, pending });
  }
  return found;
}
