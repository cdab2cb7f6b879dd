import { and, count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTITLEMENTS,
  MEMBER_NUMBER_LOCK,
  MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_REFUSALS,
  type RegistrationCustomer,
  clientConfigSchema,
  isLoginError,
  registeredCustomerSchema,
} from '@creditdesk/contracts';
import type { InjectOptions } from 'fastify';
import {
  auditEvents,
  customerMembers,
  customerProducts,
  customers,
  loginIpThrottle,
  memberNumberFailures,
  memberNumbers,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CapturedMail, startSmtpCapture } from '../../testing/smtp-capture.js';
import { IssueError, SECURITY_CODE_ALPHABET, issueMemberNumber } from './member-numbers.repository.js';
import { DEMO_MEMBER_NUMBER, DEMO_SECURITY_CODE } from './seed-demo.js';

const SUPPORT_KEY = 'support-key-for-the-registration-tests-0123456789';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let apiKey: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Creditdesk <no-reply@creditdesk.test>',
    REGISTRATION_ATTEMPTS_PER_MINUTE: '100000',
    SUPPORT_API_KEYS: SUPPORT_KEY,
  });
  const config = await t.app.inject({ method: 'GET', url: '/api/portal/config' });
  apiKey = clientConfigSchema.parse(config.json()).registrationApiKey!;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const call = (method: InjectOptions['method'], url: string, payload?: unknown, key: string | undefined = apiKey) =>
  t.app.inject({ method, url: `/api${url}`, headers: key === undefined ? {} : { 'x-api-key': key }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const validate = (memberNumber: string, securityCode: string, key?: string) =>
  call('POST', '/membernumber/validate', { memberNumber, securityCode }, ...(key === undefined ? [] : [key]));
const reasonOf = (res: { json(): { additionalErrorDetails?: { reason?: string } } }) => res.json().additionalErrorDetails?.reason;

let issued = 0;
/** A fresh member number and code from the registry (as the issue-member script makes them). */
const issue = async (products = ['CCR']) => issueMemberNumber(db(), { companyName: `Issued Co ${++issued}`, products, issuedBy: 'test' });

const payload = (pair: { memberNumber: string; securityCode: string }, over: Partial<RegistrationCustomer> = {}, user: Record<string, unknown> = {}): RegistrationCustomer => ({
  memberNumber: pair.memberNumber,
  securityCode: pair.securityCode,
  companyName: 'Harbor Credit Union',
  registrationType: 'REG',
  securityAcknowledge: { firstName: 'Ada', lastName: 'Byron' },
  ...over,
  userDetails: {
    userName: 'harbor_admin',
    email: 'ada.byron@harborcu.example',
    firstName: 'Ada',
    lastName: 'Byron',
    authenticationType: 'username',
    country: 'US',
    timeZone: 'America/Chicago',
    jobTitle: 'Operations Manager',
    ...user,
  } as RegistrationCustomer['userDetails'],
});

/** What a registration leaves behind, to prove a refused one left nothing. */
const footprint = async () => ({
  customers: await db().$count(customers),
  users: await db().$count(users),
  groups: await db().$count(userGroups),
  members: await db().$count(customerMembers),
  products: await db().$count(customerProducts),
});
const memberRow = async (n: string) => (await db().select().from(memberNumbers).where(eq(memberNumbers.memberNumber, n)))[0];
const auditOf = (action: string, targetId?: string) =>
  db().select().from(auditEvents).where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined));

describe('the registration API key (x-api-key)', () => {
  it('is given to the portal by GET /api/portal/config and opens the registration calls', async () => {
    expect(apiKey).toMatch(/^cdsk_reg_/);
    const res = await validate(DEMO_MEMBER_NUMBER, DEMO_SECURITY_CODE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, memberNumber: DEMO_MEMBER_NUMBER, companyName: 'Demo Registration Co', message: REGISTRATION_MESSAGES.memberNumberValid });
  });

  it('refuses a missing, wrong or other-purpose key with 401 and changes nothing', async () => {
    const pair = await issue();
    const before = await footprint();
    const cases = [
      [undefined, REGISTRATION_REFUSALS.apiKeyMissing, REGISTRATION_MESSAGES.apiKeyMissing],
      ['cdsk_reg_not-a-key', REGISTRATION_REFUSALS.apiKeyInvalid, REGISTRATION_MESSAGES.apiKeyInvalid],
      [SUPPORT_KEY, REGISTRATION_REFUSALS.apiKeyInvalid, REGISTRATION_MESSAGES.apiKeyInvalid],
    ] as const;
    for (const [key, reason, message] of cases) {
      const headers = key === undefined ? {} : { 'x-api-key': key };
      for (const res of [
        await t.app.inject({ method: 'POST', url: '/api/membernumber/validate', payload: { memberNumber: pair.memberNumber, securityCode: 'WRONG-CODE-0000' }, headers }),
        await t.app.inject({ method: 'POST', url: '/api/customer', payload: payload(pair), headers }),
        await t.app.inject({ method: 'GET', url: '/api/exits/some_name', headers }),
        await t.app.inject({ method: 'POST', url: '/api/generateuser', payload: { firstName: 'A', lastName: 'B' }, headers }),
      ]) {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, message, additionalErrorDetails: { reason } });
      }
    }
    // a bearer token is no substitute for the key
    const admin = await t.login('demo.admin');
    expect((await t.app.inject({ method: 'POST', url: '/api/customer', payload: payload(pair), headers: bearer(admin) })).statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
    expect(await db().$count(memberNumberFailures, eq(memberNumberFailures.memberNumber, pair.memberNumber))).toBe(0);
    expect((await memberRow(pair.memberNumber)).usedAt).toBeNull();
    const refused = await auditOf('registration.api-key-refused');
    expect(refused.length).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(refused)).not.toContain(SUPPORT_KEY);
  });
});

describe('POST /membernumber/validate', () => {
  it('refuses an unknown member number and a malformed one', async () => {
    const unknown = await validate('999888777', 'ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: REGISTRATION_MESSAGES.unknownMemberNumber, additionalErrorDetails: { reason: REGISTRATION_REFUSALS.unknownMemberNumber } });
    const malformed = await validate('12-34', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(REGISTRATION_MESSAGES.memberNumberFormat);
  });

  it('accepts the code in any case, with or without dashes and spaces', async () => {
    const pair = await issue();
    const typed = pair.securityCode.toLowerCase().replace(/-/g, ' ');
    expect((await validate(pair.memberNumber, typed)).statusCode).toBe(200);
  });

  it('locks the member number for an hour at the third wrong code within an hour, even for the right code; the lock lifts after the hour', async () => {
    const pair = await issue();
    const first = await validate(pair.memberNumber, 'WRNG-CODE-AAAA');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      message: REGISTRATION_MESSAGES.wrongSecurityCode(2),
      additionalErrorDetails: { reason: REGISTRATION_REFUSALS.wrongSecurityCode, attemptsLeft: 2 },
    });
    expect((await validate(pair.memberNumber, 'WRNG-CODE-BBBB')).json().additionalErrorDetails).toEqual({ reason: 'wrong-security-code', attemptsLeft: 1 });

    const sentAt = Date.now();
    const third = await validate(pair.memberNumber, 'WRNG-CODE-CCCC');
    const answeredAt = Date.now();
    expect(third.statusCode).toBe(423);
    const lockedUntil = third.json().additionalErrorDetails.lockedUntil as string;
    // Retry-After: the whole seconds from the answer to lockedUntil (the server's moment lies between sentAt and answeredAt)
    const retryAfter = Number(third.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((Date.parse(lockedUntil) - answeredAt) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((Date.parse(lockedUntil) - sentAt) / 1000));
    expect(third.json()).toMatchObject({ message: REGISTRATION_MESSAGES.memberNumberLocked(lockedUntil), additionalErrorDetails: { reason: REGISTRATION_REFUSALS.memberNumberLocked } });
    const minutes = (Date.parse(lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(MEMBER_NUMBER_LOCK.lockMinutes - 2);
    expect(minutes).toBeLessThanOrEqual(MEMBER_NUMBER_LOCK.lockMinutes);

    // the right code is refused the same way while locked, and a registration too (nothing created)
    const before = await footprint();
    const right = await validate(pair.memberNumber, pair.securityCode);
    expect(right.statusCode).toBe(423);
    expect(right.json().additionalErrorDetails).toEqual({ reason: 'member-number-locked', lockedUntil });
    expect((await call('POST', '/customer', payload(pair, {}, { userName: 'locked_admin' }))).statusCode).toBe(423);
    expect(await footprint()).toEqual(before);
    // attempts while locked are not even checked, so they do not count
    expect(await db().$count(memberNumberFailures, eq(memberNumberFailures.memberNumber, pair.memberNumber))).toBe(3);
    expect(await auditOf('registration.member-number-locked', pair.memberNumber)).toHaveLength(1);

    // an hour later (the stored times moved back instead of waiting): the right code is valid again
    await db().execute(sql`update member_numbers set locked_until = locked_until - interval '61 minutes' where member_number = ${pair.memberNumber}`);
    await db().execute(sql`update member_number_failures set failed_at = failed_at - interval '61 minutes' where member_number = ${pair.memberNumber}`);
    expect((await validate(pair.memberNumber, pair.securityCode)).statusCode).toBe(200);
    // and the old failures no longer count
    expect((await validate(pair.memberNumber, 'WRNG-CODE-DDDD')).json().additionalErrorDetails).toEqual({ reason: 'wrong-security-code', attemptsLeft: 2 });
  });

  it('says in Retry-After how many seconds the stored lock has left, at least 1', async () => {
    const pair = await issue();
    await db().update(memberNumbers).set({ lockedUntil: sql`now() + interval '20 seconds'` }).where(eq(memberNumbers.memberNumber, pair.memberNumber));
    const locked = await validate(pair.memberNumber, pair.securityCode);
    expect(locked.statusCode).toBe(423);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(20);
    // other refusals carry none
    const unknown = await validate('999999999', 'WRNG-CODE-AAAA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['retry-after']).toBeUndefined();
  });

  it('counts only the wrong codes of the last hour', async () => {
    const pair = await issue();
    await validate(pair.memberNumber, 'WRNG-CODE-AAAA');
    await validate(pair.memberNumber, 'WRNG-CODE-BBBB');
    await db().execute(sql`update member_number_failures set failed_at = failed_at - interval '61 minutes' where member_number = ${pair.memberNumber}`);
    const third = await validate(pair.memberNumber, 'WRNG-CODE-CCCC');
    expect(third.statusCode).toBe(400);
    expect(third.json().additionalErrorDetails).toEqual({ reason: 'wrong-security-code', attemptsLeft: 2 });
  });

  it('keeps the lock in the database: three wrong codes racing each other lock exactly once', async () => {
    const pair = await issue();
    const answers = await Promise.all(['WRNG-CODE-AAAA', 'WRNG-CODE-BBBB', 'WRNG-CODE-CCCC', 'WRNG-CODE-DDDD'].map((c) => validate(pair.memberNumber, c)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([400, 400, 423, 423]);
    expect(await db().$count(memberNumberFailures, eq(memberNumberFailures.memberNumber, pair.memberNumber))).toBe(3);
  });
});

describe('GET /exits/{userName} and POST /generateuser', () => {
  it('answers availability with the §5 rules: format first, then any company and any case', async () => {
    expect((await call('GET', '/exits/brand_new-name')).json()).toEqual({ userName: 'brand_new-name', exists: false });
    // a taken demo ID is "already exists", not "invalid characters" (issue 33)
    expect((await call('GET', '/exits/demo.admin')).json()).toEqual({ userName: 'demo.admin', exists: true, message: MESSAGES.userId.taken });
    const bad = await call('GET', '/exits/demo!admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.userId.invalidCharacters);
    expect((await call('GET', `/exits/${encodeURIComponent('not@mail')}`)).json().message).toBe(MESSAGES.userId.invalidEmail);
    await db().update(users).set({ username: 'taken_by_demo' }).where(eq(users.username, 'demo.user'));
    try {
      expect((await call('GET', '/exits/TAKEN_by_Demo')).json()).toEqual({ userName: 'taken_by_demo', exists: true, message: MESSAGES.userId.taken });
    } finally {
      await db().update(users).set({ username: 'demo.user' }).where(eq(users.username, 'taken_by_demo'));
    }
  });

  it('proposes a free user name, and needs both names', async () => {
    expect((await call('POST', '/generateuser', { firstName: 'Élodie', lastName: 'Durand' })).json()).toEqual({ userName: 'elodie_durand' });
    const missing = await call('POST', '/generateuser', { firstName: 'Élodie' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.userId.nameRequiredToGenerate);
  });
});

describe('POST /customer', () => {
  it('creates the company, its first administrator and account number, e-mails the welcome; the administrator logs in, changes the password and administers', async () => {
    const pair = await issue(['CCR', 'NAL']);
    const res = await call('POST', '/customer', payload(pair));
    expect(res.statusCode, res.body).toBe(200);
    const answer = registeredCustomerSchema.parse(res.json());
    expect(answer).toMatchObject({
      status: 'success',
      message: REGISTRATION_MESSAGES.registered('Harbor Credit Union', 'ada.byron@harborcu.example'),
      companyName: 'Harbor Credit Union',
      memberNumber: pair.memberNumber,
      userName: 'harbor_admin',
      email: 'ada.byron@harborcu.example',
    });

    // the rows: company with the issued products, account number, Administrators group, the admin; the number is used
    const customerId = answer.customerId;
    expect((await db().select().from(customerMembers).where(eq(customerMembers.customerId, customerId))).map((m) => m.memberNumber)).toEqual([pair.memberNumber]);
    expect((await db().select().from(customerProducts).where(eq(customerProducts.customerId, customerId))).map((p) => p.productCode).sort()).toEqual(['CCR', 'NAL']);
    const [admin] = await db().select().from(users).where(eq(users.username, 'harbor_admin'));
    expect(admin).toMatchObject({ customerId, role: 'adminuser', mustChangePassword: true, jobTitle: 'Operations Manager', country: 'US', timeZone: 'America/Chicago', isSsoUser: false });
    expect([...admin.entitlements].sort()).toEqual([...ENTITLEMENTS].sort());
    expect(await memberRow(pair.memberNumber)).toMatchObject({ usedByCustomerId: customerId, registrationType: 'REG', acknowledgedBy: 'Ada Byron' });

    // the welcome e-mail, read from the real SMTP capture
    const mail: CapturedMail = await smtp.waitFor((m) => m.to.includes('ada.byron@harborcu.example'));
    expect(mail.subject).toBe('Welcome to Creditdesk: Harbor Credit Union is registered');
    expect(mail.text).toContain('User name: harbor_admin');
    expect(mail.text).toContain(`Account number: ${pair.memberNumber}`);
    const temporary = /Temporary password: (\S+)/.exec(mail.text)![1];

    // temporary password → must change → then a full administrator
    const first = await t.attemptLogin('harbor_admin', temporary);
    expect(isLoginError(first)).toBe(false);
    expect(first).toMatchObject({ password_change_required: true });
    const blocked = await t.app.inject({ method: 'GET', url: `/api/users/customers/${customerId}`, headers: bearer(first as { access_token: string }) });
    expect(blocked.statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/login/users/changepassword?page=MY_PROFILE',
      payload: { userName: 'harbor_admin', currentPassword: temporary, newPassword: 'Lanterns over the quiet bay' },
      headers: bearer(first as { access_token: string }),
    });
    expect(changed.json(), changed.body).toMatchObject({ status: 'success' });
    const tokens = await t.login('harbor_admin', 'Lanterns over the quiet bay');
    expect(tokens.password_change_required).toBeFalsy();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ customerId, role: 'adminuser' });
    expect(String(claims.entitlements).split(',').sort()).toEqual([...ENTITLEMENTS].sort());
    const list = await t.app.inject({ method: 'GET', url: `/api/users/customers/${customerId}`, headers: bearer(tokens) });
    expect(list.json()).toMatchObject({ totalUsers: 1, data: [{ userName: 'harbor_admin', role: 'adminuser', userGroups: ['Administrators'] }] });
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/orchestrator/users',
      payload: { userName: 'harbor_clerk', firstName: 'Grace', lastName: 'Hopper', email: 'grace@harborcu.example', role: 'enduser' },
      headers: bearer(tokens),
    });
    expect(invite.statusCode, invite.body).toBe(200);

    // GET /customer/{id}: non-personal fields only
    const view = await call('GET', `/customer/${customerId}`);
    expect(view.json()).toEqual({ customerId, companyName: 'Harbor Credit Union', status: 'active', registrationType: 'REG', registeredAt: expect.any(String) });

    // on record: the creation, the administrator, the welcome; never the password or the code
    const [created] = await auditOf('registration.customer-created', customerId);
    expect(created).toMatchObject({ customerId, actorUsername: 'registration', outcome: 'success', details: { memberNumber: pair.memberNumber, administrator: 'harbor_admin' } });
    expect(await auditOf('user.created', 'harbor_admin')).toHaveLength(1);
    expect(await auditOf('registration.welcome-sent', 'harbor_admin')).toHaveLength(1);
    const trail = JSON.stringify(await db().select().from(auditEvents).where(eq(auditEvents.customerId, customerId)));
    expect(trail).not.toContain(temporary);
    expect(trail).not.toContain(pair.securityCode);
  });

  it('refuses a used member number (validate and create), with the right code, and creates nothing', async () => {
    const pair = await issue();
    expect((await call('POST', '/customer', payload(pair, { companyName: 'First Co' }, { userName: 'first_co_admin' }))).statusCode).toBe(200);
    const before = await footprint();
    const again = await call('POST', '/customer', payload(pair, { companyName: 'Second Co' }, { userName: 'second_co_admin' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REGISTRATION_MESSAGES.memberNumberUsed, additionalErrorDetails: { reason: REGISTRATION_REFUSALS.memberNumberUsed } });
    const check = await validate(pair.memberNumber, pair.securityCode);
    expect(check.statusCode).toBe(409);
    expect(reasonOf(check)).toBe(REGISTRATION_REFUSALS.memberNumberUsed);
    // a wrong code says wrong code, not "used": the state is told only to the holder of the code
    expect(reasonOf(await validate(pair.memberNumber, 'WRNG-CODE-AAAA'))).toBe(REGISTRATION_REFUSALS.wrongSecurityCode);
    expect(await footprint()).toEqual(before);
  });

  it('is all or nothing: a user name taken meanwhile rolls back the company, group and account number', async () => {
    const pair = await issue();
    // the portal's check said free; then someone took the name
    expect((await call('GET', '/exits/raced_name')).json().exists).toBe(false);
    const admin = await t.login('demo.admin');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/orchestrator/users',
      payload: { userName: 'raced_name', firstName: 'Rae', lastName: 'Sed', email: 'rae@demolending.example', role: 'enduser' },
      headers: bearer(admin),
    });
    expect(taken.statusCode).toBe(200);
    const before = await footprint();
    const res = await call('POST', '/customer', payload(pair, { companyName: 'Raced Co' }, { userName: 'Raced_Name' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: MESSAGES.userId.taken,
      additionalErrorDetails: { reason: REGISTRATION_REFUSALS.userNameTaken, message: 'userName already exists' },
    });
    expect(await footprint()).toEqual(before);
    expect(await db().$count(customers, eq(customers.name, 'Raced Co'))).toBe(0);
    expect(await db().$count(customerMembers, eq(customerMembers.memberNumber, pair.memberNumber))).toBe(0);
    expect((await memberRow(pair.memberNumber)).usedAt).toBeNull();
    expect(await auditOf('registration.customer-refused', pair.memberNumber)).toHaveLength(1);
    // the number is still good for a registration with a free name
    expect((await call('POST', '/customer', payload(pair, { companyName: 'Raced Co' }, { userName: 'raced_name_2' }))).statusCode).toBe(200);
  });

  it('is all or nothing: a failure at the very last step (marking the number used) leaves nothing', async () => {
    const pair = await issue();
    await db().execute(sql.raw(`create function fail_member_use() returns trigger language plpgsql as $$
      begin if new.used_at is not null and new.member_number = '${pair.memberNumber}' then raise exception 'forced failure'; end if; return new; end $$`));
    await db().execute(sql`create trigger fail_member_use before update on member_numbers for each row execute function fail_member_use()`);
    const before = await footprint();
    try {
      const res = await call('POST', '/customer', payload(pair, { companyName: 'Late Failure Co' }, { userName: 'late_failure' }));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(MESSAGES.generic.unexpected);
    } finally {
      await db().execute(sql`drop trigger fail_member_use on member_numbers`);
      await db().execute(sql`drop function fail_member_use()`);
    }
    expect(await footprint()).toEqual(before);
    expect(await db().$count(users, eq(users.username, 'late_failure'))).toBe(0);
    expect(await db().$count(customers, eq(customers.name, 'Late Failure Co'))).toBe(0);
    expect((await memberRow(pair.memberNumber)).usedAt).toBeNull();
    expect(smtp.messages.some((m) => m.text.includes('User name: late_failure'))).toBe(false);
  });

  it("refuses a member number that meanwhile became another company's account number, and creates nothing", async () => {
    const pair = await issue();
    const [second] = await db().select().from(customers).where(eq(customers.name, 'Second Bank'));
    await db().insert(customerMembers).values({ customerId: second.id, memberNumber: pair.memberNumber, name: 'Second Bank - raced' });
    const before = await footprint();
    const res = await call('POST', '/customer', payload(pair, { companyName: 'Taken Number Co' }, { userName: 'taken_number' }));
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe(REGISTRATION_REFUSALS.accountNumberTaken);
    expect(await footprint()).toEqual(before);
  });

  it('counts a wrong security code at creation toward the lock, and creates nothing', async () => {
    const pair = await issue();
    const before = await footprint();
    const res = await call('POST', '/customer', payload({ ...pair, securityCode: 'WRNG-CODE-AAAA' }, {}, { userName: 'wrong_code' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails).toEqual({ reason: 'wrong-security-code', attemptsLeft: 2 });
    expect(await footprint()).toEqual(before);
    expect(await db().$count(memberNumberFailures, eq(memberNumberFailures.memberNumber, pair.memberNumber))).toBe(1);
  });

  it('names the administrator by the e-mail for the e-mail login type, and by the corporate user id for SSO', async () => {
    const byMail = await call('POST', '/customer', payload(await issue(), { companyName: 'Mail Co' }, { authenticationType: 'email', email: 'Boss@MailCo.example', userName: 'ignored' }));
    expect(byMail.json()).toMatchObject({ userName: 'boss@mailco.example', email: 'Boss@MailCo.example' });

    const sso = await call('POST', '/customer', payload(await issue(), { companyName: 'SSO Co', registrationType: 'SSO' }, { corporateUserId: 'E12345', email: 'it@ssoco.example' }));
    expect(sso.statusCode, sso.body).toBe(200);
    expect(sso.json().userName).toBe('e12345');
    const [admin] = await db().select().from(users).where(eq(users.username, 'e12345'));
    // the provider will know them by it; until the company sets up its identity provider they log in with the password
    expect(admin).toMatchObject({ corporateUserId: 'e12345', isSsoUser: false });
    expect((await call('GET', `/customer/${sso.json().customerId}`)).json().registrationType).toBe('SSO');
    const mail = await smtp.waitFor((m) => m.to.includes('it@ssoco.example'));
    expect(mail.text).toContain('single sign-on');
  });

  it('validates the payload: the user name by the login type and §5, a time zone, the acknowledgement', async () => {
    const pair = await issue();
    const before = await footprint();
    const fieldsOf = async (body: unknown) => {
      const res = await call('POST', '/customer', body);
      expect(res.statusCode).toBe(400);
      return (res.json().additionalErrorDetails.fields as { field: string; message: string }[]).map((f) => `${f.field}: ${f.message}`);
    };
    expect(await fieldsOf(payload(pair, { registrationType: 'SSO' }))).toEqual([`body.userDetails.corporateUserId: ${REGISTRATION_MESSAGES.corporateUserIdRequired}`]);
    expect(await fieldsOf(payload(pair, {}, { userName: '' }))).toEqual([`body.userDetails.userName: ${REGISTRATION_MESSAGES.userNameRequired}`]);
    expect(await fieldsOf(payload(pair, {}, { userName: 'has space' }))).toEqual([`body.userDetails.userName: ${MESSAGES.userId.invalidCharacters}`]);
    expect(await fieldsOf(payload(pair, {}, { timeZone: 'Mars/Olympus' }))).toEqual([`body.userDetails.timeZone: ${REGISTRATION_MESSAGES.timeZone}`]);
    const { securityAcknowledge: _ack, ...noAck } = payload(pair);
    expect((await fieldsOf(noAck)).join()).toContain('securityAcknowledge');
    expect(await footprint()).toEqual(before);
    expect(await db().$count(memberNumberFailures, eq(memberNumberFailures.memberNumber, pair.memberNumber))).toBe(0);
  });
});

describe('GET /customer/{id}', () => {
  it('answers only companies created by registration', async () => {
    const [demo] = await db().select().from(customers).where(eq(customers.name, 'Demo Lending'));
    expect((await call('GET', `/customer/${demo.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/customer/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the per-address limit of the registration calls', () => {
  it('answers 429 past REGISTRATION_ATTEMPTS_PER_MINUTE in the minute', async () => {
    await db().update(loginIpThrottle).set({ attempts: 100_000 }).where(eq(loginIpThrottle.ip, 'registration:127.0.0.1'));
    try {
      const res = await call('GET', '/exits/any_name');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: REGISTRATION_MESSAGES.tooManyRequests, additionalErrorDetails: { reason: REGISTRATION_REFUSALS.tooManyRequests } });
      // Retry-After: what is left of the address's minute, from the stored window (50 s of it gone: at most 10 left)
      await db().update(loginIpThrottle).set({ windowStart: sql`now() - interval '50 seconds'` }).where(eq(loginIpThrottle.ip, 'registration:127.0.0.1'));
      const later = await call('GET', '/exits/any_name');
      expect(later.statusCode).toBe(429);
      const retryAfter = Number(later.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(10);
    } finally {
      await db().update(loginIpThrottle).set({ attempts: 0 }).where(eq(loginIpThrottle.ip, 'registration:127.0.0.1'));
    }
    expect((await call('GET', '/exits/any_name')).statusCode).toBe(200);
  });
});

describe('account numbers and the registry', () => {
  it('keeps an issued member number from being added as an account number by a company', async () => {
    const pair = await issue();
    const admin = await t.login('demo.admin');
    const demoId = String(decodeJwt(admin.access_token).customerId);
    const check = await t.app.inject({ method: 'GET', url: `/api/membernumbers/${pair.memberNumber}`, headers: bearer(admin) });
    expect(check.json()).toMatchObject({ valid: false, message: 'This account number is not available.' });
    const add = await t.app.inject({ method: 'POST', url: `/api/customers/${demoId}/members`, payload: { memberNumber: pair.memberNumber, name: 'Grab' }, headers: bearer(admin) });
    expect(add.statusCode).toBe(400);
    expect(await db().$count(customerMembers, eq(customerMembers.memberNumber, pair.memberNumber))).toBe(0);
    expect(Number((await db().select({ n: count() }).from(memberNumbers).where(eq(memberNumbers.memberNumber, pair.memberNumber)))[0].n)).toBe(1);
  });
});

describe('the registry (what npm run issue-member does)', () => {
  it('issues a random free number and a random code stored only hashed; refuses a number already issued or already an account number', async () => {
    const pair = await issue(['CCR', 'CCR', 'NAL']);
    expect(pair.memberNumber).toMatch(/^\d{9}$/);
    expect(pair.securityCode).toMatch(new RegExp(`^[${SECURITY_CODE_ALPHABET}]{4}-[${SECURITY_CODE_ALPHABET}]{4}-[${SECURITY_CODE_ALPHABET}]{4}$`));
    const row = await memberRow(pair.memberNumber);
    expect(row.securityCodeHash).toMatch(/^\$argon2id\$/);
    expect(row.securityCodeHash).not.toContain(pair.securityCode.replace(/-/g, ''));
    expect(row.products).toEqual(['CCR', 'NAL']);
    const given = await issueMemberNumber(db(), { companyName: 'Chosen Co', memberNumber: '123123123', products: [], issuedBy: 'test' });
    expect(given.memberNumber).toBe('123123123');
    await expect(issueMemberNumber(db(), { companyName: 'Again', memberNumber: '123123123', products: [], issuedBy: 'test' })).rejects.toThrow(IssueError);
    await expect(issueMemberNumber(db(), { companyName: 'Taken', memberNumber: '100200300', products: [], issuedBy: 'test' })).rejects.toThrow('already an account number');
    await expect(issueMemberNumber(db(), { companyName: 'Short', memberNumber: '123', products: [], issuedBy: 'test' })).rejects.toThrow('6 to 12 digits');
  });
});
