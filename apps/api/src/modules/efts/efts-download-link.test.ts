import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EFTS_DOWNLOAD_LINK_SECONDS, LINK_GRANT_MESSAGES, type EftsFile } from '@creditdesk/contracts';
import { auditEvents, customers, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { eftsClient, sha256 } from './testing/efts-client.js';

// Download links (docs/file-transfer.md "Downloads"): the browser's own download of one file, without
// the bearer token. The grant logic is the store's caller, so the local store is enough here.

const downloadPath = (f: EftsFile, kind = 'unprocessed') => `/filetransfers/download/${kind}/fileId/${f.fileId}/gcpFileName/${encodeURIComponent(f.gcpFileName)}`;

describe('download links', () => {
  let t: TestApp;
  let client: ReturnType<typeof eftsClient>;
  let other: ReturnType<typeof eftsClient>;
  let anonymous: ReturnType<typeof eftsClient>;
  let first: EftsFile;
  let second: EftsFile;
  const content = Buffer.from(Array.from({ length: 4000 }, (_, i) => `${1000 + i},${i}.25,021000021,${4000040000 + i},Consumer ${i}`).join('\n') + '\n');

  beforeAll(async () => {
    t = await createTestApp();
    const [{ id: demo }] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
    client = eftsClient(t.app, bearer(await t.login('demo.user')));
    other = eftsClient(t.app, bearer(await t.login('other.admin')));
    anonymous = eftsClient(t.app, {} as { authorization: string });
    const where = { system: 'cdms', folder: 'inbound' };
    first = (await client.upload(demo, { name: 'first.csv', content }, where)).file!;
    second = (await client.upload(demo, { name: 'second.csv', content: Buffer.from('a,b\n1,2\n') }, where)).file!;
  }, 60_000);
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const linkOf = async (c: ReturnType<typeof eftsClient>, f: EftsFile) => c.call('POST', `${downloadPath(f)}/link`);
  /** the link's URL, asked for without the bearer token (as the browser does) */
  const follow = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('downloads the file, whole and by range, with the grant alone; audited as a download via the link', async () => {
    const res = await linkOf(client, first);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json() as { url: string; expiresAt: string };
    expect(url.startsWith(`/api${downloadPath(first)}?grant=`)).toBe(true);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(EFTS_DOWNLOAD_LINK_SECONDS * 1000);

    const whole = await follow(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(sha256(whole.rawPayload)).toBe(sha256(content));
    // the browser's resume: the same URL with a Range
    const ranged = await follow(url, { range: 'bytes=1000-' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(content.subarray(1000))).toBe(true);

    const audited = await t.database.db.select({ action: auditEvents.action, details: auditEvents.details, actor: auditEvents.actorUsername }).from(auditEvents).where(and(eq(auditEvents.targetId, first.fileId)));
    expect(audited.filter((a) => a.action === 'efts.download-link-issued')).toHaveLength(1);
    const downloads = audited.filter((a) => a.action === 'efts.file-downloaded').map((a) => ({ actor: a.actor, ...(a.details as Record<string, unknown>) }));
    expect(downloads).toEqual(expect.arrayContaining([expect.objectContaining({ actor: 'demo.user', via: 'link' }), expect.objectContaining({ via: 'link', range: `1000-${content.length - 1}` })]));
  });

  it('refuses an expired grant, a forged one, and one for another file', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { url } = (await linkOf(client, first)).json() as { url: string };
    vi.setSystemTime(Date.now() + (EFTS_DOWNLOAD_LINK_SECONDS + 5) * 1000);
    const expired = await follow(url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: LINK_GRANT_MESSAGES.invalid });
    vi.useRealTimers();

    const fresh = ((await linkOf(client, first)).json() as { url: string }).url;
    const grant = new URL(fresh, 'http://x').searchParams.get('grant')!;
    const forged = await follow(`/api${downloadPath(first)}?grant=${encodeURIComponent(grant.slice(0, -4) + (grant.endsWith('AAAA') ? 'BBBB' : 'AAAA'))}`);
    expect(forged.statusCode).toBe(401);
    const otherFile = await follow(`/api${downloadPath(second)}?grant=${encodeURIComponent(grant)}`);
    expect(otherFile.statusCode).toBe(403);
    expect(otherFile.json()).toMatchObject({ message: LINK_GRANT_MESSAGES.otherCall });
    // nor is a grant an access token
    expect((await t.app.inject({ method: 'GET', url: `/api${downloadPath(first)}`, headers: { authorization: `Bearer ${grant}` } })).statusCode).toBe(401);
  });

  it("answers another company's file 404 at link time, and no bearer nor grant 401", async () => {
    expect((await linkOf(other, first)).statusCode).toBe(404);
    expect((await linkOf(anonymous, first)).statusCode).toBe(401);
    expect((await anonymous.call('GET', downloadPath(first))).statusCode).toBe(401);
  });

  it('stops opening the file once the session it was issued in has ended', async () => {
    const session = eftsClient(t.app, bearer(await t.login('demo.user')));
    const { url } = (await linkOf(session, first)).json() as { url: string };
    expect((await follow(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    const grant = new URL(url, 'http://x').searchParams.get('grant')!;
    const sid = (JSON.parse(Buffer.from(grant.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    t.app.ctx.access.forgetSessions();
    const ended = await follow(url);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ message: LINK_GRANT_MESSAGES.sessionEnded });
  });
});
