import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { SdnFileError } from './sdn-csv.js';
import { currentListInfo, keptLists } from './sdn-lists.repository.js';
import { SdnScreen } from './sdn-screen.js';
import { SdnSourceError, ensureSdnList, updateSdnList } from './sdn-update.js';

const ROW = (num: number, name: string) => `${num},"${name}","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1970."`;

/** A folder holding a small list in the Treasury's files. */
function listFolder(names: string[], extra: { sdn?: string; publishedOn?: string } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdn-'));
  fs.writeFileSync(path.join(dir, 'sdn.csv'), extra.sdn ?? names.map((n, i) => ROW(100 + i, n)).join('\r\n'));
  fs.writeFileSync(path.join(dir, 'alt.csv'), '');
  fs.writeFileSync(path.join(dir, 'add.csv'), '');
  if (extra.publishedOn) fs.writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify({ publishedOn: extra.publishedOn }));
  return dir;
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('loading the SDN list', () => {
  it('loads the shipped snapshot on first start, dated by its manifest, and not again once a list is current', async () => {
    const first = await ensureSdnList(database.db);
    expect(first).toMatchObject({ publishedOn: '2026-11-24', entryCount: 8976 });
    expect(first.aliasCount).toBeGreaterThanOrEqual(11910);
    expect(first.source).toMatch(/resources\/ofac-sdn$/);
    expect((await ensureSdnList(database.db)).id).toBe(first.id);
  });

  it('loads a newer list from a folder and makes it current; the screen uses it and names its date', async () => {
    const screen = new SdnScreen(database.db, { checkEveryMs: 0 });
    expect((await screen.current()).index.screen({ name: 'Hasan Oldname' }, { threshold: 0.88 })).toEqual([]);
    const loaded = await updateSdnList(database.db, { from: listFolder(['OLDNAME, Hasan', 'SECOND, Person'], { publishedOn: '2026-11-20' }) });
    expect(loaded).toMatchObject({ publishedOn: '2026-11-20', entryCount: 2, aliasCount: 0 });
    const now = await screen.current();
    expect(now.info.id).toBe(loaded.id);
    expect(now.index.screen({ name: 'Hasan Oldname' }, { threshold: 0.88 })[0]).toMatchObject({ matchedName: 'OLDNAME, Hasan', entry: { entNum: 100, births: [{ fromYear: 1970, toYear: 1970 }] } });
    // the list before is kept (reports screened on it name it); older ones go
    const kept = await keptLists(database.db);
    expect(kept.map((l) => [l.entryCount, l.current])).toEqual([[2, true], [8976, false]]);
  });

  it('refuses a malformed file with the line that failed and keeps the current list', async () => {
    const before = await currentListInfo(database.db);
    const bad = listFolder([], { sdn: `${ROW(1, 'GOOD, Name')}\r\n2,"BROKEN,-0- ,"SDGT"` });
    const refused = updateSdnList(database.db, { from: bad });
    await expect(refused).rejects.toBeInstanceOf(SdnFileError);
    await expect(updateSdnList(database.db, { from: bad })).rejects.toThrow('sdn.csv line 2: a quoted field is not closed');
    await expect(updateSdnList(database.db, { from: listFolder([]) })).rejects.toThrow('holds no entry');
    await expect(updateSdnList(database.db, { from: '/nowhere/at/all' })).rejects.toBeInstanceOf(SdnSourceError);
    await expect(updateSdnList(database.db, { from: listFolder(['A, B']), publishedOn: '24/11/2026' })).rejects.toThrow("the publish date '24/11/2026' is not YYYY-MM-DD");
    expect((await currentListInfo(database.db))?.id).toBe(before?.id);
  });

  it('loads a list from a URL serving the files, and refuses one that answers an error', async () => {
    const files: Record<string, string> = { '/list/sdn.csv': ROW(7, 'URLNAME, Karim'), '/list/alt.csv': '7,1,"aka","KARIM URL",-0- ', '/list/add.csv': '' };
    const server = http.createServer((req, res) => {
      const body = files[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const loaded = await updateSdnList(database.db, { from: `${base}/list/`, publishedOn: '2026-11-23' });
      expect(loaded).toMatchObject({ source: `${base}/list/`, publishedOn: '2026-11-23', entryCount: 1, aliasCount: 1 });
      await expect(updateSdnList(database.db, { from: `${base}/missing` })).rejects.toThrow(`${base}/missing/sdn.csv answered 404`);
      expect((await currentListInfo(database.db))?.id).toBe(loaded.id);
    } finally {
      server.close();
    }
  });

  it('screens on the old list or the new one while an update runs, never on part of one', async () => {
    await updateSdnList(database.db, { from: listFolder(['ALPHA, Old']) });
    const screen = new SdnScreen(database.db, { checkEveryMs: 0 });
    const update = updateSdnList(database.db, { from: listFolder(Array.from({ length: 900 }, (_, i) => `BETA${String.fromCharCode(65 + (i % 26))}, New${i}`)) });
    const seen: { listEntries: number; alpha: boolean }[] = [];
    let done = false;
    void update.finally(() => (done = true));
    while (!done) {
      const { info, index } = await screen.current();
      seen.push({ listEntries: info.entryCount, alpha: index.screen({ name: 'Old Alpha' }, { threshold: 0.88 }).length > 0 });
      expect(index.size.entries).toBe(info.entryCount);
    }
    await update;
    const after = await screen.current();
    expect(after.info.entryCount).toBe(900);
    for (const s of seen) expect(s).toEqual(s.listEntries === 1 ? { listEntries: 1, alpha: true } : { listEntries: 900, alpha: false });
  });
});
