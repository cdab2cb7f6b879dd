import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  MESSAGES,
  USERS_CSV_COLUMNS,
  isLoginError,
  userAdminErrorText,
  userPageSchema,
} from '@creditdesk/contracts';
import { rowsOf } from '../../../db/rows.js';
import { sessions, users } from '../../../db/schema/index.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../../../db/seed-demo.js';
import { type CapturedMail, startSmtpCapture } from '../../../testing/smtp-capture.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';

let k: AdminKit;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let demo: string;
let second: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  k = await createAdminKit({ SMTP_URL: smtp.url, MAIL_FROM: 'Creditdesk <no-reply@creditdesk.test>' });
  demo = k.company.demo;
  second = k.company.second;
});
afterAll(async () => {
  await k.t.close();
  await smtp.close();
});

const db = () => k.t.database.db;
const newUser = (over: Record<string, unknown> = {}, as = 'demo.admin') =>
  k.call(as, 'POST', '/orchestrator/users', { userName: `u_${Math.random().toString(36).slice(2, 9)}`, firstName: 'Robin', lastName: 'Quill', email: 'robin@demolending.example', role: 'enduser', ...over });
const detail = (res: { json(): { additionalErrorDetails?: { message?: string } } }) => res.json().additionalErrorDetails?.message;
const rowOf = async (name: string) => (await db().select().from(users).where(eq(users.username, name)))[0];

describe('lists and searches (GET /users/customers/{id}, POST …/search)', () => {
  it('answers a page (default 1 and 10) with the total and each user with their groups', async () => {
    const res = await k.call('demo.admin', 'GET', `/users/customers/${demo}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = userPageSchema.parse(res.json());
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalUsers: 3 });
    expect(page.data.map((u) => u.userName)).toEqual(['demo.admin', 'demo.sysadmin', 'demo.user']);
    expect(page.data.find((u) => u.userName === 'demo.user')).toMatchObject({ role: 'enduser', status: 'active', userGroups: ['Credit Reports'], entitlements: [] });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('pages with pageNumber and pageSize (at most 50)', async () => {
    const res = await k.call('demo.admin', 'GET', `/users/customers/${demo}?pageNumber=2&pageSize=2`);
    expect(res.json()).toMatchObject({ pageNumber: 2, pageSize: 2, totalUsers: 3, data: [{ userName: 'demo.user' }] });
    expect((await k.call('demo.admin', 'GET', `/users/customers/${demo}?pageSize=50`)).statusCode).toBe(200);
    expect((await k.call('demo.admin', 'GET', `/users/customers/${demo}?pageSize=51`)).statusCode).toBe(400);
    expect((await k.call('demo.admin', 'GET', `/users/customers/${demo}?pageNumber=0`)).statusCode).toBe(400);
  });

  it('answers all=true of some groups, and one userName', async () => {
    const all = await k.call('demo.admin', 'GET', `/users/customers/${demo}?userGroups=Credit%20Reports&groupName=true&all=true`);
    expect(all.json().data.map((u: { userName: string }) => u.userName)).toEqual(['demo.user']);
    const one = await k.call('demo.admin', 'GET', `/users/customers/${demo}?userName=Demo.Sysadmin&groupName=true`);
    expect(one.json()).toMatchObject({ totalUsers: 1, data: [{ userName: 'demo.sysadmin', role: 'systemadmin', userGroups: ['System Administrators'] }] });
    expect((await k.call('demo.admin', 'GET', `/users/customers/${demo}?userName=nobody.here`)).json()).toMatchObject({ totalUsers: 0, data: [] });
  });

  it('lists the system administrators', async () => {
    const res = await k.call('demo.admin', 'GET', `/users/customers/${demo}/roles/systemadmin`);
    expect(res.json().data.map((u: { userName: string }) => u.userName)).toEqual(['demo.sysadmin']);
  });

  it('searches keywords in user name, first and last name and e-mail, any case, every word', async () => {
    const search = async (keyWords: string) =>
      (await k.call('demo.admin', 'POST', `/users/customers/${demo}/search?groupName=true&pageNumber=1&pageSize=50`, { keyWords })).json();
    expect((await search('DEVON')).data.map((u: { userName: string }) => u.userName)).toEqual(['demo.user']);
    expect((await search('demolending.example')).totalUsers).toBe(3);
    expect((await search('sam sysadmin')).data.map((u: { userName: string }) => u.userName)).toEqual(['demo.sysadmin']);
    expect((await search('sam devon')).totalUsers).toBe(0);
    // LIKE's own characters are literal
    expect((await search('%')).totalUsers).toBe(0);
    // another company's users are never found
    expect((await search('olive')).totalUsers).toBe(0);
  });

  it('filters by created date range, status, role and groups, in the query or the body', async () => {
    const y = new Date().getUTCFullYear();
    const q = (query: string, body: object = {}) => k.call('demo.admin', 'POST', `/users/customers/${demo}/search?pageNumber=1&pageSize=10&groupName=true${query}`, body);
    expect((await q(`&fromDate=01/01/${y}%2000:00:00&toDate=12/31/${y}%2023:59:59`)).json().totalUsers).toBe(3);
    expect((await q(`&fromDate=01/01/${y - 1}%2000:00:00&toDate=12/31/${y - 1}%2023:59:59`)).json().totalUsers).toBe(0);
    expect((await q('&role=systemadmin')).json().data.map((u: { userName: string }) => u.userName)).toEqual(['demo.sysadmin']);
    expect((await q('', { role: 'enduser', status: 'active' })).json().data.map((u: { userName: string }) => u.userName)).toEqual(['demo.user']);
    expect((await q('', { userGroups: ['administrators'] })).json().data.map((u: { userName: string }) => u.userName)).toEqual(['demo.admin']);
    expect((await q('&status=blocked')).json().totalUsers).toBe(0);
    expect((await q('&fromDate=02/30/2026%2000:00:00')).statusCode).toBe(400);
    expect((await q('&fromDate=2026-01-01')).statusCode).toBe(400);
    expect((await q('&role=root')).statusCode).toBe(400);
  });
});

describe('creating a user (POST /orchestrator/users)', () => {
  it('creates the user with groups, answers the spec message and e-mails an invitation with a temporary password to change at first login', async () => {
    const res = await k.call('demo.admin', 'POST', '/orchestrator/users', {
      userName: 'Casey_New',
      firstName: 'Casey',
      lastName: 'New',
      email: 'casey.new@demolending.example',
      role: 'enduser',
      userGroups: ['credit reports'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.users.created('casey_new', 'casey.new@demolending.example'),
      user: { userName: 'casey_new', userGroups: ['Credit Reports'], status: 'active' },
    });
    const mail: CapturedMail = await smtp.waitFor((m) => m.to.includes('casey.new@demolending.example'));
    expect(mail.subject).toBe('Your Creditdesk user');
    expect(mail.text).toContain('User name: casey_new');
    const temporary = /Temporary password: (\S+)/.exec(mail.text)![1];
    expect(temporary).toHaveLength(16);
    const login = await k.t.attemptLogin('casey_new', temporary);
    expect(isLoginError(login)).toBe(false);
    expect(login).toMatchObject({ password_change_required: true });
    expect((await rowOf('casey_new')).mustChangePassword).toBe(true);
    // the audit trail has the act, never the password
    const [created] = await k.audit('user.created', 'casey_new');
    expect(created).toMatchObject({ actorUsername: 'demo.admin', outcome: 'success', details: { after: { userName: 'casey_new', userGroups: ['Credit Reports'] } } });
    expect(JSON.stringify(await k.audit('user.invited', 'casey_new'))).not.toContain(temporary);
  });

  it("refuses a Standard user in a group with Administrator privileges ('can not add standard user to admin group')", async () => {
    const res = await newUser({ userName: 'std_to_admin', userGroups: ['Administrators'] });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.standardToAdminGroup);
    expect(res.json().message).toBe(MESSAGES.users.standardToAdminGroup('std_to_admin'));
    expect(userAdminErrorText(detail(res), 'std_to_admin', 'enduser')).toBe(MESSAGES.users.standardToAdminGroup('std_to_admin'));
    expect(await rowOf('std_to_admin')).toBeUndefined();
  });

  it("refuses a Standard or Admin user in a System Administrator group ('can not add standard/admin user to sysadmin group')", async () => {
    for (const role of ['enduser', 'adminuser'] as const) {
      const res = await newUser({ userName: `to_sys_${role}`, role, userGroups: ['System Administrators'] }, 'demo.sysadmin');
      expect(res.statusCode).toBe(400);
      expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.toSysadminGroup);
      expect(res.json().message).toBe(MESSAGES.users.toSysadminGroup(`to_sys_${role}`, role === 'adminuser' ? 'Admin user' : 'Standard user'));
    }
    // a system administrator may be in it
    expect((await newUser({ userName: 'sys_two', role: 'systemadmin', userGroups: ['System Administrators'] }, 'demo.sysadmin')).statusCode).toBe(200);
  });

  it("refuses a name already taken, in any case and in any company ('userName already exists')", async () => {
    expect((await newUser({ userName: 'Taken_Here' })).statusCode).toBe(200);
    expect((await newUser({ userName: 'Taken_There', email: 't@secondbank.example' }, 'other.admin')).statusCode).toBe(200);
    for (const userName of ['TAKEN_HERE', 'taken_there']) {
      const res = await newUser({ userName });
      expect(res.statusCode).toBe(400);
      expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.userNameExists);
      expect(res.json().message).toBe(MESSAGES.users.alreadyExists(userName.toLowerCase()));
    }
  });

  it('refuses a name taken between the availability check and the submit: the unique index decides', async () => {
    expect((await k.call('demo.admin', 'GET', '/orchestrator/users/exits/race_name')).json()).toEqual({ userName: 'race_name', exists: false });
    // meanwhile another company's administrator takes it
    expect((await newUser({ userName: 'Race_Name', email: 'r@secondbank.example' }, 'other.admin')).statusCode).toBe(200);
    const res = await newUser({ userName: 'race_name' });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.userNameExists);
    expect((await rowOf('race_name')).customerId).toBe(second);
  });

  it("refuses an Admin user making a System administrator ('A admin user can not update System admin')", async () => {
    const res = await newUser({ userName: 'sys_by_admin', role: 'systemadmin' });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin);
  });

  it('judges every field with the contracts’ rules (400 naming it)', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await newUser(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ userName: 'has space' }, MESSAGES.userId.invalidCharacters);
    await bad({ userName: 'a@b' }, MESSAGES.userId.invalidEmail);
    await bad({ email: 'not-an-email' }, 'email');
    await bad({ firstName: '' }, 'firstName is required');
    await bad({ lastName: 'x+y' }, 'lastName');
    await bad({ role: 'root' }, 'role');
    await bad({ userGroups: ['No Such Group'] }, ADMIN_MESSAGES.groupNotFound('No Such Group'));
    await bad({ entitlements: ['securityadmin'] }, ADMIN_MESSAGES.standardUserEntitlements);
  });

  it('lets an administrator grant only entitlements they hold', async () => {
    // dl_limited holds usermanagementadmin only
    expect((await newUser({ userName: 'dl_limited', role: 'adminuser', entitlements: ['usermanagementadmin'] })).statusCode).toBe(200);
    await db().update(users).set({ mustChangePassword: false, passwordHash: (await rowOf('demo.admin')).passwordHash }).where(eq(users.username, 'dl_limited'));
    const res = await newUser({ userName: 'dl_escalate', role: 'adminuser', entitlements: ['securityadmin'] }, 'dl_limited');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.grantOnlyHeld('securityadmin'));
  });
});

describe('user names (generateuser, exits)', () => {
  it('needs both names, then proposes first_last, first_last2, …', async () => {
    const gen = (body: object) => k.call('demo.admin', 'POST', '/orchestrator/users/generateuser', body);
    for (const body of [{}, { firstName: 'Dana' }, { firstName: ' ', lastName: 'Admin' }]) {
      const res = await gen(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.userId.nameRequiredToGenerate);
    }
    expect((await gen({ firstName: 'Jordan', lastName: 'Lee' })).json()).toEqual({ userName: 'jordan_lee' });
    expect((await newUser({ userName: 'jordan_lee' })).statusCode).toBe(200);
    expect((await gen({ firstName: 'JORDAN', lastName: 'lee' })).json()).toEqual({ userName: 'jordan_lee2' });
    expect((await gen({ firstName: 'Zoë', lastName: "Núñez O'Brien" })).json()).toEqual({ userName: 'zoe_nunez-obrien' });
  });

  it('answers whether a name exists, in any case', async () => {
    expect((await k.call('demo.admin', 'GET', '/orchestrator/users/exits/DEMO.USER')).json()).toEqual({ userName: 'demo.user', exists: true, message: MESSAGES.userId.taken });
    expect((await k.call('demo.admin', 'GET', '/orchestrator/users/exits/Free_Name')).json()).toEqual({ userName: 'free_name', exists: false });
  });
});

describe('updating a user (PUT /orchestrator/users)', () => {
  it('changes the given fields and records before and after', async () => {
    expect((await newUser({ userName: 'upd_me', firstName: 'Before' })).statusCode).toBe(200);
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'UPD_ME', firstName: 'After', userGroups: ['Credit Reports'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', user: { firstName: 'After', lastName: 'Quill', userGroups: ['Credit Reports'] } });
    const [event] = await k.audit('user.updated', 'upd_me');
    expect(event.details).toMatchObject({ before: { firstName: 'Before', userGroups: [] }, after: { firstName: 'After', userGroups: ['Credit Reports'] } });
  });

  it("refuses an Admin user updating a System admin ('A admin user can not update System admin'); a System admin may", async () => {
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'demo.sysadmin', firstName: 'Hacked' });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin);
    expect(res.json().message).toBe(MESSAGES.users.adminCannotUpdateSysadmin);
    expect((await rowOf('demo.sysadmin')).firstName).toBe('Sam');
    const [refused] = await k.audit('user.updated', 'demo.sysadmin');
    expect(refused).toMatchObject({ outcome: 'failure', actorUsername: 'demo.admin' });
    expect((await k.call('demo.sysadmin', 'PUT', '/orchestrator/users', { userName: 'demo.sysadmin', firstName: 'Sam' })).statusCode).toBe(200);
  });

  it('refuses demoting a member of an admin group to Standard user while they stay in it', async () => {
    expect((await newUser({ userName: 'adm_member', role: 'adminuser', userGroups: ['Administrators'] })).statusCode).toBe(200);
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'adm_member', role: 'enduser' });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.standardToAdminGroup);
    const moved = await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'adm_member', role: 'enduser', userGroups: ['Credit Reports'] });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('ends the sessions of a user whose rights shrink', async () => {
    expect((await newUser({ userName: 'shrinks', role: 'adminuser', entitlements: ['usertransactionsadmin'] })).statusCode).toBe(200);
    const row = await rowOf('shrinks');
    await db().insert(sessions).values({ userId: row.id, customerId: demo, expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'shrinks', entitlements: [] })).statusCode).toBe(200);
    const live = await db().select().from(sessions).where(eq(sessions.userId, row.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });
});

describe('the last user-management administrator', () => {
  it('cannot lose the entitlement, be demoted or be deactivated while no other active one remains', async () => {
    // Second Bank has one: other.admin
    const demote = await k.call('other.admin', 'PUT', '/orchestrator/users', { userName: 'other.admin', role: 'enduser', userGroups: [] });
    expect(demote.statusCode).toBe(400);
    expect(detail(demote)).toBe(ADMIN_ERROR_DETAILS.lastUserAdmin);
    expect(demote.json().message).toBe(ADMIN_MESSAGES.lastUserAdmin('other.admin'));
    const drop = await k.call('other.admin', 'PUT', '/orchestrator/users', { userName: 'other.admin', entitlements: ['securityadmin', 'productmanagementadmin'] });
    expect(drop.statusCode).toBe(400);
    expect(detail(drop)).toBe(ADMIN_ERROR_DETAILS.lastUserAdmin);
    expect((await rowOf('other.admin')).entitlements).toContain('usermanagementadmin');
    expect((await rowOf('other.admin')).role).toBe('adminuser');
  });

  it('may step down once another active one exists', async () => {
    // in Demo Lending demo.sysadmin also holds it; demo.sysadmin removes it from a new admin then from themself is refused
    expect((await newUser({ userName: 'um_two', role: 'adminuser', entitlements: ['usermanagementadmin'] }, 'demo.sysadmin')).statusCode).toBe(200);
    expect((await k.call('demo.sysadmin', 'PUT', '/orchestrator/users', { userName: 'um_two', entitlements: [] })).statusCode).toBe(200);
  });

  it('cannot be deleted by anyone, nor delete themself', async () => {
    const self = await k.call('other.admin', 'POST', '/users/batchdelete', { customerId: second, deleteList: ['other.admin'] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
  });
});

describe('status: block, deactivate, revoke, reactivate (PUT /orchestrator/users/status)', () => {
  it('blocks with a reason the user reads at login, ends their sessions, and reactivates', async () => {
    const before = await k.t.login('demo.user');
    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status: 'blocked' })).statusCode).toBe(400);
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status: 'blocked', reason: 'Suspicious activity' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'blocked', blockedReason: 'Suspicious activity' });
    expect(await k.t.attemptLogin('demo.user', DEMO_PASSWORD)).toMatchObject({ error_code: 1003, error_message: expect.stringMatching(/: Suspicious activity$/) });
    const stale = await k.t.app.inject({ method: 'GET', url: '/api/users/user/demo.user', headers: { authorization: `Bearer ${before.access_token}` } });
    expect(stale.statusCode).toBe(401);
    for (const [status, code] of [['inactive', 1009], ['revoked', 1008]] as const) {
      expect((await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status })).statusCode).toBe(200);
      expect(await k.t.attemptLogin('demo.user', DEMO_PASSWORD)).toMatchObject({ error_code: code });
    }
    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status: 'active' })).json().user).toMatchObject({ status: 'active', blockedReason: null });
    expect(isLoginError(await k.t.attemptLogin('demo.user', DEMO_PASSWORD))).toBe(false);
    const events = await k.audit('user.status-changed', 'demo.user');
    expect(events.find((e) => (e.details as { after?: { status?: string } }).after?.status === 'blocked')?.details).toMatchObject({
      before: { status: 'active' },
      after: { status: 'blocked', blockedReason: 'Suspicious activity' },
    });
  });

  it('refuses changing one’s own status and an Admin user blocking a System admin', async () => {
    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.admin', status: 'inactive' })).json().message).toBe(ADMIN_MESSAGES.cannotChangeOwnStatus);
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users/status', { userName: 'demo.sysadmin', status: 'blocked', reason: 'x' });
    expect(detail(res)).toBe(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin);
  });
});

describe('deleting users (POST /users/batchdelete)', () => {
  it('deletes one or many with the spec messages; a deleted user cannot log in and the name is never reused', async () => {
    for (const n of ['del_a', 'del_b', 'del_c']) expect((await newUser({ userName: n })).statusCode).toBe(200);
    await db().update(users).set({ passwordHash: (await rowOf('demo.user')).passwordHash, mustChangePassword: false }).where(eq(users.username, 'del_a'));
    expect(isLoginError(await k.t.attemptLogin('del_a', DEMO_PASSWORD))).toBe(false);

    const one = await k.call('demo.admin', 'POST', '/users/batchdelete', { customerId: demo, deleteList: ['del_a'] });
    expect(one.json()).toEqual({ status: 'success', message: MESSAGES.users.deletedOne, deleted: ['del_a'] });
    const many = await k.call('demo.admin', 'POST', '/users/batchdelete', { customerId: demo, deleteList: ['DEL_B', 'del_c'] });
    expect(many.json()).toMatchObject({ message: MESSAGES.users.deletedMany(2) });

    expect(await k.t.attemptLogin('del_a', DEMO_PASSWORD)).toMatchObject({ error_code: 3002 });
    const list = await k.call('demo.admin', 'GET', `/users/customers/${demo}?all=true`);
    expect(list.json().data.map((u: { userName: string }) => u.userName)).not.toContain('del_a');
    expect(list.json().totalUsers).toBe(list.json().data.length);
    expect((await k.call('demo.admin', 'GET', '/orchestrator/users/exits/del_a')).json().exists).toBe(true);
    expect(detail(await newUser({ userName: 'del_a' }))).toBe(ADMIN_ERROR_DETAILS.userNameExists);
    const [event] = await k.audit('user.deleted', 'del_a');
    expect(event.details).toMatchObject({ before: { userName: 'del_a' }, after: null });
  });

  it('deletes nothing when one name is unknown or a System admin (all or nothing)', async () => {
    expect((await newUser({ userName: 'keep_me' })).statusCode).toBe(200);
    expect((await k.call('demo.admin', 'POST', '/users/batchdelete', { customerId: demo, deleteList: ['keep_me', 'nobody.at.all'] })).statusCode).toBe(404);
    const sys = await k.call('demo.admin', 'POST', '/users/batchdelete', { customerId: demo, deleteList: ['keep_me', 'demo.sysadmin'] });
    expect(detail(sys)).toBe(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin);
    expect((await rowOf('keep_me')).deletedAt).toBeNull();
  });
});

describe('re-certification (POST /orchestrator/users/recertify)', () => {
  it('stamps who re-certified whom and when, and records it', async () => {
    const res = await k.call('demo.admin', 'POST', '/orchestrator/users/recertify', { userNames: ['demo.user'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.recertified(1), users: [{ userName: 'demo.user', lastRecertifiedBy: 'demo.admin' }] });
    expect((await rowOf('demo.user')).lastRecertifiedAt).not.toBeNull();
    const [event] = await k.audit('user.recertified', 'demo.user');
    expect(event.details).toMatchObject({ after: { lastRecertifiedBy: 'demo.admin' } });
  });
});

/** what the demo data's "Credit Reports" group grants demo.user, sorted as the answers list it. */
const DEMO_USER_PRODUCTS = [...DEMO_COMPANIES[0].groups.find((g) => g.name === 'Credit Reports')!.products].sort();

describe("a user's products (POST /orchestrator/products/users)", () => {
  it('are the union of their groups’ (products held by the company), for the user or a user admin', async () => {
    const expected = { userName: 'demo.user', userGroups: ['Credit Reports'], productList: DEMO_USER_PRODUCTS, isFileTransportAuthorized: true };
    for (const page of ['products', 'usergroups']) {
      expect((await k.call('demo.user', 'POST', `/orchestrator/products/users?page=${page}`, { customerId: demo, userName: 'demo.user' })).json()).toEqual(expected);
    }
    expect((await k.call('demo.admin', 'POST', '/orchestrator/products/users?page=products', { customerId: demo, userName: 'demo.user' })).json()).toEqual(expected);
    expect((await k.call('demo.user', 'POST', '/orchestrator/products/users?page=products', { customerId: demo, userName: 'demo.admin' })).statusCode).toBe(403);
    const profile = await k.call('demo.user', 'GET', '/users/user/demo.user');
    expect(profile.json()).toMatchObject({ userGroups: ['Credit Reports'], productList: DEMO_USER_PRODUCTS, isFileTransportAuthorized: true });
  });
});

describe('CSV export (POST /users/customers/{id}/download)', () => {
  it('streams text/csv as exportData.csv with a header row and one row per matching user', async () => {
    expect((await newUser({ userName: 'csv_tricky', firstName: '=HYPERLINK("x")', lastName: 'Smith, Jr' })).statusCode).toBe(200);
    const res = await k.call('demo.admin', 'POST', `/users/customers/${demo}/download`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="exportData.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(USERS_CSV_COLUMNS.join(','));
    const live = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from users where customer_id = ${demo} and deleted_at is null`))[0].n;
    expect(lines).toHaveLength(1 + live);
    const userLine = lines.find((l) => l.startsWith('demo.user,'))!;
    expect(userLine).toMatch(/^demo\.user,Devon,User,demo\.user@demolending\.example,Standard user,active,Credit Reports,,\d{4}-/);
    // formula cells are defused, commas quoted
    expect(lines.find((l) => l.startsWith('csv_tricky,'))).toContain(`"'=HYPERLINK(""x"")","Smith, Jr"`);
    const [event] = await k.audit('user.exported');
    expect(event).toMatchObject({ actorUsername: 'demo.admin', details: { rows: live } });
  });

  it('applies the search filters', async () => {
    const res = await k.call('demo.admin', 'POST', `/users/customers/${demo}/download?role=systemadmin`, { keyWords: 'sam' });
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await k.call('demo.admin', 'POST', `/users/customers/${demo}/download?fromDate=13/01/2026%2000:00:00`, {})).statusCode).toBe(400);
  });
});
