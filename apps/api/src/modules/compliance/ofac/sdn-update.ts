import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client.js';
import { readSdnFolder, shippedSnapshotDir } from './sdn-files.js';
import { readSdnList, type SdnFiles } from './sdn-list.js';
import { currentListInfo, storeCurrentList, type SdnListInfo } from './sdn-lists.repository.js';

/*
 * Loading a list: from a folder of the Treasury's CSV files (plain or .gz) or from a URL serving them,
 * parsed whole (a malformed file is refused with its line, the current list stays), then stored and
 * made current in one transaction (sdn-lists.repository.ts). `npm run ofac:update` and the server's
 * first start use it.
 */

export class SdnSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SdnSourceError';
  }
}

const FILES = ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The four files from a base URL (`<url>/sdn.csv`, …); the comments file may be missing. */
async function fetchSdnFiles(base: string, fetchImpl: typeof fetch): Promise<SdnFiles> {
  const texts: Record<string, string | undefined> = {};
  for (const file of FILES) {
    const url = `${base.replace(/\/+$/, '')}/${file}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(60_000) });
    } catch (err) {
      throw new SdnSourceError(`${url} could not be fetched: ${(err as Error).message}`);
    }
    if (response.status === 404 && file === 'sdn_comments.csv') continue;
    if (!response.ok) throw new SdnSourceError(`${url} answered ${response.status}`);
    texts[file] = Buffer.from(await response.arrayBuffer()).toString('latin1');
  }
  return { sdn: texts['sdn.csv']!, alt: texts['alt.csv']!, add: texts['add.csv']!, comments: texts['sdn_comments.csv'] };
}

/** A folder's list date: its snapshot.json `takenOn`/`publishedOn` when there is one, else its sdn file's date. */
function folderDate(dir: string): string {
  const manifest = path.join(dir, 'snapshot.json');
  if (fs.existsSync(manifest)) {
    const { publishedOn, takenOn } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { publishedOn?: string; takenOn?: string };
    const date = publishedOn ?? takenOn;
    if (date && ISO_DATE.test(date)) return date;
  }
  const sdn = [path.join(dir, 'sdn.csv'), path.join(dir, 'sdn.csv.gz')].find((f) => fs.existsSync(f));
  return (sdn ? fs.statSync(sdn).mtime : new Date()).toISOString().slice(0, 10);
}

export type SdnUpdate = {
  /** a folder holding the files, or an http(s) URL serving them. */
  from: string;
  /** YYYY-MM-DD, the list's publish date; by default the folder's (snapshot.json or the file date) or today for a URL. */
  publishedOn?: string;
  fetchImpl?: typeof fetch;
};

/** Loads a list and makes it current; refuses (and keeps the current list) on any error. */
export async function updateSdnList(db: Db, { from, publishedOn, fetchImpl = fetch }: SdnUpdate): Promise<SdnListInfo> {
  if (publishedOn !== undefined && !ISO_DATE.test(publishedOn)) throw new SdnSourceError(`the publish date '${publishedOn}' is not YYYY-MM-DD`);
  const isUrl = /^https?:\/\//i.test(from);
  if (!isUrl && !fs.existsSync(from)) throw new SdnSourceError(`${from} is neither a folder nor an http(s) URL`);
  let files: SdnFiles;
  try {
    files = isUrl ? await fetchSdnFiles(from, fetchImpl) : readSdnFolder(from);
  } catch (err) {
    throw err instanceof SdnSourceError ? err : new SdnSourceError((err as Error).message);
  }
  const list = readSdnList(files); // throws SdnFileError naming the line
  if (list.entries.length === 0) throw new SdnSourceError(`${from} holds no entry: a list is never emptied by an update`);
  const date = publishedOn ?? (isUrl ? new Date().toISOString().slice(0, 10) : folderDate(from));
  return storeCurrentList(db, list, { source: isUrl ? from : path.resolve(from), publishedOn: date });
}

/** At start: the shipped snapshot becomes the current list when the database holds none yet. */
export async function ensureSdnList(db: Db): Promise<SdnListInfo> {
  return (await currentListInfo(db)) ?? updateSdnList(db, { from: shippedSnapshotDir() });
}
