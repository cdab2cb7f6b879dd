import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR_DETAILS, ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { errorBody } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { DELETE, RECERTIFY, RESET, STATUS, USERS, refusal, usersServer } from '../testing/fake-users-api';
import { makeAdminUser, manyUsers } from '../testing/users-fixtures';
import { bodyOf, chooseAction, messagesText, where } from '../testing/users-test-helpers';

const dialog = (name: string | RegExp) => screen.findByRole('alertdialog', { name });
const confirmIn = async (name: string | RegExp, button: string) => fireEvent.click(within(await dialog(name)).getByRole('button', { name: button }));
const listLoads = (server: ReturnType<typeof usersServer>) => server.callsTo(USERS).length;

async function showList(users = manyUsers(3), overrides = {}) {
  const server = usersServer(users, overrides);
  const view = renderApp({ path: '/users', auth: ADMIN_AUTH });
  await screen.findByText(users[0].userName);
  return { server, ...view };
}

describe('Users acts', () => {
  it('deletes one user from its menu after confirmation, says so and reloads', async () => {
    const { server, router } = await showList();
    await chooseAction('user02', 'Delete');
    await confirmIn('Delete this user?', 'Delete');
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.deletedOne));
    expect(bodyOf(server.callsTo(DELETE)[0])).toEqual({ customerId: 'c-1', deleteList: ['user02'] });
    await waitFor(() => expect(screen.queryByText('user02')).toBeNull());
    expect(listLoads(server)).toBe(2);
    expect(where(router)).toBe('/users');
  });

  it('deletes the selected users at once with the plural text', async () => {
    const { server } = await showList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select user01' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select user03' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected users' });
    expect(bar.textContent).toContain('2 users selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete 2 users?', 'Delete');
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.deletedMany(2)));
    expect(bodyOf(server.callsTo(DELETE)[0])).toEqual({ customerId: 'c-1', deleteList: ['user01', 'user03'] });
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected users' })).toBeNull());
  });

  it('selects the whole page from the header and shows a refusal to delete oneself', async () => {
    const { server } = await showList([makeAdminUser({ userName: 'demo.admin' }), makeAdminUser()]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Selected users' })).getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete 2 users?', 'Delete');
    await waitFor(() => expect(messagesText()).toBe(ADMIN_MESSAGES.cannotDeleteSelf));
    expect(server.users()).toHaveLength(2);
    expect(screen.getByText('jane.doe')).toBeTruthy();
  });

  it('shows the server’s 400 refusal of the last user-management admin', async () => {
    const text = ADMIN_MESSAGES.lastUserAdmin('user01');
    await showList(manyUsers(2), { [STATUS]: () => refusal(400, text, ADMIN_ERROR_DETAILS.lastUserAdmin) });
    await chooseAction('user01', 'Deactivate');
    await confirmIn('Deactivate user01?', 'Deactivate');
    await waitFor(() => expect(messagesText()).toBe(text));
  });

  it('maps an Admin user acting on a System Admin to the §8 text (a delete of the selection)', async () => {
    await showList([makeAdminUser({ userName: 'sys.one', role: 'systemadmin' })], {
      [DELETE]: () => refusal(403, 'forbidden', ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sys.one' }));
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Selected users' })).getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete this user?', 'Delete');
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.adminCannotUpdateSysadmin));
  });

  it('offers no acts on a user holding rights the caller lacks, and says which', async () => {
    await showList([makeAdminUser({ userName: 'sys.one', role: 'systemadmin' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for sys.one' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toBe(ADMIN_MESSAGES.rightsBeyondYours('sys.one', 'System administrator'));
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('shows the generic text when a delete fails on the server', async () => {
    await showList(manyUsers(1), { [DELETE]: () => errorBody(500) });
    await chooseAction('user01', 'Delete');
    await confirmIn('Delete this user?', 'Delete');
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.unexpected));
  });

  it('resets a password after confirmation and says so', async () => {
    const { server } = await showList([makeAdminUser()]);
    await chooseAction('jane.doe', 'Reset password');
    expect((await dialog('Reset password?')).textContent).toContain('jane.doe@demo.test');
    await confirmIn('Reset password?', 'Reset password');
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.passwordReset('jane.doe')));
    expect(bodyOf(server.callsTo(RESET)[0])).toEqual({ userName: 'jane.doe' });
  });

  it('shows a failed reset’s message up to its first " ("', async () => {
    await showList([makeAdminUser()], { [RESET]: () => refusal(400, 'Password could not be reset (directory answered 42)') });
    await chooseAction('jane.doe', 'Reset password');
    await confirmIn('Reset password?', 'Reset password');
    await waitFor(() => expect(messagesText()).toBe('Password could not be reset'));
  });

  it('requires a reason to block, then sends it', async () => {
    const { server } = await showList([makeAdminUser()]);
    await chooseAction('jane.doe', 'Block');
    await confirmIn('Block jane.doe?', 'Block user');
    expect(await screen.findByText(ADMIN_MESSAGES.blockReasonRequired)).toBeTruthy();
    expect(server.callsTo(STATUS)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '  Left the company ' } });
    await confirmIn('Block jane.doe?', 'Block user');
    await waitFor(() => expect(messagesText()).toBe(ADMIN_MESSAGES.statusChanged('jane.doe', 'blocked')));
    expect(bodyOf(server.callsTo(STATUS)[0])).toEqual({ userName: 'jane.doe', status: 'blocked', reason: 'Left the company' });
    expect(await screen.findByText('Blocked')).toBeTruthy();
  });

  it('offers only the status moves that fit, and reactivates a revoked user', async () => {
    const { server } = await showList([makeAdminUser({ status: 'revoked' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for jane.doe' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Edit', 'Reset password', 'Re-certify', 'Reactivate', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reactivate' }));
    await confirmIn('Reactivate jane.doe?', 'Reactivate');
    await waitFor(() => expect(messagesText()).toBe(ADMIN_MESSAGES.statusChanged('jane.doe', 'active')));
    expect(bodyOf(server.callsTo(STATUS)[0])).toEqual({ userName: 'jane.doe', status: 'active' });
  });

  it('re-certifies the selection and shows who did it', async () => {
    const { server } = await showList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select user01' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select user02' }));
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Selected users' })).getByRole('button', { name: 'Re-certify' }));
    await confirmIn('Re-certify 2 users?', 'Re-certify');
    await waitFor(() => expect(messagesText()).toBe(ADMIN_MESSAGES.recertified(2)));
    expect(bodyOf(server.callsTo(RECERTIFY)[0])).toEqual({ userNames: ['user01', 'user02'] });
    await waitFor(() => expect(screen.getAllByText('by demo.admin')).toHaveLength(2));
  });

  it('opens the edit page of a user from its menu, which comes back to the same list', async () => {
    const { router } = await showList([makeAdminUser()]);
    await chooseAction('jane.doe', 'Edit');
    await waitFor(() => expect(where(router)).toBe('/users/edit?userName=jane.doe&returnTo=%2Fusers'));
  });
});
