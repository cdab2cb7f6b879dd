import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR_DETAILS, MESSAGES } from '@creditdesk/contracts';
import { errorBody } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { USERS_PATH, makeAdminUser, ruleRefusal, userFormApi } from '../testing/user-form-fake-api';

const messages = () => screen.getByRole('region', { name: 'Messages' });
const save = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

async function openEdit(path: string) {
  const view = renderApp({ path, auth: ADMIN_AUTH });
  await screen.findByRole('textbox', { name: /First name/ });
  return view;
}

describe('Edit User', () => {
  it('loads the user with the User ID read-only, sends only the changed fields and returns to the list page', async () => {
    const server = userFormApi();
    const { router } = await openEdit('/users/edit?userName=demo.user&returnTo=%2Fusers%3Fpage%3D2');
    expect(server.calls.find((c) => c.url.pathname === '/api/users/customers/c-1')?.url.searchParams.get('userName')).toBe('demo.user');
    const userId = screen.getByRole('textbox', { name: /User ID/ }) as HTMLInputElement;
    expect(userId.value).toBe('demo.user');
    expect(userId.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe('ursula@demo.test');
    expect(screen.getByRole('button', { name: 'Credit Reports' })).toBeTruthy();
    expect(save().disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Userton' } });
    fireEvent.change(screen.getByRole('combobox', { name: /User type/ }), { target: { value: 'adminuser' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /User management/ }));
    fireEvent.click(save());
    await waitFor(() => expect(where(router)).toBe('/users?page=2'));
    await waitFor(() => expect(messages().textContent).toBe('demo.user was updated.'));
    const calls = server.callsTo(USERS_PATH);
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect(JSON.parse(calls[0].body)).toEqual({ userName: 'demo.user', lastName: 'Userton', role: 'adminuser', entitlements: ['usermanagementadmin'] });
  });

  it('shows the refusal when an Admin user edits a System administrator (§8)', async () => {
    userFormApi({
      users: [makeAdminUser({ userName: 'demo.sysadmin', role: 'systemadmin', userGroups: ['System Administrators'] })],
      onUpdate: () => ruleRefusal(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin),
    });
    const { router } = await openEdit('/users/edit?userName=demo.sysadmin');
    expect((screen.getByRole('combobox', { name: /User type/ }) as HTMLSelectElement).value).toBe('systemadmin');
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Sam' } });
    fireEvent.click(save());
    await waitFor(() => expect(messages().textContent).toBe(MESSAGES.users.adminCannotUpdateSysadmin));
    expect(where(router)).toBe('/users/edit?userName=demo.sysadmin');
  });

  it('maps a group refusal with the user’s new type, and a 500 to the unexpected text', async () => {
    let answer = ruleRefusal(ADMIN_ERROR_DETAILS.standardToAdminGroup);
    const server = userFormApi({ onUpdate: () => answer });
    await openEdit('/users/edit?userName=demo.user');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User groups' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Administrators/ }));
    fireEvent.click(save());
    await waitFor(() => expect(messages().textContent).toBe(MESSAGES.users.standardToAdminGroup('demo.user')));
    expect(JSON.parse(server.callsTo(USERS_PATH)[0].body)).toEqual({ userName: 'demo.user', userGroups: ['Credit Reports', 'Administrators'] });

    answer = errorBody(500, 'boom');
    fireEvent.click(save());
    await waitFor(() => expect(messages().textContent).toBe(MESSAGES.users.unexpected));
  });

  it('says a user that does not exist was not found, with a way back', async () => {
    userFormApi({ users: [] });
    const { router } = renderApp({ path: '/users/edit?userName=gone.user', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
    expect(screen.getByText(/The user gone.user does not exist/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('does not follow a return path outside the user list', async () => {
    userFormApi();
    const { router } = await openEdit('/users/edit?userName=demo.user&returnTo=https%3A%2F%2Fevil.test');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(where(router)).toBe('/users'));
  });
});
