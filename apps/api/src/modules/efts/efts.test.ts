import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EFTS_MESSAGES, EFTS_PART_CHECKSUM_HEADER, type EftsFilePage, type EftsUpload, PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { auditEvents, customers, eftsUploads, telecheckListEntries, userGroupMembers, userGroups, users } from '../../db/schema/index.js';
import { loadDataKey } from '../../lib/field-cipher.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSession } from '../auth/sessions.repository.js';
import { removeAbandonedUploads } from './register-efts.js';
import { selectFileStore } from './store/select-file-store.js';
import { eftsClient, sha256 } from './testing/efts-client.js';
import { startLoopbackS3 } from './testing/loopback-s3.js';

const PART = 64 * 1024;
/** a CSV of TeleCheck placements, a little over two parts; line 3 is refused (no routing number). */
const csv = () => {
  const lines = ['checkNumber,amount,routingNumber,checkingAccountNumber,consumerName'];
  for (let i = 0; lines.join('\n').length < PART * 2 + 5000; i++) lines.push(`${1000 + i},${(i % 500) + 0.5},${i === 1 ? '' : '021000021'},${4000040000 + i},Consumer ${i}`);
  return Buffer.from(lines.join('\n') + '\n');
};

const files = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];

describe.each(['local', 's3'] as const)('file transfer on the %s store', (kind) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startLoopbackS3>> | undefined;
  let demo: string;
  let client: ReturnType<typeof eftsClient>;
  let other: ReturnType<typeof eftsClient>;
  let noTransfer: ReturnType<typeof eftsClient>;
  let colleague: ReturnType<typeof eftsClient>;
  let transfersAdmin: ReturnType<typeof eftsClient>;

  beforeAll(async () => {
    s3 = kind === 's3' ? await startLoopbackS3() : undefined;
    t = await createTestApp({ EFTS_PART_BYTES: String(PART), EFTS_PART_IDLE_SECONDS: '1', ...(s3?.env ?? {}) });
    const { db } = t.database;
    [{ id: demo }] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
    client = eftsClient(t.app, bearer(await t.login('demo.user')));
    other = eftsClient(t.app, bearer(await t.login('other.admin')));
    // a user of Demo Lending in no group: no file transfer
    const [u] = await db.insert(users).values({ customerId: demo, username: 'no.transfer', email: 'no.transfer@demolending.example', firstName: 'No', lastName: 'Transfer', role: 'enduser' }).returning();
    const session = await createSession(db, { userId: u.id, customerId: demo, expiresAt: new Date(Date.now() + 3_600_000) });
    const tokens = await t.app.ctx.tokens.issue({ userId: u.id, customerId: demo, username: u.username, role: u.role, entitlements: [], email: u.email, firstName: 'No', lastName: 'Transfer' }, session, PORTAL_CLIENT_ID, 'unused');
    noTransfer = eftsClient(t.app, bearer(tokens));
    // a colleague of demo.user in the same group (file transfer granted), without entitlements
    const [credit] = await db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.customerId, demo), eq(userGroups.name, 'Credit Reports')));
    const [c] = await db.insert(users).values({ customerId: demo, username: 'colleague', email: 'colleague@demolending.example', firstName: 'Col', lastName: 'League', role: 'enduser' }).returning();
    await db.insert(userGroupMembers).values({ groupId: credit.id, userId: c.id });
    const colleagueSession = await createSession(db, { userId: c.id, customerId: demo, expiresAt: new Date(Date.now() + 3_600_000) });
    colleague = eftsClient(t.app, bearer(await t.app.ctx.tokens.issue({ userId: c.id, customerId: demo, username: c.username, role: c.role, entitlements: [], email: c.email, firstName: 'Col', lastName: 'League' }, colleagueSession, PORTAL_CLIENT_ID, 'unused')));
    transfersAdmin = eftsClient(t.app, bearer(await t.login('demo.admin')));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('lists the systems under their labels, cdms twice, and a folder with its cycle number', async () => {
    const res = await client.call('GET', `/efts/customers/${demo}/systems?page=products`);
    expect(res.statusCode).toBe(200);
    const systems = (res.json() as { systems: { systemName: string; labels: string[] }[] }).systems;
    expect(systems.find((s) => s.systemName === 'cdms')?.labels).toEqual(['Consumer Data', 'Commercial Data']);
    const folders = await client.call('GET', `/efts/customers/${demo}/systems/${encodeURIComponent('Commercial Data')}/folders`);
    expect(folders.json()).toMatchObject({ folders: [{ folderName: 'inbound', systemName: 'cdms', cycleNumber: 0 }] });
    expect((await noTransfer.call('GET', `/efts/customers/${demo}/systems`)).statusCode).toBe(403);
  });

  it("needs the company's File transfer feature besides the group's grant: off, every call is a 403 naming the feature and the profile says not authorized (issue 33)", async () => {
    const feature = (status: 'active' | 'inactive') => transfersAdmin.call('PUT', `/customers/${demo}/subscriptions`, { subscriptions: [{ subscriptionName: 'filetransfer', status }] });
    const authorized = async () => (await client.call('GET', '/users/user/demo.user')).json().isFileTransportAuthorized;
    expect(await authorized()).toBe(true);
    expect((await feature('inactive')).statusCode).toBe(200);
    try {
      for (const res of [
        await client.call('GET', `/efts/customers/${demo}/systems?page=products`),
        await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'off.csv', fileSize: 10, contentType: 'text/csv' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(EFTS_MESSAGES.featureRequired);
      }
      expect(await authorized()).toBe(false);
    } finally {
      expect((await feature('active')).statusCode).toBe(200);
    }
    expect((await client.call('GET', `/efts/customers/${demo}/systems?page=products`)).statusCode).toBe(200);
  });

  it('uploads a file in parts, assembles it once every part is there, processes it and serves both files with ranges', async () => {
    const content = csv();
    const started = await client.start({ customerId: demo, system: 'tlck_collection', folder: 'placements', fileName: 'placements.csv', fileSize: content.length, contentType: 'text/csv' });
    expect(started.statusCode).toBe(201);
    const u = started.json() as EftsUpload;
    expect(u).toMatchObject({ partSize: PART, partCount: 3, uploadedParts: [] });
    expect((await client.part(u.fileUploadId, 1, content.subarray(0, PART))).statusCode).toBe(200);
    // resuming: the server says which parts it holds
    expect((await client.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`)).json()).toMatchObject({ uploadedParts: [1], status: 'in-progress' });
    const early = await client.finish(u.fileUploadId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ additionalErrorDetails: { missingParts: [2, 3] } });
    expect((await client.part(u.fileUploadId, 2, content.subarray(PART, 2 * PART))).statusCode).toBe(200);
    expect((await client.part(u.fileUploadId, 3, content.subarray(2 * PART))).statusCode).toBe(200);
    const done = await client.finish(u.fileUploadId);
    expect(done.statusCode).toBe(200);
    const file = (done.json() as EftsUpload).file!;
    expect(file).toMatchObject({ fileName: 'placements.csv', fileSize: content.length, status: 'processed', cycleNumber: 1 });
    // finishing again answers the same file, assembled once
    expect(((await client.finish(u.fileUploadId)).json() as EftsUpload).file?.fileId).toBe(file.fileId);

    const base = `/efts/customers/${demo}/systems/tlck_collection/folders/placements`;
    const inputs = (await client.call('GET', `${base}/inputs`)).json() as EftsFilePage;
    expect(inputs.content.map((f) => f.fileName)).toContain('placements.csv');
    const outputs = (await client.call('GET', `${base}/outputs?sortColumn=transferredDate&sortOrder=desc`)).json() as EftsFilePage;
    expect(outputs.content[0]).toMatchObject({ cycleNumber: 1, fileName: 'placements.csv.receipt.csv' });
    expect((await client.call('GET', base)).json()).toMatchObject({ cycleNumber: 1 });

    const whole = await client.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`);
    expect(whole.statusCode).toBe(200);
    expect(sha256(whole.rawPayload)).toBe(sha256(content));
    const ranged = await client.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`, undefined, { range: `bytes=${PART - 10}-${PART + 49_999}` });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes ${PART - 10}-${PART + 49_999}/${content.length}`);
    expect(ranged.rawPayload.equals(content.subarray(PART - 10, PART + 50_000))).toBe(true);
    expect((await client.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`, undefined, { range: `bytes=${content.length}-` })).statusCode).toBe(416);
    const head = await client.call('HEAD', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(content.length));
    const receipt = outputs.content[0];
    const out = await client.call('GET', `/filetransfers/download/processed/fileId/${receipt.fileId}/gcpFileName/${encodeURIComponent(receipt.gcpFileName)}`);
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('placements.csv');
    const rows = content.toString().trim().split('\n').length - 1;
    expect(out.body).toContain(`${rows - 1} of ${rows} entries recorded on the TeleCheck collections list; 1 refused`);
    expect(out.body).toMatch(/line 3,routingNumber is required/);
    // the TeleCheck collections list holds the file's valid rows
    const listed = await t.database.db.select({ id: telecheckListEntries.id }).from(telecheckListEntries).where(and(eq(telecheckListEntries.customerId, demo), eq(telecheckListEntries.type, 'collections')));
    expect(listed.length).toBe(rows - 1);

    // another company's file is not found; deletion removes it
    expect((await other.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/filetransfers/files/fileId/${file.fileId}`)).statusCode).toBe(404);
    expect((await client.call('DELETE', `/filetransfers/files/fileId/${file.fileId}`)).statusCode).toBe(200);
    expect((await client.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`)).statusCode).toBe(404);

    const audited = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.customerId, demo), like(auditEvents.action, 'efts.%')));
    expect(new Set(audited.map((a) => a.action))).toEqual(new Set(['efts.upload-started', 'efts.part-received', 'efts.upload-completed', 'efts.file-downloaded', 'efts.file-deleted']));

    if (kind === 'local') {
      // encrypted at rest: no stored byte spells the file
      const stored = files(path.join(t.dataDir, 'files'));
      expect(stored.length).toBeGreaterThan(0);
      for (const f of stored) expect(fs.readFileSync(f).includes('Consumer 1')).toBe(false);
    }
  });

  it('refuses every bad part with a clear 4xx and assembles nothing', async () => {
    const content = csv();
    const u = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'data.csv', fileSize: content.length, contentType: 'text/csv' })).json() as EftsUpload;
    const p1 = content.subarray(0, PART);
    const p2 = content.subarray(PART, 2 * PART);
    const refusal = async (res: Promise<{ statusCode: number; json(): unknown }>, status: number, message: RegExp) => {
      const r = await res;
      expect(r.statusCode).toBe(status);
      expect((r.json() as { message: string }).message).toMatch(message);
    };
    await refusal(client.part(u.fileUploadId, 2, p2), 409, /in order: the next part is 1/);
    await refusal(client.part(u.fileUploadId, 1, p1, sha256(p2)), 400, /checksum does not match/);
    await refusal(client.part(u.fileUploadId, 1, p1, 'not-a-checksum'), 400, /SHA-256/);
    await refusal(client.part(u.fileUploadId, 1, Buffer.concat([p1, Buffer.from('x')])), 413, /must be 65536/);
    await refusal(client.part(u.fileUploadId, 9, p1), 400, /beyond the file's 3 parts/);
    expect((await client.part(u.fileUploadId, 1, p1)).statusCode).toBe(200);
    await refusal(client.part(u.fileUploadId, 1, p1), 409, /received already/);
    // another company's upload is not found, even to its admin
    await refusal(other.part(u.fileUploadId, 2, p2), 404, /not found/i);
    await refusal(other.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`) as never, 404, /not found/i);
    await refusal(client.finish(u.fileUploadId), 409, /2 of its 3 parts are missing/);
    expect(((await client.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`)).json() as EftsUpload).uploadedParts).toEqual([1]);
    // cancelled: its parts are gone and it takes no more
    const cancelled = await client.finish(u.fileUploadId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await refusal(client.part(u.fileUploadId, 2, p2), 409, /cancelled/);
    const inputs = (await client.call('GET', `/efts/customers/${demo}/systems/cdms/folders/inbound/inputs`)).json() as EftsFilePage;
    expect(inputs.content.map((f) => f.fileName)).not.toContain('data.csv');
  });

  it("keeps an upload its starter's: a colleague gets 404 for its status, parts, completion and cancellation; a usertransactionsadmin acts on it; every part and deletion is audited with who sent it (issue 27)", async () => {
    const content = csv();
    const u = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'mine.csv', fileSize: content.length, contentType: 'text/csv' })).json() as EftsUpload;
    const p = (n: number) => content.subarray((n - 1) * PART, n * PART);
    expect((await client.part(u.fileUploadId, 1, p(1))).statusCode).toBe(200);
    // a colleague with file transfer: answered as another company is, nothing changes
    for (const res of [
      await colleague.part(u.fileUploadId, 2, p(2)),
      await colleague.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`),
      await colleague.finish(u.fileUploadId),
      await colleague.finish(u.fileUploadId, 'cancelled'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect((res.json() as { message: string }).message).toBe('Upload not found');
    }
    expect((await client.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`)).json()).toMatchObject({ status: 'in-progress', uploadedParts: [1] });
    // the company's administrator of users' transactions sends a part and completes it
    expect((await transfersAdmin.part(u.fileUploadId, 2, p(2))).statusCode).toBe(200);
    expect((await client.part(u.fileUploadId, 3, p(3))).statusCode).toBe(200);
    const done = await transfersAdmin.finish(u.fileUploadId);
    expect(done.statusCode, done.body).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, u.fileUploadId));
    const parts = events.filter((e) => e.action === 'efts.part-received').map((e) => ({ by: e.actorUsername, ...(e.details as { partNumber: number }) }));
    expect(parts.sort((a, b) => a.partNumber - b.partNumber)).toEqual([
      { by: 'demo.user', fileName: 'mine.csv', partNumber: 1, size: PART, sha256: sha256(p(1)), startedBy: 'demo.user' },
      { by: 'demo.admin', fileName: 'mine.csv', partNumber: 2, size: PART, sha256: sha256(p(2)), startedBy: 'demo.user' },
      { by: 'demo.user', fileName: 'mine.csv', partNumber: 3, size: p(3).length, sha256: sha256(p(3)), startedBy: 'demo.user' },
    ]);
    expect(events.find((e) => e.action === 'efts.upload-completed')).toMatchObject({ actorUsername: 'demo.admin', details: { startedBy: 'demo.user' } });
    // a deletion names who deleted the file (the actor) and who sent it
    const file = (done.json() as EftsUpload).file!;
    expect((await colleague.call('DELETE', `/filetransfers/files/fileId/${file.fileId}`)).statusCode).toBe(200);
    const [deleted] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, file.fileId), eq(auditEvents.action, 'efts.file-deleted')));
    expect(deleted).toMatchObject({ actorUsername: 'colleague', details: { fileName: 'mine.csv', transferredBy: 'demo.user', size: content.length } });

    // a colleague's cancellation is refused too; the starter's is audited with the starter
    const v = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'cancel.csv', fileSize: 10, contentType: 'text/csv' })).json() as EftsUpload;
    expect((await colleague.finish(v.fileUploadId, 'cancelled')).statusCode).toBe(404);
    expect((await client.finish(v.fileUploadId, 'cancelled')).statusCode).toBe(200);
  });

  it('leaves no .tmp file in the store after a wrong checksum, a sender that disconnects or goes silent mid-part, or a crash', async () => {
    const content = csv();
    const u = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'aborted.csv', fileSize: content.length, contentType: 'text/csv' })).json() as EftsUpload;
    const partOf = (n: number) => content.subarray((n - 1) * PART, n * PART);
    const uploadDir = path.join(t.dataDir, 'files', 'uploads', demo, u.fileUploadId);
    const tmpFiles = () => files(path.join(t.dataDir, 'files')).filter((f) => f.endsWith('.tmp'));
    expect((await client.part(u.fileUploadId, 1, partOf(1), sha256(partOf(2)))).statusCode).toBe(400);
    expect(tmpFiles()).toEqual([]);

    // over a real connection: 20 KB of the part's 64 KiB, the server writing it (local: its .tmp is there)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sendPartially = async (n: number) => {
      const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const head = [`PUT /api/filetransfers/upload/fileUploadId/${u.fileUploadId}/part/${n} HTTP/1.1`, 'host: 127.0.0.1', `authorization: ${client.auth.authorization}`, 'content-type: application/octet-stream', `content-length: ${PART}`, `${EFTS_PART_CHECKSUM_HEADER}: ${sha256(partOf(n))}`];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      socket.write(partOf(n).subarray(0, 20_000));
      if (kind === 'local') await expect.poll(() => tmpFiles().length, { timeout: 20_000 }).toBe(1);
      else await new Promise((resolve) => setTimeout(resolve, 500));
      return socket;
    };
    // the client goes away: the part is let go, nothing is left, and it may be sent again (S3 waited for good)
    (await sendPartially(1)).destroy();
    await expect.poll(async () => (await client.part(u.fileUploadId, 1, partOf(1))).statusCode, { timeout: 20_000, interval: 200 }).toBe(200);
    expect(tmpFiles()).toEqual([]);
    // the client goes silent without closing (EFTS_PART_IDLE_SECONDS is 1 here): the part is given up, the connection closed
    const silent = await sendPartially(2);
    await expect.poll(() => silent.readableEnded || silent.destroyed, { timeout: 20_000, interval: 100 }).toBe(true);
    silent.destroy();
    await expect.poll(async () => (await client.part(u.fileUploadId, 2, partOf(2))).statusCode, { timeout: 20_000, interval: 200 }).toBe(200);
    expect(tmpFiles()).toEqual([]);

    // a part's write whose process died mid-part is not kept with the completed file
    if (kind === 'local') fs.writeFileSync(path.join(uploadDir, 'part-00003.0123456789ab.tmp'), 'left by a crash');
    expect((await client.part(u.fileUploadId, 3, content.subarray(2 * PART))).statusCode).toBe(200);
    expect((await client.finish(u.fileUploadId)).statusCode).toBe(200);
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps the bytes of the one request that wins when a part is sent twice at once', async () => {
    const a = Buffer.from('checkNumber,amount\n1001,25.00\n');
    const b = Buffer.from('checkNumber,amount\n1002,26.00\n');
    const u = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'twice.csv', fileSize: a.length, contentType: 'text/csv' })).json() as EftsUpload;
    const answers = await Promise.all([client.part(u.fileUploadId, 1, a), client.part(u.fileUploadId, 1, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = answers[0].statusCode === 200 ? a : b;
    const file = ((await client.finish(u.fileUploadId)).json() as EftsUpload).file!;
    const got = await client.call('GET', `/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${file.gcpFileName}`);
    expect(got.rawPayload.equals(kept)).toBe(true);
  });

  it('gives up uploads no part has reached since the cut-off (the job passes a week ago): their parts leave the store', async () => {
    const content = csv();
    const u = (await client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'left.csv', fileSize: content.length, contentType: 'text/csv' })).json() as EftsUpload;
    expect((await client.part(u.fileUploadId, 1, content.subarray(0, PART))).statusCode).toBe(200);
    const store = selectFileStore(t.config, loadDataKey({ fromEnv: t.config.dataEncryptionKey, dataDir: t.config.dataDir, isProduction: false }));
    const failures: unknown[] = [];
    // the last part reached it at a fixed instant: a cut-off just before keeps it, one just after gives it up
    const lastPart = new Date('2026-11-01T12:00:00.000Z');
    await t.database.db.update(eftsUploads).set({ updatedAt: lastPart }).where(eq(eftsUploads.id, u.fileUploadId));
    expect(await removeAbandonedUploads(t.app.ctx, store, new Date(lastPart.getTime() - 1), (err) => failures.push(err))).toBe(0);
    expect(await removeAbandonedUploads(t.app.ctx, store, new Date(lastPart.getTime() + 1), (err) => failures.push(err))).toBe(1);
    expect(failures).toEqual([]);
    expect((await client.call('GET', `/filetransfers/upload/fileUploadId/${u.fileUploadId}`)).json()).toMatchObject({ status: 'cancelled', uploadedParts: [] });
    if (kind === 'local') expect(files(path.join(t.dataDir, 'files', 'uploads', demo, u.fileUploadId))).toEqual([]);
  });

  it('refuses bad file names, systems the company lacks and content that is not its declared type', async () => {
    const start = (over: Record<string, unknown>) => client.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'ok.csv', fileSize: 10, contentType: 'text/csv', ...over });
    for (const fileName of ['../../etc/passwd', 'a/b.csv', 'a\\b.csv', '..', 'bad\u0007name.csv', 'x'.repeat(1000)]) {
      const res = await start({ fileName });
      expect(res.statusCode, fileName).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/fileName/);
    }
    expect((await start({ system: 'nexgen' })).statusCode).toBe(404);
    expect((await start({ folder: 'nowhere' })).statusCode).toBe(404);
    expect((await start({ system: 'ereport', folder: 'reports' })).statusCode).toBe(409);
    // the body names another company
    const [{ id: second }] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Second Bank'));
    expect((await start({ customerId: second })).statusCode).toBe(403);
    expect((await noTransfer.start({ customerId: demo, system: 'cdms', folder: 'inbound', fileName: 'ok.csv', fileSize: 10, contentType: 'text/csv' })).statusCode).toBe(403);

    const text = Buffer.from('checkNumber,amount\n1,2\n');
    const u = (await start({ fileName: 'report.pdf', fileSize: text.length, contentType: 'application/pdf' })).json() as EftsUpload;
    const res = await client.part(u.fileUploadId, 1, text);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toMatch(/declared application\/pdf but its content is text/);
    expect((await client.finish(u.fileUploadId)).statusCode).toBe(409);
    // nothing named after a bad name anywhere under DATA_DIR, nothing assembled from refused parts
    // (not /bad/ alone: a random id can hold "bad", as 66bad529daee did)
    expect(files(t.dataDir).filter((f) => /passwd|report\.pdf|bad.?name/.test(f))).toEqual([]);
    if (kind === 'local') expect(files(path.join(t.dataDir, 'files', 'uploads', demo, u.fileUploadId))).toEqual([]);
  });
});
