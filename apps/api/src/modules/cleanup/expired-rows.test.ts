import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_LIMITS } from '@creditdesk/contracts';
import { loadConfig } from '../../config.js';
import {
  authorizationCodes,
  identityProviders,
  mfaChallenges,
  oneTimeCodes,
  webauthnChallenges,
  outboxEmails,
  refreshTokens,
  sessions,
  ssoTransactions,
  users,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FORGOT_CODES_PER_WINDOW, FORGOT_PASSWORD_PURPOSE, issueForgotPasswordCode } from '../passwords/forgot-password.js';
import { deleteExpiredRows, retentionOf } from './expired-rows.js';

/*
 * The clean-up is called directly with a clock (AT): each row is placed relative to it, so what is
 * deleted and what is kept never depends on how long the test takes.
 */

let t: TestApp;
let userId: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.database.db.select({ id: users.id, customerId: users.customerId }).from(users).where(eq(users.username, 'demo.user'));
  ({ id: userId, customerId } = user);
});
afterAll(() => t.close());

const db = () => t.database.db;
const AT = new Date('2031-06-01T12:00:00.000Z');
const at = (seconds: number) => new Date(AT.getTime() + seconds * 1000);
const MINUTE = 60;
const HOUR = 3600;

describe('the retention of each kind of row', () => {
  it('keeps outbox messages as long as the longest-lived code they carry, counting FORGOT_PASSWORD_CODE_MINUTES', () => {
    const defaults = retentionOf(t.config);
    expect(defaults.outboxSeconds).toBe(Math.max(15 * MINUTE, MFA_LIMITS.emailCodeSeconds));
    expect(retentionOf(loadConfig({ FORGOT_PASSWORD_CODE_MINUTES: '45' })).outboxSeconds).toBe(45 * MINUTE);
    expect(retentionOf(loadConfig({ FORGOT_PASSWORD_CODE_MINUTES: '1' })).outboxSeconds).toBe(MFA_LIMITS.emailCodeSeconds);
    expect(defaults.sessionMaxSeconds).toBe(t.config.tokens.sessionMaxSeconds);
  });
});

describe('deleteExpiredRows', () => {
  it('deletes what has expired and keeps what is alive or still counted', async () => {
    const retention = retentionOf(t.config);
    const [webauthnGone, webauthnKept] = await db()
      .insert(webauthnChallenges)
      .values([
        { challenge: 'gone', purpose: 'authentication', createdAt: at(-3 * MINUTE), expiresAt: at(-1) },
        { challenge: 'kept', purpose: 'authentication', createdAt: at(-1 * MINUTE), expiresAt: at(MINUTE) },
      ])
      .returning({ id: webauthnChallenges.id });
    const [challengeGone, challengeKept] = await db()
      .insert(mfaChallenges)
      .values([
        { userId, clientId: 'portal', createdAt: at(-6 * MINUTE), expiresAt: at(-1) },
        { userId, clientId: 'portal', createdAt: at(-1 * MINUTE), expiresAt: at(4 * MINUTE) },
      ])
      .returning({ id: mfaChallenges.id });

    const [codeGone, codeReplacedButCounted, codeLive] = await db()
      .insert(oneTimeCodes)
      .values([
        { userId, purpose: FORGOT_PASSWORD_PURPOSE, codeHash: 'h1', createdAt: at(-2 * HOUR), expiresAt: at(-105 * MINUTE) },
        // replaced by a newer code (expired at once) but still inside the send limit's window
        { userId, purpose: FORGOT_PASSWORD_PURPOSE, codeHash: 'h2', createdAt: at(-5 * MINUTE), expiresAt: at(-4 * MINUTE) },
        { userId, purpose: 'mfa-email', codeHash: 'h3', createdAt: at(-1 * MINUTE), expiresAt: at(9 * MINUTE) },
      ])
      .returning({ id: oneTimeCodes.id });

    const code = (hash: string, createdAt: Date, expiresAt: Date, usedAt: Date | null) => ({
      codeHash: hash,
      userId,
      clientId: 'creditdesk-portal',
      redirectUri: 'http://localhost:3000/login',
      codeChallenge: 'c'.repeat(43),
      createdAt,
      expiresAt,
      usedAt,
    });
    const hashes = { unusedExpired: randomUUID(), usedRecent: randomUUID(), usedOld: randomUUID(), live: randomUUID() };
    await db()
      .insert(authorizationCodes)
      .values([
        code(hashes.unusedExpired, at(-5 * MINUTE), at(-4 * MINUTE), null),
        // used: presented again it must still revoke the session it opened, which may live SESSION_MAX_SECONDS
        code(hashes.usedRecent, at(-1 * HOUR), at(-1 * HOUR + 60), at(-1 * HOUR + 5)),
        code(hashes.usedOld, at(-retention.sessionMaxSeconds - HOUR), at(-retention.sessionMaxSeconds - HOUR + 60), at(-retention.sessionMaxSeconds - HOUR + 5)),
        code(hashes.live, at(-10), at(50), null),
      ]);

    const [idp] = await db()
      .insert(identityProviders)
      .values({ customerId, identifier: `cleanup-${randomUUID()}`, displayName: 'Clean-up IdP', issuer: 'https://idp.example', clientId: 'x' })
      .returning({ id: identityProviders.id });
    const transaction = (expiresAt: Date) => ({
      identityProviderId: idp.id,
      clientId: 'creditdesk-portal',
      clientRedirectUri: 'http://localhost:3000/login',
      clientState: 's',
      clientCodeChallenge: 'c'.repeat(43),
      upstreamStateHash: randomUUID(),
      upstreamNonce: 'n',
      upstreamVerifierEnc: 'v',
      expiresAt,
    });
    const [ssoGone, ssoKept] = await db()
      .insert(ssoTransactions)
      .values([transaction(at(-1)), transaction(at(5 * MINUTE))])
      .returning({ id: ssoTransactions.id });

    const [session] = await db().insert(sessions).values({ userId, customerId, expiresAt: at(2 * HOUR) }).returning({ id: sessions.id });
    const [refreshGone, refreshKept] = await db()
      .insert(refreshTokens)
      .values([
        { sessionId: session.id, tokenHash: randomUUID(), expiresAt: at(-1) },
        { sessionId: session.id, tokenHash: randomUUID(), expiresAt: at(2 * HOUR) },
      ])
      .returning({ id: refreshTokens.id });

    const mail = (createdAt: Date) => ({ toAddress: 'dana@demo.test', subject: 'Your code', textBody: '123456', template: 'forgot-password', createdAt });
    const [mailGone, mailKept, mailQueued] = await db()
      .insert(outboxEmails)
      // the third is old but still queued for SMTP (the mail queue): it stays until sent or given up
      .values([mail(at(-retention.outboxSeconds - 1)), mail(at(-retention.outboxSeconds + MINUTE)), { ...mail(at(-HOUR)), nextAttemptAt: at(MINUTE) }])
      .returning({ id: outboxEmails.id });

    const removed = await deleteExpiredRows(db(), retention, AT);
    for (const n of Object.values(removed)) expect(n).toBeGreaterThanOrEqual(1);

    const ids = async (table: typeof mfaChallenges | typeof webauthnChallenges | typeof oneTimeCodes | typeof ssoTransactions | typeof refreshTokens | typeof outboxEmails, wanted: string[]) =>
      (await db().select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id).sort();
    expect(await ids(mfaChallenges, [challengeGone.id, challengeKept.id])).toEqual([challengeKept.id]);
    expect(await ids(webauthnChallenges, [webauthnGone.id, webauthnKept.id])).toEqual([webauthnKept.id]);
    expect(await ids(oneTimeCodes, [codeGone.id, codeReplacedButCounted.id, codeLive.id])).toEqual([codeReplacedButCounted.id, codeLive.id].sort());
    expect(await ids(ssoTransactions, [ssoGone.id, ssoKept.id])).toEqual([ssoKept.id]);
    expect(await ids(refreshTokens, [refreshGone.id, refreshKept.id])).toEqual([refreshKept.id]);
    expect(await ids(outboxEmails, [mailGone.id, mailKept.id, mailQueued.id])).toEqual([mailKept.id, mailQueued.id].sort());
    const codesLeft = await db().select({ h: authorizationCodes.codeHash }).from(authorizationCodes).where(inArray(authorizationCodes.codeHash, Object.values(hashes)));
    expect(codesLeft.map((r) => r.h).sort()).toEqual([hashes.usedRecent, hashes.live].sort());

    // nothing more to do at the same moment: a second run (another process) deletes nothing
    expect(Object.values(await deleteExpiredRows(db(), retention, AT)).every((n) => n === 0)).toBe(true);
  });

  it('is safe when several processes run it at once: each row is deleted once', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ userId, clientId: 'portal', createdAt: at(-HOUR), expiresAt: at(-i - 1) }));
    const inserted = await db().insert(mfaChallenges).values(rows).returning({ id: mfaChallenges.id });
    const retention = retentionOf(t.config);
    const runs = await Promise.all([deleteExpiredRows(db(), retention, AT), deleteExpiredRows(db(), retention, AT), deleteExpiredRows(db(), retention, AT)]);
    expect(runs.reduce((sum, r) => sum + r.mfaChallenges, 0)).toBe(inserted.length);
    expect(await db().$count(mfaChallenges, inArray(mfaChallenges.id, inserted.map((r) => r.id)))).toBe(0);
  });

  it("keeps the forgot-password send limit: codes replaced by newer ones still count after a clean-up on the database's clock", async () => {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'demo.admin'));
    for (let i = 0; i < FORGOT_CODES_PER_WINDOW; i++) expect((await issueForgotPasswordCode(t.app.ctx, user.id)).kind).toBe('issued');
    await deleteExpiredRows(db(), retentionOf(t.config));
    expect((await issueForgotPasswordCode(t.app.ctx, user.id)).kind).toBe('throttled');
  });
});
