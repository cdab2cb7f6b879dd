import { createHash, randomUUID } from 'node:crypto';
import { CsvError } from 'csv-parse';
import { EFTS_TELECHECK_SYSTEMS } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { csvLine } from '../../lib/csv.js';
import { type FileRow, type FolderRow, insertFile, nextCycle, updateFile } from './efts.repository.js';
import type { FileStore } from './store/file-store.js';
import { feedTelecheckLists } from './telecheck-feed.js';

/**
 * Processing of a received input: the folder's next cycle, the TeleCheck lists fed (for those
 * systems), and a receipt in the folder's outputs with that cycle number: what was received (name,
 * size, checksum) and, for TeleCheck files, how many entries were read and recorded. The input is
 * then 'processed' (or 'failed', with the reason in eftsMessage).
 */
export async function processInput(ctx: AppContext, store: FileStore, folder: FolderRow, input: FileRow, uploaderId: string, onError: (err: unknown) => void): Promise<FileRow> {
  const cycle = await nextCycle(ctx.db, folder.id);
  const list = EFTS_TELECHECK_SYSTEMS[folder.systemCode];
  let message = 'Received.';
  let status: FileRow['status'] = 'processed';
  const lines: string[][] = [['fileName', 'fileSize', 'sha256', 'cycleNumber', 'records', 'accepted', 'refused', 'message']];
  let counts = ['', '', ''];
  if (list) {
    try {
      const fed = await feedTelecheckLists(ctx, {
        companyId: input.customerId,
        type: list,
        file: await store.read(input.storeKey, input.size),
        fileName: input.fileName,
        uploader: { userId: uploaderId, username: input.transferredBy },
      });
      counts = [String(fed.records), String(fed.accepted), String(fed.refused.length)];
      message = `${fed.accepted} of ${fed.records} entries recorded on the TeleCheck ${list} list${fed.refused.length > 0 ? `; ${fed.refused.length} refused (lines listed below)` : ''}.`;
      for (const r of fed.refused.slice(0, 1000)) lines.push(['', '', '', '', '', '', `line ${r.line}`, r.message]);
    } catch (err) {
      // a CSV the parser cannot read says why; anything else is ours to look at, not the user's to read
      status = 'failed';
      message = err instanceof CsvError ? `The file could not be read as CSV: ${(err as Error).message}` : 'The file could not be processed. Support has the details.';
      onError(err);
    }
  }
  lines.splice(1, 0, [input.fileName, String(input.size), input.sha256, String(cycle), ...counts, message]);
  const body = Buffer.from(lines.map(csvLine).join(''), 'utf8');
  const id = randomUUID();
  const key = `${input.customerId}/${id}`;
  await store.putObject(key, body);
  const output = await insertFile(ctx.db, {
    id,
    customerId: input.customerId,
    folderId: folder.id,
    direction: 'output',
    fileName: `${input.fileName}.receipt.csv`,
    storedName: `cycle-${cycle}-${input.fileName}.receipt.csv`.slice(-255),
    storeKey: key,
    size: body.length,
    contentType: 'text/csv',
    sha256: createHash('sha256').update(body).digest('hex'),
    cycleNumber: cycle,
    status: 'processed',
    message,
    transferredBy: 'Creditdesk',
  });
  await updateFile(ctx.db, input.id, { status, message, cycleNumber: cycle });
  return output;
}
