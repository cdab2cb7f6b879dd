import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_DETAILS, ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { customerProducts } from '../../../db/schema/index.js';
import { DEMO_COMPANIES } from '../../../db/seed-demo.js';
import { SANDBOX_PERSONAS } from '../../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../../testing/consumer-requests.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';

let k: AdminKit;
let demo: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
});
afterAll(() => k.t.close());

const detail = (res: { json(): { additionalErrorDetails?: { message?: string } } }) => res.json().additionalErrorDetails?.message;
const createGroup = (body: Record<string, unknown>, as = 'demo.admin') => k.call(as, 'POST', '/orchestrator/users/groups', body);
const getGroup = async (name: string) => (await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}/group/${encodeURIComponent(name)}`)).json();

describe('user groups: list, search, read, map', () => {
  it('lists the company’s groups by name, paged (default 1 and 10) or all', async () => {
    const res = await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pageNumber: 1, pageSize: 10, totalGroups: 3 });
    expect(res.json().data.map((g: { groupName: string }) => g.groupName)).toEqual(['Administrators', 'Credit Reports', 'System Administrators']);
    expect(res.json().data[1]).toMatchObject({ privilege: 'standard', productList: [...DEMO_COMPANIES[0].groups.find((g) => g.name === 'Credit Reports')!.products].sort(), isFileTransportAuthorized: true, memberCount: 1 });
    expect((await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}?pageNumber=2&pageSize=2`)).json().data).toHaveLength(1);
    expect((await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}?all=true`)).json().data).toHaveLength(3);
    expect((await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}?pageSize=51`)).statusCode).toBe(400);
  });

  it('searches by name or description', async () => {
    const res = await k.call('demo.admin', 'POST', `/usergroups/customers/${demo}/search?pageNumber=1&pageSize=10`, { keyWords: 'LOAN' });
    expect(res.json().data.map((g: { groupName: string }) => g.groupName)).toEqual(['Credit Reports']);
  });

  it('reads one group with its members, and maps every group to its members', async () => {
    expect(await getGroup('credit reports')).toMatchObject({ groupName: 'Credit Reports', members: [{ userName: 'demo.user', role: 'enduser' }] });
    expect((await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}/group/Nope`)).statusCode).toBe(404);
    const map = await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}/groupmap`);
    expect(map.json().groupMap).toMatchObject({ Administrators: ['demo.admin'], 'Credit Reports': ['demo.user'], 'System Administrators': ['demo.sysadmin'] });
  });
});

describe('creating and changing groups', () => {
  it('creates a group with products, file transfer and members, and records it', async () => {
    const res = await createGroup({
      groupName: 'Underwriters',
      description: 'Underwriting team',
      privilege: 'standard',
      isFileTransportAuthorized: false,
      productList: ['CCR'],
      userList: ['demo.user'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: ADMIN_MESSAGES.groupCreated('Underwriters'), group: { memberCount: 1, productList: ['CCR'] } });
    const [event] = await k.audit('group.created', 'Underwriters');
    expect(event.details).toMatchObject({ after: { groupName: 'Underwriters', productList: ['CCR'] }, membersAdded: ['demo.user'] });
  });

  it('refuses a second group of the same name in any case, a product the company does not hold, a bad name', async () => {
    expect((await createGroup({ groupName: 'UNDERWRITERS' })).json().message).toBe(ADMIN_MESSAGES.groupExists('UNDERWRITERS'));
    // the demo company holds every product: it gives one up for this
    await k.t.database.db.delete(customerProducts).where(and(eq(customerProducts.customerId, demo), eq(customerProducts.productCode, 'FSCH')));
    expect((await createGroup({ groupName: 'Fraud', productList: ['FSCH'] })).json().message).toBe(ADMIN_MESSAGES.productNotHeld('FSCH'));
    await k.t.database.db.insert(customerProducts).values({ customerId: demo, productCode: 'FSCH' });
    expect((await createGroup({ groupName: 'Bad, name' })).statusCode).toBe(400);
    expect((await createGroup({ groupName: 'Fraud', productList: ['NOPE'] })).statusCode).toBe(400);
  });

  it("applies §5: no Standard user in an admin group, no Standard or Admin user in a sysadmin group", async () => {
    const std = await createGroup({ groupName: 'Admins Two', privilege: 'admin', userList: ['demo.user'] });
    expect(std.statusCode).toBe(400);
    expect(detail(std)).toBe(ADMIN_ERROR_DETAILS.standardToAdminGroup);
    expect(std.json().message).toBe(MESSAGES.users.standardToAdminGroup('demo.user'));
    const adm = await createGroup({ groupName: 'Sys Two', privilege: 'sysadmin', userList: ['demo.admin'] }, 'demo.sysadmin');
    expect(detail(adm)).toBe(ADMIN_ERROR_DETAILS.toSysadminGroup);
    expect(adm.json().message).toBe(MESSAGES.users.toSysadminGroup('demo.admin', 'Admin user'));
    // raising a group's level with a Standard member in it is the same refusal
    const raise = await k.call('demo.admin', 'PUT', '/orchestrator/users/groups', { groupName: 'Underwriters', privilege: 'admin' });
    expect(detail(raise)).toBe(ADMIN_ERROR_DETAILS.standardToAdminGroup);
    expect((await getGroup('Underwriters')).privilege).toBe('standard');
    // adding a Standard user to an admin group through the user
    const viaUser = await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'demo.user', userGroups: ['Credit Reports', 'Administrators'] });
    expect(detail(viaUser)).toBe(ADMIN_ERROR_DETAILS.standardToAdminGroup);
  });

  it('lets only a System administrator create or change a System Administrator group', async () => {
    expect((await createGroup({ groupName: 'Sys Three', privilege: 'sysadmin' })).json().message).toBe(ADMIN_MESSAGES.sysadminGroupOnly);
    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users/groups', { groupName: 'System Administrators', description: 'x' })).statusCode).toBe(403);
    expect((await k.call('demo.admin', 'DELETE', `/usergroups/customers/${demo}/group/System%20Administrators`)).statusCode).toBe(403);
    expect((await createGroup({ groupName: 'Sys Three', privilege: 'sysadmin', userList: ['demo.sysadmin'] }, 'demo.sysadmin')).statusCode).toBe(200);
  });

  it('updates, renames, replaces members and products, with before and after', async () => {
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users/groups', {
      groupName: 'underwriters',
      newGroupName: 'Underwriting',
      productList: ['CCR', 'NAL'],
      isFileTransportAuthorized: true,
      userList: ['demo.user', 'demo.admin'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toMatchObject({ groupName: 'Underwriting', productList: ['CCR', 'NAL'], isFileTransportAuthorized: true, memberCount: 2 });
    const [event] = await k.audit('group.updated', 'Underwriters');
    expect(event.details).toMatchObject({
      before: { groupName: 'Underwriters', productList: ['CCR'], isFileTransportAuthorized: false },
      after: { groupName: 'Underwriting', productList: ['CCR', 'NAL'], isFileTransportAuthorized: true },
      membersAdded: ['demo.admin'],
      membersRemoved: [],
    });
  });

  it('detaches users, then deletes the group with the spec message', async () => {
    const res = await k.call('demo.admin', 'PUT', '/orchestrator/users/groups/detach', { groupName: 'Underwriting', userList: ['demo.admin'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.usersDetached(1, 'Underwriting'), group: { memberCount: 1 } });
    const del = await k.call('demo.admin', 'DELETE', `/usergroups/customers/${demo}/group/underwriting`);
    expect(del.json()).toEqual({ status: 'success', message: MESSAGES.users.groupDeleted });
    expect((await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}/group/Underwriting`)).statusCode).toBe(404);
    const [event] = await k.audit('group.deleted', 'Underwriting');
    expect(event.details).toMatchObject({ before: { groupName: 'Underwriting' }, after: null, membersRemoved: ['demo.user'] });
  });
});

describe('ordering honours groups', () => {
  const persona = SANDBOX_PERSONAS[0];
  const order = (user: string) => k.call(user, 'POST', '/consumers/reports/acrov6', pullAgain(consumerRequest(persona)));

  it('refuses a user outside every group that grants the product (403), and lets them order once added', async () => {
    expect((await order('demo.user')).statusCode).toBe(200);
    const out = await k.call('demo.admin', 'PUT', '/orchestrator/users/groups/detach', { groupName: 'Credit Reports', userList: ['demo.user'] });
    expect(out.statusCode).toBe(200);
    const refused = await order('demo.user');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.productNotGranted('Consumer Credit Report'));
    expect((await k.call('demo.user', 'GET', '/users/user/demo.user')).json()).toMatchObject({ userGroups: [], productList: [], isFileTransportAuthorized: false });

    expect((await k.call('demo.admin', 'PUT', '/orchestrator/users', { userName: 'demo.user', userGroups: ['Credit Reports'] })).statusCode).toBe(200);
    expect((await order('demo.user')).statusCode).toBe(200);
  });

  it('needs the company to hold the product as well as a group to grant it', async () => {
    // Second Bank holds CCR only; its group cannot even be given NAL
    expect((await k.call('other.admin', 'PUT', '/orchestrator/users/groups', { groupName: 'Credit Reports', productList: ['CCR', 'NAL'] })).statusCode).toBe(400);
    expect((await k.call('other.admin', 'POST', '/consumers/reports/nal', consumerRequest(persona, { accountNumber: '200300400' }))).statusCode).toBe(403);
    expect((await k.call('other.admin', 'POST', '/consumers/reports/acrov6', consumerRequest(persona, { accountNumber: '200300400' }))).statusCode).toBe(200);
  });
});
