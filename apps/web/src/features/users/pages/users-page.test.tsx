import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { GROUPS, SEARCH, SYSADMINS, USERS, usersServer } from '../testing/fake-users-api';
import { makeAdminUser, manyUsers } from '../testing/users-fixtures';
import { bodyOf, pickOptions, queryOf, rows, where } from '../testing/users-test-helpers';

const lastCall = (server: ReturnType<typeof usersServer>, path: string) => server.callsTo(path).at(-1)!;

// Whole tables in jsdom: slow on a busy machine.
describe('Users list', () => {
  it('lists page 1 of 10 with the columns, a status reason and the page actions', async () => {
    const server = usersServer([
      makeAdminUser({ role: 'adminuser', userGroups: ['Administrators', 'Credit Reports'], lastRecertifiedAt: '2026-11-01T09:00:00.000Z', lastRecertifiedBy: 'demo.admin' }),
      makeAdminUser({ userName: 'bob.block', firstName: 'Bob', lastName: 'Block', email: 'bob@demo.test', status: 'blocked', blockedReason: 'Left the company', lastLoginAt: null, userGroups: [] }),
    ]);
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    expect(await screen.findByText('jane.doe')).toBeTruthy();
    expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(queryOf(lastCall(server, GROUPS))).toEqual({ all: 'true' });

    const jane = within(rows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(jane.slice(1, 7)).toEqual(['jane.doe', 'Jane Doe', 'jane.doe@demo.test', 'Admin user', 'Active', 'Administrators, Credit Reports']);
    expect(jane[7]).toMatch(/^11-20-2026/);
    expect(jane[8]).toBe('11-01-2026by demo.admin');
    const bob = within(rows()[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(bob.slice(4, 9)).toEqual(['Standard user', 'Blocked', 'None', 'Never', 'Never']);
    fireEvent.mouseOver(within(rows()[1]).getByText('Blocked'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Reason: Left the company');

    expect(screen.getByRole('link', { name: 'Add User' }).getAttribute('href')).toBe('/users/add');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(server.callsTo(SEARCH)).toHaveLength(0);
  });

  it('keeps paging in the URL and in the call: next page, then 25 a page from page 1', async () => {
    const server = usersServer(manyUsers(30));
    const { router } = renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    expect(screen.getByText('1–10 of 30')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('user11')).toBeTruthy();
    expect(where(router)).toBe('/users?page=2');
    expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '2', pageSize: '10' });

    await pickOptions(/Rows per page/, '25');
    expect(await screen.findByText('user25')).toBeTruthy();
    expect(where(router)).toBe('/users?size=25');
    expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '1', pageSize: '25' });
    expect(rows()).toHaveLength(25);
  });

  it('sorts by a column header: the order in the URL and the call, from page 1, kept on a reload', async () => {
    const server = usersServer(manyUsers(30));
    const { router } = renderApp({ path: '/users?page=2', auth: ADMIN_AUTH });
    await screen.findByText('user11');
    expect(screen.getByRole('columnheader', { name: /^User name/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(where(router)).toBe('/users?sort=email'));
    await waitFor(() => expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '1', pageSize: '10', sort: 'email' }));
    fireEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(where(router)).toBe('/users?sort=-email'));
    expect(screen.getByRole('columnheader', { name: /^E-mail/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('opens in the order of the URL, with a search too', async () => {
    const server = usersServer(manyUsers(3));
    renderApp({ path: '/users?q=First&sort=-lastLoginAt', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    expect(queryOf(lastCall(server, SEARCH))).toEqual({ groupName: 'true', pageNumber: '1', pageSize: '50', sort: '-lastLoginAt' });
    expect(screen.getByRole('columnheader', { name: /^Last login/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('opens on the page and size of the URL', async () => {
    const server = usersServer(manyUsers(60));
    renderApp({ path: '/users?page=2&size=50', auth: ADMIN_AUTH });
    expect(await screen.findByText('user51')).toBeTruthy();
    expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '2', pageSize: '50' });
  });

  it('searches key words with POST …/search, 50 a page, and puts them in the URL', async () => {
    const server = usersServer(manyUsers(12));
    const { router } = renderApp({ path: '/users?page=2', auth: ADMIN_AUTH });
    await screen.findByText('user11');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  First1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(where(router)).toBe('/users?q=First1'));
    expect(await screen.findByText('user12')).toBeTruthy();
    const call = lastCall(server, SEARCH);
    expect(call.method).toBe('POST');
    expect(queryOf(call)).toEqual({ groupName: 'true', pageNumber: '1', pageSize: '50' });
    expect(bodyOf(call)).toEqual({ keyWords: 'First1' });
    expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['user01', 'user10', 'user11', 'user12']);
  });

  it('filters by created dates, status, user groups and role with the search call', async () => {
    const server = usersServer([makeAdminUser({ createdAt: '2026-10-10T12:00:00.000Z', userGroups: ['Administrators'], role: 'adminuser' })]);
    const { router } = renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByText('jane.doe');
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-10-31' } });
    await pickOptions('Status', 'Active');
    await pickOptions('Role', 'Admin user');
    await pickOptions('User groups', 'Administrators', 'Credit Reports');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(server.callsTo(SEARCH)).toHaveLength(1));
    expect(where(router)).toBe('/users?from=2026-10-01&to=2026-10-31&status=active&groups=Administrators%2CCredit+Reports&role=adminuser');
    const call = lastCall(server, SEARCH);
    expect(queryOf(call)).toEqual({
      groupName: 'true',
      pageNumber: '1',
      pageSize: '10',
      fromDate: '10/01/2026 00:00:00',
      toDate: '10/31/2026 23:59:59',
      status: 'active',
      userGroups: 'Administrators,Credit Reports',
      role: 'adminuser',
    });
    expect(bodyOf(call)).toEqual({});
    expect(await screen.findByText('jane.doe')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where(router)).toBe('/users'));
  });

  it('refuses a date range that ends before it starts', async () => {
    usersServer(manyUsers(1));
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-10-01' } });
    expect(screen.getByText('The end date is before the start date')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "No users yet" with Add User, and when a search finds nobody', async () => {
    usersServer([]);
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeTruthy();
  });

  it('says when no user matches, with a way to clear the filters', async () => {
    usersServer(manyUsers(2));
    const { router } = renderApp({ path: '/users?q=nobody&status=blocked', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No users match your search' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('heading', { name: 'No users match your search' }).parentElement!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where(router)).toBe('/users'));
  });

  it('shows a load error with Try again', async () => {
    let fail = true;
    usersServer(manyUsers(1), { [USERS]: () => (fail ? errorBody(500) : json({ data: manyUsers(1), totalUsers: 1, pageNumber: 1, pageSize: 10 })) });
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    expect(await screen.findByText('The users could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('user01')).toBeTruthy();
  });

  it('always asks for the caller’s own company, whatever the URL says', async () => {
    const server = usersServer(manyUsers(1));
    renderApp({ path: '/users?customerId=c-2&q=user', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    expect(server.calls.every((c) => !c.url.pathname.includes('c-2'))).toBe(true);
    expect(server.callsTo(SEARCH)).toHaveLength(1);
  });

  it('lists the system administrators when their section is opened', async () => {
    const server = usersServer([makeAdminUser(), makeAdminUser({ userName: 'demo.sysadmin', firstName: 'Sam', lastName: 'Sysadmin', email: 'sam@demo.test', role: 'systemadmin' })]);
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByText('jane.doe');
    expect(server.callsTo(SYSADMINS)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /System administrators/ }));
    const list = await screen.findByRole('list', { name: 'System administrators' });
    expect(within(list).getByText('Sam Sysadmin (demo.sysadmin)')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Users list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a user with the table’s facts, selection and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = usersServer([makeAdminUser({ role: 'adminuser', userGroups: ['Administrators', 'Credit Reports'] }), makeAdminUser({ userName: 'bob.block', firstName: 'Bob', lastName: 'Block', email: 'bob@demo.test' })]);
    const { router } = renderApp({ path: '/users', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    const [jane] = within(cards).getAllByRole('listitem');
    for (const fact of ['jane.doe', 'Jane Doe', 'jane.doe@demo.test', 'Admin user', 'Active', 'Administrators, Credit Reports']) expect(jane.textContent).toContain(fact);
    expect(within(jane).getByRole('button', { name: 'Actions for jane.doe' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(screen.getByRole('toolbar', { name: 'Selected users' }).textContent).toContain('2 users selected');
    fireEvent.click(within(jane).getByRole('checkbox', { name: 'Select jane.doe' }));
    expect(screen.getByRole('toolbar', { name: 'Selected users' }).textContent).toContain('1 user selected');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'email.desc' } });
    await waitFor(() => expect(where(router)).toBe('/users?sort=-email'));
    await waitFor(() => expect(queryOf(lastCall(server, USERS))).toEqual({ pageNumber: '1', pageSize: '10', sort: '-email' }));
  });
});
