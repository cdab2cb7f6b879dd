import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MFA_ERROR_CODES, type MfaChallenge, isLoginError, isMfaChallenge } from '@creditdesk/contracts';
import { auditEvents, customers, mfaChallenges, sessions, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { type CapturedMail, startSmtpCapture } from '../../testing/smtp-capture.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // Second Bank requires a second factor of every user.
  await t.database.db.update(customers).set({ mfaRequired: true }).where(eq(customers.name, 'Second Bank'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;

async function challenge(userName: string): Promise<MfaChallenge> {
  const result = await t.attemptLogin(userName, DEMO_PASSWORD);
  if (!isMfaChallenge(result)) throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
  return result;
}

const validate = (mfa_token: string, code: string, method: 'totp' | 'email' = 'totp') =>
  t.app.inject({ method: 'POST', url: '/api/login/users/otp/validate', payload: { mfa_token, code, method } });
const sendEmail = (mfa_token: string) => t.app.inject({ method: 'POST', url: '/api/login/users/otp/email', payload: { mfa_token } });

const userId = async (username: string) => (await db().select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const sessionCount = async (username: string) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, await userId(username))))[0].n;
const auditOf = async (username: string) => db().select().from(auditEvents).where(eq(auditEvents.actorUsername, username));
const totpAt = (secret: string, epochSeconds: number) => generate({ secret, epoch: epochSeconds });
const now = () => Math.floor(Date.now() / 1000);

/** Enrols a user in a company that requires MFA: the first login's QR secret and its first code. */
async function enrol(username: string): Promise<string> {
  const first = await challenge(username);
  const secret = first.enrollment!.secret;
  const res = await validate(first.mfa_token, await totpAt(secret, now()));
  expect(res.statusCode).toBe(200);
  expect(isLoginError(res.json())).toBe(false);
  return secret;
}

/** A user's TOTP state back to "not enrolled" and their company's rule to none. */
async function resetUser(username: string) {
  await db().update(users).set({ totpSecretEnc: null, totpEnrolledAt: null, totpLastStep: null, status: 'active' }).where(eq(users.username, username));
}

describe('when a second factor is asked', () => {
  it('a user of a company without the rule and without an app logs in with the password alone', async () => {
    const result = await t.attemptLogin('demo.user', DEMO_PASSWORD);
    expect(isMfaChallenge(result)).toBe(false);
    expect(result).toHaveProperty('access_token');
  });

  it('a company that requires it answers 4001 with the QR enrolment on the first login', async () => {
    const c = await challenge('other.admin');
    expect(c).toMatchObject({ warning_code: 4001, expires_in: 300, methods: ['totp', 'email'], totp_enrolled: false });
    expect(c.enrollment!.otpauthUrl).toBe(`otpauth://totp/Creditdesk:other.admin?secret=${c.enrollment!.secret}&issuer=Creditdesk`);
    expect(c.enrollment!.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(c.enrollment!.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The secret is stored only encrypted; a second login before confirming shows the same one.
    const [row] = await db().select().from(users).where(eq(users.username, 'other.admin'));
    expect(row.totpSecretEnc).toMatch(/^v1:/);
    expect(row.totpSecretEnc).not.toContain(c.enrollment!.secret);
    expect(row.totpEnrolledAt).toBeNull();
    expect((await challenge('other.admin')).enrollment!.secret).toBe(c.enrollment!.secret);
  });

  it('the demo company Secure Credit requires it of mfa.user', async () => {
    expect(await challenge('mfa.user')).toMatchObject({ warning_code: 4001, totp_enrolled: false });
  });

  it('the MFA token is not an access token', async () => {
    const c = await challenge('other.admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/user/other.admin', headers: bearer({ access_token: c.mfa_token }) });
    expect(res.statusCode).toBe(401);
  });
});

describe('TOTP', () => {
  beforeEach(() => resetUser('other.admin'));

  it('the first valid code confirms the enrolment and opens the session; later logins ask for the app', async () => {
    const before = await sessionCount('other.admin');
    const secret = await enrol('other.admin');
    expect(await sessionCount('other.admin')).toBe(before + 1);
    const [row] = await db().select().from(users).where(eq(users.username, 'other.admin'));
    expect(row.totpEnrolledAt).not.toBeNull();

    const next = await challenge('other.admin');
    expect(next).toMatchObject({ totp_enrolled: true });
    expect(next.enrollment).toBeUndefined();
    // a code of the next time step (within the one-step drift allowed)
    const res = await validate(next.mfa_token, await totpAt(secret, now() + 30));
    const tokens = res.json();
    expect(tokens.access_token).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/user/other.admin', headers: bearer(tokens) })).statusCode).toBe(200);
    const actions = (await auditOf('other.admin')).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['mfa.challenge-created', 'mfa.enrolled', 'mfa.succeeded', 'login.succeeded']));
  });

  it('an enrolled user is asked for a code even where the company does not require it', async () => {
    await enrol('other.admin');
    await db().update(customers).set({ mfaRequired: false }).where(eq(customers.name, 'Second Bank'));
    try {
      expect(await challenge('other.admin')).toMatchObject({ warning_code: 4001, totp_enrolled: true });
    } finally {
      await db().update(customers).set({ mfaRequired: true }).where(eq(customers.name, 'Second Bank'));
    }
  });

  it('refuses a replayed code, and a code of an earlier time step, with 4002 and no session', async () => {
    const secret = await enrol('other.admin');
    const used = await totpAt(secret, now());
    const sessionsBefore = await sessionCount('other.admin');

    const c = await challenge('other.admin');
    expect((await validate(c.mfa_token, used)).json()).toMatchObject({ error_code: MFA_ERROR_CODES.invalidCode });
    expect((await validate(c.mfa_token, await totpAt(secret, now() - 30))).json()).toMatchObject({ error_code: MFA_ERROR_CODES.invalidCode });
    expect(await sessionCount('other.admin')).toBe(sessionsBefore);
    const failed = (await auditOf('other.admin')).filter((a) => a.action === 'mfa.failed').map((a) => a.details?.reason);
    expect(failed).toContain('replayed');
  });

  it('a wrong code is 4002; the fifth voids the challenge (4003), after which even the right code is refused', async () => {
    const secret = await enrol('other.admin');
    const sessionsBefore = await sessionCount('other.admin');
    const c = await challenge('other.admin');
    const right = await totpAt(secret, now() + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) expect((await validate(c.mfa_token, wrong)).json()).toMatchObject({ error_code: 4002 });
    expect((await validate(c.mfa_token, wrong)).json()).toMatchObject({ error_code: 4003 });
    expect((await validate(c.mfa_token, right)).json()).toMatchObject({ error_code: 4003 });
    expect(await sessionCount('other.admin')).toBe(sessionsBefore);
    const [row] = await db().select().from(mfaChallenges).where(eq(mfaChallenges.userId, await userId('other.admin'))).orderBy(sql`created_at desc`).limit(1);
    expect(row).toMatchObject({ attempts: 5, completedAt: null });
    expect((await auditOf('other.admin')).some((a) => a.action === 'mfa.challenge-locked')).toBe(true);
    // A new login opens a new challenge: the lock concerned that one only (and never the password lockout).
    const fresh = await challenge('other.admin');
    expect((await validate(fresh.mfa_token, right)).json()).toHaveProperty('access_token');
  });

  it('racing wrong codes cannot get past five attempts', async () => {
    await enrol('other.admin');
    const c = await challenge('other.admin');
    const answers = await Promise.all(Array.from({ length: 10 }, () => validate(c.mfa_token, '000001').then((r) => r.json().error_code)));
    expect(answers.filter((code) => code === 4002).length).toBeLessThanOrEqual(4);
    const [row] = await db().select().from(mfaChallenges).where(eq(mfaChallenges.userId, await userId('other.admin'))).orderBy(sql`created_at desc`).limit(1);
    expect(row.attempts).toBe(5);
  });

  it('a completed, expired, forged or unknown challenge is 4004', async () => {
    const secret = await enrol('other.admin');
    const c = await challenge('other.admin');
    expect((await validate(c.mfa_token, await totpAt(secret, now() + 30))).json()).toHaveProperty('access_token');
    // completed: the token cannot open a second session
    expect((await validate(c.mfa_token, await totpAt(secret, now() + 30))).json()).toMatchObject({ error_code: 4004 });

    const e = await challenge('other.admin');
    await db().execute(sql`update mfa_challenges set expires_at = now() - interval '1 second' where completed_at is null`);
    expect((await validate(e.mfa_token, '123456')).json()).toMatchObject({ error_code: 4004 });

    const access = await t.login('demo.admin');
    expect((await validate(access.access_token, '123456')).json()).toMatchObject({ error_code: 4004 });
    expect((await validate(access.id_token, '123456')).json()).toMatchObject({ error_code: 4004 });
    expect((await validate('not-a-token', '123456')).json()).toMatchObject({ error_code: 4004 });
    expect((await auditOf('other.admin')).some((a) => a.action === 'mfa.refused' && a.details?.reason === 'expired')).toBe(true);
  });

  it('answers the account state when it changed between the password and the code', async () => {
    const secret = await enrol('other.admin');
    const c = await challenge('other.admin');
    await db().update(users).set({ status: 'revoked' }).where(eq(users.username, 'other.admin'));
    const before = await sessionCount('other.admin');
    expect((await validate(c.mfa_token, await totpAt(secret, now() + 30))).json()).toMatchObject({ error_code: 1008 });
    expect(await sessionCount('other.admin')).toBe(before);
  });

  it('checks the body: 6 digits and a known method', async () => {
    const c = await challenge('other.admin');
    expect((await validate(c.mfa_token, '12345')).statusCode).toBe(400);
    expect((await validate(c.mfa_token, 'abcdef')).statusCode).toBe(400);
    const sms = await t.app.inject({ method: 'POST', url: '/api/login/users/otp/validate', payload: { mfa_token: c.mfa_token, code: '123456', method: 'sms' } });
    expect(sms.statusCode).toBe(400);
  });
});

describe('e-mailed codes', () => {
  beforeEach(() => resetUser('other.admin'));
  const codeIn = (mail: CapturedMail) => /code is (\d{6})/.exec(mail.text)?.[1];
  const mailFor = async (since: number) => smtp.waitFor((m) => smtp.messages.indexOf(m) >= since && m.to.includes('other.admin@secondbank.example'));

  it('sends a 6-digit code that completes the login once', async () => {
    const c = await challenge('other.admin');
    const since = smtp.messages.length;
    const sent = await sendEmail(c.mfa_token);
    expect(sent.json()).toEqual({ sent: true, to: 'o***n@secondbank.example', expires_in: 600, sends_remaining: 2 });
    const code = codeIn(await mailFor(since))!;
    expect(code).toMatch(/^\d{6}$/);

    const res = await validate(c.mfa_token, code, 'email');
    expect(res.json()).toHaveProperty('access_token');
    // used: a new challenge cannot use it again
    const again = await challenge('other.admin');
    expect((await validate(again.mfa_token, code, 'email')).json()).toMatchObject({ error_code: 4002 });
    // neither the code nor the TOTP secret reaches the audit log
    const trail = JSON.stringify(await auditOf('other.admin'));
    expect(trail).not.toContain(code);
    expect(trail).not.toContain(c.enrollment!.secret);
    expect((await auditOf('other.admin')).some((a) => a.action === 'mfa.code-sent')).toBe(true);
  });

  it('a code sent for one login does not open another', async () => {
    const a = await challenge('other.admin');
    const b = await challenge('other.admin');
    const since = smtp.messages.length;
    await sendEmail(a.mfa_token);
    const code = codeIn(await mailFor(since))!;
    expect((await validate(b.mfa_token, code, 'email')).json()).toMatchObject({ error_code: 4002 });
    expect((await validate(a.mfa_token, code, 'email')).json()).toHaveProperty('access_token');
  });

  it('an expired e-mailed code is refused', async () => {
    const c = await challenge('other.admin');
    const since = smtp.messages.length;
    await sendEmail(c.mfa_token);
    const code = codeIn(await mailFor(since))!;
    await db().execute(sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'mfa-email' and used_at is null`);
    expect((await validate(c.mfa_token, code, 'email')).json()).toMatchObject({ error_code: 4002 });
  });

  it('sends at most three codes per challenge (4005), and none for a closed challenge (4004)', async () => {
    const c = await challenge('other.admin');
    for (const remaining of [2, 1, 0]) expect((await sendEmail(c.mfa_token)).json()).toMatchObject({ sent: true, sends_remaining: remaining });
    expect((await sendEmail(c.mfa_token)).json()).toMatchObject({ error_code: MFA_ERROR_CODES.tooManyEmails });
    expect((await sendEmail('forged')).json()).toMatchObject({ error_code: 4004 });
  });
});
