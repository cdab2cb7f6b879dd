import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MIN_LENGTH, type TokenSet } from '@creditdesk/contracts';
import { auditEvents, customers, forgotPasswordRequests, loginThrottle, oneTimeCodes, passwordHistory, sessions, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { type CapturedMail, startSmtpCapture } from '../../testing/smtp-capture.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { FORGOT_CODE_MAX_ATTEMPTS } from './forgot-password.js';
import { TEMPORARY_PASSWORD_ALPHABET, TEMPORARY_PASSWORD_LENGTH } from './password-policy.js';
import { storePassword } from './password-store.js';
import { passwordWorkSettled } from './passwords.routes.js';
import { FORGOT_REQUEST_LEASE_SECONDS, holdForgotPasswordRequest, workDueForgotPasswordRequests } from './forgot-password-queue.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let demoCustomerId: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Creditdesk <no-reply@creditdesk.test>' });
  const [c] = await t.database.db.select().from(customers).where(eq(customers.name, 'Demo Lending'));
  demoCustomerId = c.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(loginThrottle);
});

const ORIGINAL = 'Original pass 2026';

/** A user of Demo Lending with a known password (in its history, as every password set is). */
async function newUser(password = ORIGINAL, extra: Partial<typeof users.$inferInsert> = {}) {
  const db = t.database.db;
  const username = `p.${randomUUID().slice(0, 8)}`;
  const [u] = await db
    .insert(users)
    .values({
      customerId: demoCustomerId,
      username,
      email: `${username}@demolending.example`,
      firstName: 'Robin',
      lastName: 'Quill',
      role: 'enduser',
      ...extra,
    })
    .returning();
  await storePassword(db, u.id, await hashPassword(password), { mustChange: false });
  return { username, id: u.id, email: u.email };
}

const url = (page: string) => `/api/login/users/changepassword?page=${page}`;
const post = (page: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: url(page), payload, headers });
const changeOwn = async (tokens: TokenSet, userName: string, currentPassword: string, newPassword: string) => {
  const res = await post('MY_PROFILE', { userName, currentPassword, newPassword }, bearer(tokens));
  expect(res.statusCode).toBe(200);
  return res.json();
};
const forgot = (userName: string) => post('FORGOT_PW', { userName });
const confirm = async (userName: string, code: string, newPassword: string) => {
  const res = await post('CONFIRM_FORGOT_PW', { userName, code, newPassword });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const products = (tokens: TokenSet) =>
  t.app.inject({ method: 'GET', url: `/api/products/customers/${demoCustomerId}`, headers: bearer(tokens) });
const profileOf = (tokens: TokenSet, id: string) => t.app.inject({ method: 'GET', url: `/api/users/user/${id}`, headers: bearer(tokens) });

const mailsTo = (to: string, template: 'code' | 'temporary') =>
  smtp.messages.filter((m) => m.to.includes(to) && (template === 'code' ? /reset code/.test(m.subject) : /temporary/i.test(m.subject)));
const codeIn = (mail: CapturedMail) => /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1] ?? '';
async function requestCode(email: string, userName: string): Promise<string> {
  const before = mailsTo(email, 'code').length;
  expect((await forgot(userName)).statusCode).toBe(200);
  await passwordWorkSettled(t.app);
  const mails = mailsTo(email, 'code');
  expect(mails.length).toBe(before + 1);
  return codeIn(mails.at(-1)!);
}

async function auditOf(username: string) {
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, username));
}

describe('MY_PROFILE: the logged-in user changes their password', () => {
  it('changes it: the new one logs in, the old does not, other sessions end, the current one stays', async () => {
    const u = await newUser();
    const other = await t.login(u.username, ORIGINAL);
    const mine = await t.login(u.username, ORIGINAL);
    expect(await changeOwn(mine, u.username, ORIGINAL, 'Harbour lights at dusk')).toEqual({ status: 'success', message: MESSAGES.password.changed });
    expect((await profileOf(mine, u.username)).statusCode).toBe(200);
    expect((await profileOf(other, u.username)).statusCode).toBe(401);
    expect(await t.attemptLogin(u.username, ORIGINAL)).toMatchObject({ error_code: 3002 });
    await t.login(u.username, 'Harbour lights at dusk');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.mustChangePassword).toBe(false);
    expect(Date.now() - row.passwordChangedAt!.getTime()).toBeLessThan(60_000);
    const history = await t.database.db.select().from(passwordHistory).where(eq(passwordHistory.userId, u.id));
    expect(history).toHaveLength(2);
    const audit = await auditOf(u.username);
    expect(audit.map((a) => a.action)).toContain('password.changed');
    expect(JSON.stringify(audit)).not.toMatch(/Harbour lights|Original pass/);
  });

  it('3002 for a wrong current password; the 5th consecutive failure answers 3003 and ends every session', async () => {
    const u = await newUser();
    const first = await t.login(u.username, ORIGINAL);
    const second = await t.login(u.username, ORIGINAL);
    for (let i = 1; i <= 4; i++) {
      expect(await changeOwn(first, u.username, `wrong current ${i}`, 'Harbour lights at dusk')).toEqual({
        error_code: 3002,
        error_message: MESSAGES.password.wrongCurrent,
      });
    }
    expect(await changeOwn(first, u.username, 'wrong current 5', 'Harbour lights at dusk')).toEqual({
      error_code: 3003,
      error_message: MESSAGES.login.lockedOut,
    });
    expect((await profileOf(first, u.username)).statusCode).toBe(401);
    expect((await profileOf(second, u.username)).statusCode).toBe(401);
    // the same lockout as the login's: the right password is refused for 30 minutes
    expect(await t.attemptLogin(u.username, ORIGINAL)).toMatchObject({ error_code: 3003 });
    const audit = await auditOf(u.username);
    expect(audit.filter((a) => a.action === 'password.change-failed').map((a) => a.details?.code)).toEqual([3002, 3002, 3002, 3002, 3003]);
  });

  it('counts failed logins and failed changes together, and a right current password clears the count', async () => {
    const u = await newUser();
    const tokens = await t.login(u.username, ORIGINAL);
    for (let i = 0; i < 3; i++) await t.attemptLogin(u.username, 'wrong');
    expect(await changeOwn(tokens, u.username, 'wrong', 'Harbour lights at dusk')).toMatchObject({ error_code: 3002 });
    expect(await changeOwn(tokens, u.username, ORIGINAL, 'short')).toMatchObject({ error_code: 3007 });
    for (let i = 0; i < 4; i++) expect(await t.attemptLogin(u.username, 'wrong')).toMatchObject({ error_code: 3002 });
  });

  it.each([
    ['shorter than 12 characters', 'Sh0rt!pass', 3007],
    ['the user name in it', 'USERNAME wants tea', 3007],
    ["the person's name in it", 'robin flies south 22', 3007],
    ['the product name', 'my creditdesk login', 3008],
    ['on the common list', 'password1234', 3008],
    ['on the common list (case-insensitive)', 'QwertyUiop123', 3008],
    ['a trivial run', '111111111111', 3008],
  ])('refuses a new password with %s', async (_what, candidate, code) => {
    const u = await newUser();
    const tokens = await t.login(u.username, ORIGINAL);
    const newPassword = candidate.replace('USERNAME', u.username.toUpperCase());
    expect(await changeOwn(tokens, u.username, ORIGINAL, newPassword)).toEqual({ error_code: code, error_message: MESSAGES.password.refused });
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    const audit = await auditOf(u.username);
    expect(audit.find((a) => a.action === 'password.change-failed')?.details).toMatchObject({ code });
    expect(JSON.stringify(audit)).not.toContain(newPassword);
  });

  it('3009 for the current password and for one used three changes ago; older than ten changes is allowed', async () => {
    const u = await newUser();
    const tokens = await t.login(u.username, ORIGINAL);
    expect(await changeOwn(tokens, u.username, ORIGINAL, ORIGINAL)).toEqual({ error_code: 3009, error_message: MESSAGES.password.reused });
    const sequence = ['Lantern field one', 'Lantern field two', 'Lantern field three', 'Lantern field four'];
    let current = ORIGINAL;
    for (const next of sequence) {
      expect(await changeOwn(tokens, u.username, current, next)).toMatchObject({ status: 'success' });
      current = next;
    }
    // 'Lantern field one' was replaced three changes ago
    expect(await changeOwn(tokens, u.username, current, 'Lantern field one')).toMatchObject({ error_code: 3009 });
    // After ten more changes the original has left the history (the current and ten before it).
    for (let i = 5; i <= 11; i++) {
      const next = `Lantern field no ${i}`;
      expect(await changeOwn(tokens, u.username, current, next)).toMatchObject({ status: 'success' });
      current = next;
    }
    expect(await t.database.db.$count(passwordHistory, eq(passwordHistory.userId, u.id))).toBe(11);
    expect(await changeOwn(tokens, u.username, current, 'Lantern field one')).toMatchObject({ error_code: 3009 });
    expect(await changeOwn(tokens, u.username, current, ORIGINAL)).toMatchObject({ status: 'success' });
    // sixteen changes, each verifying against up to eleven argon2 hashes
  }, 120_000);

  it('needs the caller’s own token and name; bad input is a 400', async () => {
    const u = await newUser();
    const anonymous = await post('MY_PROFILE', { userName: u.username, currentPassword: ORIGINAL, newPassword: 'Harbour lights at dusk' });
    expect(anonymous.statusCode).toBe(401);
    expect((await post('MY_PROFILE', { userName: u.username })).statusCode).toBe(401);
    const admin = await t.login('demo.admin');
    const someoneElse = await post('MY_PROFILE', { userName: u.username, currentPassword: ORIGINAL, newPassword: 'Harbour lights at dusk' }, bearer(admin));
    expect(someoneElse.statusCode).toBe(403);
    const missing = await post('MY_PROFILE', { userName: 'demo.admin', currentPassword: 'x' }, bearer(admin));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/newPassword is required/);
    const badPage = await t.app.inject({ method: 'POST', url: url('SOMETHING'), payload: { userName: 'x' } });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('FORGOT_PW and CONFIRM_FORGOT_PW', () => {
  it('e-mails a 6-digit code; the code and a new password reset it, end every session and lift the lockout', async () => {
    const u = await newUser();
    const session = await t.login(u.username, ORIGINAL);
    for (let i = 0; i < 5; i++) await t.attemptLogin(u.username, 'wrong');
    expect(await t.attemptLogin(u.username, ORIGINAL)).toMatchObject({ error_code: 3003 });

    const res = await forgot(u.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.password.forgotCodeSent });
    await passwordWorkSettled(t.app);
    const mail = await smtp.waitFor((m) => m.to.includes(u.email) && /reset code/.test(m.subject));
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('expires in 15 minutes');

    // stored only as a hash
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, u.id));
    expect(row.purpose).toBe('forgot-password');
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);

    expect(await confirm(u.username, code, 'Fresh snow on the pass')).toEqual({ status: 'success', message: MESSAGES.password.changed });
    expect((await profileOf(session, u.username)).statusCode).toBe(401);
    await t.login(u.username, 'Fresh snow on the pass');
    // used once
    expect(await confirm(u.username, code, 'Another fresh start 9')).toEqual({ error_code: 3010, error_message: MESSAGES.password.codeInvalid });

    const audit = await auditOf(u.username);
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(
      expect.arrayContaining(['password.forgot-requested:success', 'password.forgot-confirmed:success', 'password.forgot-confirm-failed:failure']),
    );
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${code}|Fresh snow|Another fresh`));
  });

  it('a request held by a process that stopped before working it is worked by another after the lease, once', async () => {
    const u = await newUser();
    // what the route holds before answering; the process "stops" before working it
    const id = await holdForgotPasswordRequest(t.app.ctx, u.username, { ip: '203.0.113.9', correlationId: 'held-1' });
    const log = { error: () => undefined };
    expect(await workDueForgotPasswordRequests(t.app.ctx, log)).toBe(0); // still leased to its process
    const due = new Date(Date.now() + (FORGOT_REQUEST_LEASE_SECONDS + 5) * 1000);
    const [a, b] = await Promise.all([workDueForgotPasswordRequests(t.app.ctx, log, due), workDueForgotPasswordRequests(t.app.ctx, log, due)]);
    expect(a + b).toBe(1);
    const mails = await smtp.waitFor((m) => m.to.includes(u.email) && /reset code/.test(m.subject));
    expect(codeIn(mails)).toMatch(/^\d{6}$/);
    expect(mailsTo(u.email, 'code')).toHaveLength(1);
    expect(await t.database.db.select().from(forgotPasswordRequests).where(eq(forgotPasswordRequests.id, id))).toEqual([]);
    expect((await auditOf(u.username)).map((e) => e.action)).toContain('password.forgot-requested');
  });

  it('answers every name alike (unknown, SSO, inactive): same status, same body, no e-mail', async () => {
    const known = await newUser();
    const sso = await newUser(ORIGINAL, { isSsoUser: true });
    const inactive = await newUser(ORIGINAL, { status: 'inactive' });
    const answers = await Promise.all([known.username, 'nobody.by.that.name', sso.username, inactive.username].map(forgot));
    await passwordWorkSettled(t.app);
    const shapes = answers.map((r) => ({ status: r.statusCode, body: r.body, type: r.headers['content-type'] }));
    expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(mailsTo(known.email, 'code')).toHaveLength(1);
    expect(mailsTo(sso.email, 'code')).toHaveLength(0);
    expect(mailsTo(inactive.email, 'code')).toHaveLength(0);
    const unknownAudit = await auditOf('nobody.by.that.name');
    expect(unknownAudit[0]).toMatchObject({ action: 'password.forgot-requested', outcome: 'failure', details: { reason: 'unknown-user' } });
    // confirming for an unknown name is the same 3010 as a wrong code
    expect(await confirm('nobody.by.that.name', '123456', 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
  });

  it('refuses an expired code', async () => {
    const u = await newUser();
    const code = await requestCode(u.email, u.username);
    await t.database.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeCodes.userId, u.id));
    expect(await confirm(u.username, code, 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
    await t.login(u.username, ORIGINAL);
  });

  it(`voids a code after ${FORGOT_CODE_MAX_ATTEMPTS} wrong tries, even for the right code after them`, async () => {
    const u = await newUser();
    const code = await requestCode(u.email, u.username);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < FORGOT_CODE_MAX_ATTEMPTS; i++) {
      expect(await confirm(u.username, wrong, 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
    }
    expect(await confirm(u.username, code, 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, u.id));
    expect(row.attempts).toBe(FORGOT_CODE_MAX_ATTEMPTS);
    await t.login(u.username, ORIGINAL);
  });

  it('a new code replaces the earlier one; past three codes in 15 minutes no more are sent', async () => {
    const u = await newUser();
    const first = await requestCode(u.email, u.username);
    const second = await requestCode(u.email, u.username);
    if (first !== second) expect(await confirm(u.username, first, 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
    await requestCode(u.email, u.username);
    expect((await forgot(u.username)).json()).toEqual({ status: 'success', message: MESSAGES.password.forgotCodeSent });
    await passwordWorkSettled(t.app);
    expect(mailsTo(u.email, 'code')).toHaveLength(3);
    expect(await t.database.db.$count(oneTimeCodes, eq(oneTimeCodes.userId, u.id))).toBe(3);
    const audit = await auditOf(u.username);
    expect(audit.filter((a) => a.details?.reason === 'too-many-codes')).toHaveLength(1);
  });

  it('applies the password policy with the code (3007, 3008, 3009); the code survives a refused password', async () => {
    const u = await newUser();
    const code = await requestCode(u.email, u.username);
    expect(await confirm(u.username, code, 'too short')).toMatchObject({ error_code: 3007 });
    expect(await confirm(u.username, code, 'qwertyuiop123')).toMatchObject({ error_code: 3008 });
    expect(await confirm(u.username, code, ORIGINAL)).toMatchObject({ error_code: 3009 });
    expect(await confirm(u.username, code, 'Fresh snow on the pass')).toMatchObject({ status: 'success' });
  });

  it('bad input is a 400 naming the field', async () => {
    const res = await post('CONFIRM_FORGOT_PW', { userName: 'demo.user', code: '12ab', newPassword: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/code must be the 6 digits/);
  });
});

describe('1012 on the public password pages', () => {
  it('counts FORGOT_PW and CONFIRM_FORGOT_PW against the client address', async () => {
    const limited = await createTestApp({ LOGIN_IP_ATTEMPTS_PER_MINUTE: '2' });
    try {
      const call = (page: string, payload: Record<string, string>) =>
        limited.app.inject({ method: 'POST', url: url(page), payload, remoteAddress: '192.0.2.44' }).then((r) => r.json());
      await call('FORGOT_PW', { userName: 'nobody.at.all' });
      await call('CONFIRM_FORGOT_PW', { userName: 'nobody.at.all', code: '123456', newPassword: 'Fresh snow on the pass' });
      expect(await call('FORGOT_PW', { userName: 'nobody.at.all' })).toMatchObject({ error_code: 1012 });
      await passwordWorkSettled(limited.app);
    } finally {
      await limited.close();
    }
  });
});

describe('temporary password (user administration)', () => {
  const generate = (tokens: TokenSet, userName: string) =>
    t.app.inject({ method: 'POST', url: '/api/cognito/users/temp/passwordgenerator', payload: { userName }, headers: bearer(tokens) });

  it('e-mails a temporary password; the next login must change it before anything else', async () => {
    const u = await newUser();
    const before = await t.login(u.username, ORIGINAL);
    const admin = await t.login('demo.admin');
    const res = await generate(admin, u.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.users.passwordReset(u.username) });
    expect((await profileOf(before, u.username)).statusCode).toBe(401);

    const mail = await smtp.waitFor((m) => m.to.includes(u.email) && /temporary/i.test(m.subject));
    const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(temporary).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
    expect([...temporary].every((ch) => TEMPORARY_PASSWORD_ALPHABET.includes(ch))).toBe(true);
    expect(await t.attemptLogin(u.username, ORIGINAL)).toMatchObject({ error_code: 3002 });

    const tokens = await t.login(u.username, temporary);
    expect(tokens.password_change_required).toBe(true);
    expect(decodeJwt(tokens.access_token).pwd_change).toBe(true);
    // every endpoint refuses the token, but those needed to change the password
    const refused = await products(tokens);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.password.mustChange);
    expect((await profileOf(tokens, u.username)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/config', headers: bearer(tokens) })).statusCode).toBe(200);
    // a refresh keeps the limit
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token/refresh',
      payload: new URLSearchParams({ refresh_token: tokens.refresh_token, client_id: 'creditdesk-portal' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const limited = refreshed.json() as TokenSet;
    expect(limited.password_change_required).toBe(true);
    expect((await products(limited)).statusCode).toBe(403);

    // the temporary password cannot be kept
    expect(await changeOwn(limited, u.username, temporary, temporary)).toMatchObject({ error_code: 3009 });
    expect(await changeOwn(limited, u.username, temporary, 'Copper kettle singing')).toMatchObject({ status: 'success' });
    // the same token opens everything now; a new login carries no flag
    expect((await products(limited)).statusCode).toBe(200);
    const after = await t.login(u.username, 'Copper kettle singing');
    expect(after.password_change_required).toBeUndefined();
    expect(decodeJwt(after.access_token).pwd_change).toBeUndefined();

    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'password.reset'), eq(auditEvents.targetId, u.username)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'success', actorUsername: 'demo.admin', customerId: demoCustomerId });
    const everything = await t.database.db.select().from(auditEvents);
    expect(JSON.stringify(everything)).not.toContain(temporary);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.mustChangePassword).toBe(false);
  });

  it("is for a user-management admin of the user's own company only", async () => {
    const u = await newUser();
    expect((await generate(await t.login('other.admin'), u.username)).statusCode).toBe(403);
    expect((await generate(await t.login('demo.user'), u.username)).statusCode).toBe(403);
    expect((await generate(await t.login('demo.admin'), 'nobody.by.that.name')).statusCode).toBe(404);
    const sysadmin = await generate(await t.login('demo.admin'), 'demo.sysadmin');
    expect(sysadmin.statusCode).toBe(403);
    expect(sysadmin.json().message).toBe(MESSAGES.users.adminCannotUpdateSysadmin);
    const sso = await newUser(ORIGINAL, { isSsoUser: true });
    expect((await generate(await t.login('demo.admin'), sso.username)).statusCode).toBe(400);
    // nothing changed for the user
    await t.login(u.username, ORIGINAL);
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'password.reset'), eq(auditEvents.outcome, 'failure'), eq(auditEvents.targetId, u.username)));
    expect(refusals.map((r) => r.actorUsername)).toEqual(['other.admin']);
  });

  it('lifts the lockout of the name and voids pending forgot-password codes', async () => {
    const u = await newUser();
    const code = await requestCode(u.email, u.username);
    for (let i = 0; i < 5; i++) await t.attemptLogin(u.username, 'wrong');
    expect((await generate(await t.login('demo.admin'), u.username)).statusCode).toBe(200);
    expect(await confirm(u.username, code, 'Fresh snow on the pass')).toMatchObject({ error_code: 3010 });
    const mail = await smtp.waitFor((m) => m.to.includes(u.email) && /temporary/i.test(m.subject));
    const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect((await t.login(u.username, temporary)).password_change_required).toBe(true);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(live.length).toBeGreaterThan(0);
  });
});
