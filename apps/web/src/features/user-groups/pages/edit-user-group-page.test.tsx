import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { DETACH, GROUP_ACTS, creditReports, groupPath, groupsApi, makeGroup } from '../testing/groups-fake-api';

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;
const memberList = () => screen.getByRole('list', { name: /Current members/ });

async function openCreditReports() {
  const server = groupsApi([creditReports(), makeGroup('System Administrators', { privilege: 'sysadmin', members: ['demo.sysadmin'] })]);
  const view = renderApp({ path: '/user-groups/edit?groupName=Credit%20Reports', auth: ADMIN_AUTH });
  await screen.findByRole('checkbox', { name: 'OneView' });
  return { server, ...view };
}

// Whole forms in jsdom: slow on a busy machine.
describe('Edit User Group', () => {
  it('loads the group into the form and lists its current members', async () => {
    const { server } = await openCreditReports();
    expect(server.callsTo(groupPath('Credit Reports')).map((c) => c.method)).toEqual(['GET']);
    expect((screen.getByRole('textbox', { name: /Group name/ }) as HTMLInputElement).value).toBe('Credit Reports');
    expect((screen.getByRole('checkbox', { name: 'Consumer Credit Report' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'OneView+' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Authorized for file transfer' }) as HTMLInputElement).checked).toBe(true);
    expect(within(memberList()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Devon Userdemo.user · Standard userRemove',
      'Lee Officerlee.officer · Standard userRemove',
    ]);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a product the company no longer holds visible, and says so, so that saving never drops it unseen', async () => {
    groupsApi([makeGroup('Credit Reports', { productList: ['CCR', 'KOUNT'] })]);
    renderApp({ path: '/user-groups/edit?groupName=Credit%20Reports', auth: ADMIN_AUTH });
    const kount = (await screen.findByRole('checkbox', { name: 'Kount Compliance' })) as HTMLInputElement;
    expect(kount.checked).toBe(true);
    expect(document.getElementById(kount.getAttribute('aria-describedby')!)?.textContent).toBe('Your company no longer holds it: untick it to take it off the group.');
    expect(screen.getByRole('checkbox', { name: 'Consumer Credit Report' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('sends only the changes (a rename as newGroupName), then goes back to the list with the server’s text', async () => {
    const { server, router } = await openCreditReports();
    fireEvent.change(screen.getByRole('textbox', { name: /Group name/ }), { target: { value: 'Loan Officers' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Consumer reports only' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'OneView' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where(router)).toBe('/user-groups'));
    expect(await screen.findByText(ADMIN_MESSAGES.groupUpdated('Loan Officers'))).toBeTruthy();
    const [call] = server.callsTo(GROUP_ACTS);
    expect(call.method).toBe('PUT');
    expect(JSON.parse(call.body)).toEqual({ groupName: 'Credit Reports', newGroupName: 'Loan Officers', description: 'Consumer reports only', productList: ['CCR'] });
  });

  it('adds picked users to the current members (userList replaces them)', async () => {
    const { server } = await openCreditReports();
    const picker = screen.getByRole('combobox', { name: 'Add members' });
    fireEvent.mouseDown(picker);
    expect(screen.queryByRole('option', { name: /Devon User/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /Dana Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(ADMIN_MESSAGES.groupUpdated('Credit Reports'));
    expect(JSON.parse(server.callsTo(GROUP_ACTS)[0].body)).toEqual({ groupName: 'Credit Reports', userList: ['demo.user', 'lee.officer', 'demo.admin'] });
  });

  it('shows the server’s sentence when the new privilege does not fit a member', async () => {
    const { router } = await openCreditReports();
    fireEvent.change(screen.getByRole('combobox', { name: /Privilege/ }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.users.standardToAdminGroup('demo.user'))).toBeTruthy();
    expect(where(router)).toBe('/user-groups/edit');
  });

  it('removes a member at once with the detach call; the member leaves the list', async () => {
    const { server } = await openCreditReports();
    fireEvent.click(screen.getByRole('button', { name: 'Remove lee.officer from Credit Reports' }));
    expect(await screen.findByText(ADMIN_MESSAGES.usersDetached(1, 'Credit Reports'))).toBeTruthy();
    const [call] = server.callsTo(DETACH);
    expect(call.method).toBe('PUT');
    expect(JSON.parse(call.body)).toEqual({ groupName: 'Credit Reports', userList: ['lee.officer'] });
    expect(within(memberList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('lee.officer', { exact: false })).toBeNull();
    expect(screen.getByText('Current members (1)')).toBeTruthy();
  });

  it('shows a System Administrator group read-only to an admin user', async () => {
    groupsApi([makeGroup('System Administrators', { privilege: 'sysadmin', members: ['demo.sysadmin'] })]);
    renderApp({ path: '/user-groups/edit?groupName=System%20Administrators', auth: ADMIN_AUTH });
    expect(await screen.findByText(ADMIN_MESSAGES.sysadminGroupOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Remove demo.sysadmin from System Administrators' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the group does not exist', async () => {
    groupsApi([]);
    renderApp({ path: '/user-groups/edit?groupName=Gone', auth: ADMIN_AUTH });
    expect(await screen.findByText(ADMIN_MESSAGES.groupNotFound('Gone'))).toBeTruthy();
  });
});
