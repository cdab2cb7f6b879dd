import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ERROR_CODES,
  LOGIN_WARNING_CODES,
  MESSAGES,
  MIGRATION_MESSAGES,
  MIGRATION_REFUSALS,
  type TokenSet,
  isLoginError,
  migrationUserSchema,
} from '@creditdesk/contracts';
import type { InjectOptions } from 'fastify';
import { auditEvents, customers, passwordHistory, retiredUsernames, userGroupMembers, userGroups, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { hashPassword } from '../../lib/passwords.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { startSmtpCapture } from '../../testing/smtp-capture.js';
import { DEMO_LEGACY } from './seed-demo.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Creditdesk <no-reply@creditdesk.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const call = (tokens: Pick<TokenSet, 'access_token'> | undefined, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: tokens ? bearer(tokens) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const reasonOf = (res: { json(): { additionalErrorDetails?: { reason?: string } } }) => res.json().additionalErrorDetails?.reason;
const userRow = async (name: string) => (await db().select().from(users).where(eq(users.username, name)))[0];
const legacyIds = { legacyCustomerId: DEMO_LEGACY.legacyCustomerId, legacyUserId: DEMO_LEGACY.legacyUserId };

/** A legacy user of Heritage Savings made for one test (the demo one is moved by the main test). */
async function addLegacyUser(username: string, ids: { legacyCustomerId: string; legacyUserId: string }) {
  const [company] = await db().select().from(customers).where(eq(customers.name, DEMO_LEGACY.company));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [row] = await db()
    .insert(users)
    .values({ customerId: company.id, username, email: `${username.replace(/\W/g, '')}@heritagesavings.example`, firstName: 'Lou', lastName: 'Older', role: 'enduser', passwordHash, passwordChangedAt: new Date(), isLegacy: true, ...ids })
    .returning();
  await db().insert(passwordHistory).values({ userId: row.id, passwordHash });
  return row;
}

/** Logs in a legacy user: tokens with warning 2003 (portal.md §8: the portal goes to /migration/sso). */
async function legacyLogin(name: string): Promise<TokenSet> {
  const tokens = await t.login(name);
  expect(tokens.warning_code).toBe(LOGIN_WARNING_CODES.legacyUserMustMigrate);
  return tokens;
}

describe('who may use the migration calls', () => {
  it('needs a token (401) and a legacy user (409 not-legacy for anyone else)', async () => {
    expect((await call(undefined, 'GET', '/migration/validate')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/migrateuser', { userName: 'x_y', ...legacyIds })).statusCode).toBe(401);
    const demoUser = await t.login('demo.user');
    for (const res of [
      await call(demoUser, 'GET', '/migration/validate'),
      await call(demoUser, 'GET', '/migration/exits/some_name'),
      await call(demoUser, 'POST', '/migrateuser', { userName: 'demo_user_new', ...legacyIds }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: MIGRATION_MESSAGES.notLegacy, additionalErrorDetails: { reason: MIGRATION_REFUSALS.notLegacy } });
    }
    expect((await userRow('demo.user')).isLegacy).toBe(false);
  });
});

describe('GET /migration/validate and GET /migration/exits/{userName}', () => {
  it("answers the legacy user's name, e-mail and legacy ids", async () => {
    const tokens = await legacyLogin(DEMO_LEGACY.username);
    const res = await call(tokens, 'GET', '/migration/validate');
    expect(res.statusCode, res.body).toBe(200);
    expect(migrationUserSchema.parse(res.json())).toEqual({
      userName: 'legacy.user',
      name: 'Lee Legacy',
      firstName: 'Lee',
      lastName: 'Legacy',
      email: 'legacy.user@heritagesavings.example',
      emailAddress: 'legacy.user@heritagesavings.example',
      companyName: 'Heritage Savings',
      ...legacyIds,
    });
  });

  it('checks a new User ID with the §5 rules: format first, then taken in any company and any case', async () => {
    const tokens = await legacyLogin(DEMO_LEGACY.username);
    expect((await call(tokens, 'GET', '/migration/exits/Lee_Legacy')).json()).toEqual({ userName: 'lee_legacy', exists: false });
    expect((await call(tokens, 'GET', `/migration/exits/${encodeURIComponent('lee@heritagesavings.example')}`)).json()).toMatchObject({ exists: false });
    expect((await call(tokens, 'GET', '/migration/exits/lee.legacy')).json()).toEqual({ userName: 'lee.legacy', exists: false });
    const bad = await call(tokens, 'GET', '/migration/exits/lee!legacy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.userId.invalidCharacters);
    expect((await call(tokens, 'GET', `/migration/exits/${encodeURIComponent('lee@')}`)).json().message).toBe(MESSAGES.userId.invalidEmail);
  });
});

describe('POST /migrateuser', () => {
  it('refuses legacy ids that are not the caller’s, and changes nothing', async () => {
    const tokens = await legacyLogin(DEMO_LEGACY.username);
    for (const ids of [
      { ...legacyIds, legacyUserId: 'U-999999' },
      { ...legacyIds, legacyCustomerId: 'HS-000000' },
    ]) {
      const res = await call(tokens, 'POST', '/migrateuser', { userName: 'lee_legacy', ...ids });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MIGRATION_MESSAGES.legacyIdMismatch, additionalErrorDetails: { reason: MIGRATION_REFUSALS.legacyIdMismatch } });
    }
    expect(await userRow('legacy.user')).toMatchObject({ isLegacy: true });
    expect(await userRow('lee_legacy')).toBeUndefined();
    expect(await db().$count(auditEvents, eq(auditEvents.action, 'user.migration-refused'))).toBeGreaterThanOrEqual(2);
  });

  it('refuses a User ID that is taken (any case), and a malformed one, and changes nothing', async () => {
    const tokens = await legacyLogin(DEMO_LEGACY.username);
    const admin = await t.login('demo.admin');
    const made = await call(admin, 'POST', '/orchestrator/users', { userName: 'taken_id', firstName: 'Tay', lastName: 'Ken', email: 'tay@demolending.example', role: 'enduser' });
    expect(made.statusCode).toBe(200);
    const taken = await call(tokens, 'POST', '/migrateuser', { userName: 'Taken_ID', ...legacyIds });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.userId.taken, additionalErrorDetails: { reason: MIGRATION_REFUSALS.userNameTaken, message: 'userName already exists' } });
    const malformed = await call(tokens, 'POST', '/migrateuser', { userName: 'has space', ...legacyIds });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().additionalErrorDetails.fields).toEqual([{ field: 'body.userName', message: MESSAGES.userId.invalidCharacters }]);
    expect(await userRow('legacy.user')).toMatchObject({ isLegacy: true });
    // the session was not ended by a refusal
    expect((await call(tokens, 'GET', '/migration/validate')).statusCode).toBe(200);
  });

  it('moves the login to the new User ID: same user and history, old name refused (3002) and retired, sessions ended, an e-mail sent; a second move refused', async () => {
    const tokens = await legacyLogin(DEMO_LEGACY.username);
    const other = await legacyLogin(DEMO_LEGACY.username);
    const before = await userRow('legacy.user');
    const customerId = before.customerId;

    // history made with the old login: a report and an audit trail
    const persona = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
    const ordered = await call(tokens, 'POST', '/consumers/reports/acrov6', consumerRequest(persona, { accountNumber: '400500600' }));
    expect(ordered.statusCode, ordered.body).toBe(200);
    const inquiryId = ordered.json().inquiryId as string;
    const trailBefore = await db().$count(auditEvents, eq(auditEvents.actorUserId, before.id));
    expect(trailBefore).toBeGreaterThan(0);

    // the screen sends the validate answer back with userName added (portal.md §3): extra fields are ignored
    const screen = (await call(tokens, 'GET', '/migration/validate')).json();
    const res = await call(tokens, 'POST', '/migrateuser', { ...screen, userName: 'Lee_Legacy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: MIGRATION_MESSAGES.migrated('lee_legacy', 'legacy.user@heritagesavings.example'),
      userName: 'lee_legacy',
      email: 'legacy.user@heritagesavings.example',
    });

    // the same row: id, company, password, groups
    const after = await userRow('lee_legacy');
    expect(after).toMatchObject({ id: before.id, customerId, isLegacy: false, passwordHash: before.passwordHash, ...legacyIds });
    expect(await userRow('legacy.user')).toBeUndefined();
    const groups = await db().select({ name: userGroups.name }).from(userGroupMembers).innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId)).where(eq(userGroupMembers.userId, before.id));
    expect(groups.map((g) => g.name)).toEqual(['Credit Reports']);

    // every session of the old login has ended, this one included
    expect((await call(tokens, 'GET', '/migration/validate')).statusCode).toBe(401);
    expect((await call(other, 'GET', `/users/user/legacy.user`)).statusCode).toBe(401);

    // the old login no longer works (as an unknown name: 3002); the new one does, without the 2003 warning
    const old = await t.attemptLogin('legacy.user', DEMO_PASSWORD);
    expect(isLoginError(old) && old.error_code).toBe(LOGIN_ERROR_CODES.invalidCredentials);
    const fresh = await t.login('Lee_Legacy');
    expect(fresh.warning_code).toBeUndefined();
    expect(decodeJwt(fresh.access_token)).toMatchObject({ sub: before.id, username: 'lee_legacy', customerId });

    // the history is still the user's
    const reports = await call(fresh, 'GET', `/reportinquiries/extract/customers/${customerId}/pages`);
    expect(reports.json().content.map((r: { id: string }) => r.id)).toContain(inquiryId);
    expect(await db().$count(auditEvents, eq(auditEvents.actorUserId, before.id))).toBeGreaterThan(trailBefore);
    const [migrated] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'user.migrated'), eq(auditEvents.targetId, 'lee_legacy')));
    expect(migrated).toMatchObject({ customerId, actorUserId: before.id, details: { before: { userName: 'legacy.user' }, after: { userName: 'lee_legacy' } } });
    // the earlier tests' logins of legacy.user too
    expect(migrated.details?.sessionsEnded).toBeGreaterThanOrEqual(2);

    // the e-mail tells the new User ID
    const mail = await smtp.waitFor((m) => m.to.includes('legacy.user@heritagesavings.example'));
    expect(mail.subject).toBe('Your new Creditdesk User ID');
    expect(mail.text).toContain('Your new User ID for Heritage Savings on Creditdesk is: lee_legacy');

    // a second move of the same user is refused, and changes nothing
    const again = await call(fresh, 'POST', '/migrateuser', { userName: 'lee_again', ...legacyIds });
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe(MIGRATION_REFUSALS.notLegacy);
    expect((await userRow('lee_legacy')).id).toBe(before.id);
    expect((await call(fresh, 'GET', '/migration/validate')).statusCode).toBe(409);

    // the old name stays reserved: the name checks say taken, and the database refuses it
    expect((await db().select().from(retiredUsernames)).map((r) => [r.username, r.userId])).toContainEqual(['legacy.user', before.id]);
    const admin = await t.login('demo.admin');
    expect((await call(admin, 'GET', '/orchestrator/users/exits/legacy.user')).json()).toMatchObject({ exists: true });
    await expect(addLegacyUser('legacy.user', { legacyCustomerId: 'HS-1', legacyUserId: 'U-1' })).rejects.toThrow();
  });

  it('lets only one of two legacy users racing for the same new User ID have it', async () => {
    await addLegacyUser('racer.one', { legacyCustomerId: 'HS-7', legacyUserId: 'U-71' });
    await addLegacyUser('racer.two', { legacyCustomerId: 'HS-7', legacyUserId: 'U-72' });
    const [one, two] = [await legacyLogin('racer.one'), await legacyLogin('racer.two')];
    const answers = await Promise.all([
      call(one, 'POST', '/migrateuser', { userName: 'the_winner', legacyCustomerId: 'HS-7', legacyUserId: 'U-71' }),
      call(two, 'POST', '/migrateuser', { userName: 'the_winner', legacyCustomerId: 'HS-7', legacyUserId: 'U-72' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(reasonOf(loser)).toBe(MIGRATION_REFUSALS.userNameTaken);
    const stillLegacy = (await db().select().from(users).where(eq(users.isLegacy, true))).map((u) => u.username);
    expect(stillLegacy.filter((n) => n.startsWith('racer.'))).toHaveLength(1);
  });

  it('moves a user once when the same move is sent twice at the same time', async () => {
    await addLegacyUser('twice.sent', { legacyCustomerId: 'HS-8', legacyUserId: 'U-81' });
    const tokens = await legacyLogin('twice.sent');
    const body = { userName: 'twice_sent', legacyCustomerId: 'HS-8', legacyUserId: 'U-81' };
    const answers = await Promise.all([call(tokens, 'POST', '/migrateuser', body), call(tokens, 'POST', '/migrateuser', body)]);
    const codes = answers.map((a) => a.statusCode).sort();
    // the loser either waited on the row lock (409 not-legacy) or came after the session ended (401)
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect((await userRow('twice_sent')).isLegacy).toBe(false);
    expect((await db().select().from(retiredUsernames).where(eq(retiredUsernames.username, 'twice.sent'))).length).toBe(1);
  });
});
