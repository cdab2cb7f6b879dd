import type { FetchArgs } from '@reduxjs/toolkit/query';
import { saveFile } from '../reports/pdf/save-file';
import { type StoreApi, fetchFile } from './fetch-file';

/**
 * Asks a list's CSV export (its filters and order in `args`) and saves it under its declared file
 * name. Resolves false when the export failed.
 */
export async function downloadCsv(store: StoreApi, args: FetchArgs, fileName: string, endpoint: string): Promise<boolean> {
  const answer = await fetchFile(store, args, endpoint);
  if ('error' in answer) return false;
  saveFile(answer.file.blob, fileName);
  return true;
}
