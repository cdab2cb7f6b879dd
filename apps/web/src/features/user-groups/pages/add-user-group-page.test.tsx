import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { GROUP_ACTS, GROUP_MAP, creditReports, groupsApi } from '../testing/groups-fake-api';

const SYSADMIN_AUTH = { ...ADMIN_AUTH, username: 'demo.sysadmin', role: 'systemadmin' };
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;
const privilegeOptions = () => within(screen.getByRole('combobox', { name: /Privilege/ })).getAllByRole('option').map((o) => o.textContent);

async function pickMember(name: RegExp) {
  const input = screen.getByRole('combobox', { name: 'Members' });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function openForm(auth = ADMIN_AUTH) {
  const server = groupsApi([]);
  const view = renderApp({ path: '/user-groups/add', auth });
  await screen.findByRole('checkbox', { name: 'OneView' });
  return { server, ...view };
}

// Whole forms in jsdom: slow on a busy machine.
describe('Add User Group', () => {
  it('creates the group with privilege, products, file transfer and members, then goes back to the list with the server’s text', async () => {
    const { server, router } = await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Group name/ }), { target: { value: ' Underwriters ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Senior underwriting' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Privilege/ }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'OneView' }));
    // the TeleCheck lists the company holds are grantable too (issue 33)
    fireEvent.click(screen.getByRole('checkbox', { name: 'TeleCheck Collections and Negatives' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Authorized for file transfer' }));
    await pickMember(/Dana Admin/);
    fireEvent.click(screen.getByRole('button', { name: 'Add User Group' }));

    await waitFor(() => expect(where(router)).toBe('/user-groups'));
    expect(await screen.findByText(ADMIN_MESSAGES.groupCreated('Underwriters'))).toBeTruthy();
    const [call] = server.callsTo(GROUP_ACTS);
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({
      groupName: 'Underwriters',
      description: 'Senior underwriting',
      privilege: 'admin',
      isFileTransportAuthorized: true,
      productList: ['NAL', 'TCCN'],
      userList: ['demo.admin'],
    });
  });

  it('says in the member picker which groups each user is in already (the group map)', async () => {
    const server = groupsApi([creditReports()]);
    renderApp({ path: '/user-groups/add', auth: ADMIN_AUTH });
    await screen.findByRole('checkbox', { name: 'OneView' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Members' }));
    expect((await screen.findByRole('option', { name: /Lee Officer/ })).textContent).toContain('In Credit Reports');
    expect(screen.getByRole('option', { name: /Dana Admin/ }).textContent).not.toContain('In ');
    expect(server.callsTo(GROUP_MAP)).toHaveLength(1);
  });

  it('shows the server’s sentence when a membership rule refuses a user, and stays on the form', async () => {
    const { server, router } = await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Group name/ }), { target: { value: 'Approvers' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Privilege/ }), { target: { value: 'admin' } });
    expect(screen.getByText('Members must be Admin users or System administrators.')).toBeTruthy();
    await pickMember(/Devon User/);
    fireEvent.click(screen.getByRole('button', { name: 'Add User Group' }));
    expect(await screen.findByText(MESSAGES.users.standardToAdminGroup('demo.user'))).toBeTruthy();
    expect(server.callsTo(GROUP_ACTS)).toHaveLength(1);
    expect(where(router)).toBe('/user-groups/add');
  });

  it('checks the group name with the contracts’ rule before calling', async () => {
    const { server } = await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add User Group' }));
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Group name/ }), { target: { value: 'Sales, East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User Group' }));
    expect(await screen.findByText(/^Group name may hold letters/)).toBeTruthy();
    expect(server.callsTo(GROUP_ACTS)).toHaveLength(0);
  });

  it('offers System Administrator to a system administrator only', async () => {
    const first = await openForm();
    expect(privilegeOptions()).toEqual(['Standard', 'Administrator']);
    first.unmount();
    await openForm(SYSADMIN_AUTH);
    expect(privilegeOptions()).toEqual(['Standard', 'Administrator', 'System Administrator']);
  });
});
