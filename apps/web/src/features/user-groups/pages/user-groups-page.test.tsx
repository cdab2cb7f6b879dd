import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import type { FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { GROUPS, GROUPS_DOWNLOAD, GROUPS_SEARCH, creditReports, groupPath, groupsApi, makeGroup } from '../testing/groups-fake-api';

const search = (call: FakeRequest) => Object.fromEntries(call.url.searchParams);
const rows = () => within(screen.getByRole('table', { name: 'User groups' })).getAllByRole('row').slice(1);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const many = (n: number) => Array.from({ length: n }, (_, i) => makeGroup(`Group ${String(i + 1).padStart(2, '0')}`));

// Whole tables in jsdom: slow on a busy machine.
describe('User Groups list', () => {
  it('lists page 1 of 10 with name, description, privilege, products by name, file transfer, members and date', async () => {
    const server = groupsApi([creditReports(), makeGroup('Administrators', { privilege: 'admin', productList: ['TCCN'], members: ['demo.admin'] })]);
    renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'Credit Reports' })).toBeTruthy();
    expect(search(server.callsTo(GROUPS).at(-1)!)).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(screen.getByRole('heading', { level: 1, name: 'User Groups' })).toBeTruthy();
    const cells = within(rows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['Credit Reports', 'Loan officers: consumer reports', 'Standard', 'Consumer Credit Report, OneView', 'Yes', '2', '11-02-2026']);
    expect(within(rows()[1]).getAllByRole('cell').map((c) => c.textContent).slice(2, 6)).toEqual(['Administrator', 'TeleCheck Collections and Negatives', 'No', '1']);
    expect(screen.getByRole('link', { name: 'Edit user group Credit Reports' }).getAttribute('href')).toBe('/user-groups/edit?groupName=Credit%20Reports');
    expect(screen.getByRole('link', { name: 'Add User Group' }).getAttribute('href')).toBe('/user-groups/add');
  });

  it('sorts by a header (the order in the URL and the call) and exports the list as filtered and sorted', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:groups'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = groupsApi(many(3));
    const { router } = renderApp({ path: '/user-groups?q=group', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'Group 01' });
    fireEvent.click(screen.getByRole('button', { name: /^Members/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Members/ }));
    await waitFor(() => expect(where(router)).toBe('/user-groups?q=group&sort=-memberCount'));
    await waitFor(() => expect(search(server.callsTo(GROUPS_SEARCH).at(-1)!)).toEqual({ pageNumber: '1', pageSize: '10', sort: '-memberCount' }));
    expect(screen.getByRole('columnheader', { name: /^Members/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['userGroups.csv']));
    expect(search(server.callsTo(GROUPS_DOWNLOAD)[0])).toEqual({ keyWords: 'group', sort: '-memberCount' });
    vi.restoreAllMocks();
  });

  it('keeps paging in the URL and in the call', async () => {
    const server = groupsApi(many(23));
    const { router } = renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'Group 01' });
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Group 11' })).toBeTruthy();
    expect(where(router)).toBe('/user-groups?page=2');
    expect(search(server.callsTo(GROUPS).at(-1)!)).toEqual({ pageNumber: '2', pageSize: '10' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByRole('link', { name: 'Group 23' })).toBeTruthy();
    expect(where(router)).toBe('/user-groups?size=25');
    expect(search(server.callsTo(GROUPS).at(-1)!)).toEqual({ pageNumber: '1', pageSize: '25' });
  });

  it('searches by key words from the URL with POST …/search {keyWords}, and a new search starts at page 1', async () => {
    const server = groupsApi([...many(12), creditReports()]);
    const { router } = renderApp({ path: '/user-groups?q=group&page=2&size=10', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'Group 11' })).toBeTruthy();
    const call = server.callsTo(GROUPS_SEARCH).at(-1)!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ keyWords: 'group' });
    expect(search(call)).toEqual({ pageNumber: '2', pageSize: '10' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' loan officers ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Credit Reports' })).toBeTruthy();
    expect(where(router)).toBe('/user-groups?q=loan+officers');
    expect(JSON.parse(server.callsTo(GROUPS_SEARCH).at(-1)!.body)).toEqual({ keyWords: 'loan officers' });
    expect(rows()).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No user groups match your search' })).toBeTruthy();
  });

  it('deletes after a confirmation naming the group and its members, shows the §8 text and reloads the list', async () => {
    const server = groupsApi([creditReports(), makeGroup('Fraud Team')]);
    renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user group Credit Reports' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this user group?' });
    expect(dialog.textContent).toContain('The user group Credit Reports with 2 members will be deleted.');
    const listCalls = server.callsTo(GROUPS).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.users.groupDeleted)).toBeTruthy();
    expect(server.callsTo(groupPath('Credit Reports')).map((c) => c.method)).toEqual(['DELETE']);
    await waitFor(() => expect(server.callsTo(GROUPS).length).toBe(listCalls + 1));
    // the table is hidden from the accessibility tree until the dialog has faded out
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Credit Reports' })).toBeNull());
    expect(rows()).toHaveLength(1);
  });

  it('shows the empty state when the company has no group', async () => {
    groupsApi([]);
    renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No user groups yet' })).toBeTruthy();
  });

  it('lets only a system administrator delete a System Administrator group', async () => {
    groupsApi([makeGroup('System Administrators', { privilege: 'sysadmin' })]);
    renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    const button = await screen.findByRole('button', { name: 'Delete user group System Administrators' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'View user group System Administrators' })).toBeTruthy();
  });
});

describe('User Groups list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a group with the table’s facts and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = groupsApi([creditReports()]);
    const { router } = renderApp({ path: '/user-groups', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'User groups' });
    expect(screen.queryByRole('table', { name: 'User groups' })).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    for (const fact of ['Credit Reports', 'Loan officers: consumer reports', 'Standard', 'Consumer Credit Report, OneView', '11-02-2026']) expect(card.textContent).toContain(fact);
    expect(within(card).getByRole('link', { name: 'Edit user group Credit Reports' }).getAttribute('href')).toBe('/user-groups/edit?groupName=Credit%20Reports');
    expect(within(card).getByRole('button', { name: 'Delete user group Credit Reports' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'memberCount.desc' } });
    await waitFor(() => expect(where(router)).toBe('/user-groups?sort=-memberCount'));
    await waitFor(() => expect(search(server.callsTo(GROUPS).at(-1)!)).toEqual({ pageNumber: '1', pageSize: '10', sort: '-memberCount' }));
  });
});
