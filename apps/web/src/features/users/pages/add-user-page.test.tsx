import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR_DETAILS, MESSAGES } from '@creditdesk/contracts';
import { errorBody, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { GENERATE_PATH, USERS_PATH, existsPath, ruleRefusal, userFormApi } from '../testing/user-form-fake-api';

const userId = () => screen.getByRole('textbox', { name: /User ID/ }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Add User' }) as HTMLButtonElement;
const messages = () => screen.getByRole('region', { name: 'Messages' });

async function openAdd(auth = ADMIN_AUTH) {
  const view = renderApp({ path: '/users/add', auth });
  await screen.findByRole('heading', { level: 1, name: 'Add User' });
  return view;
}

/** Fills a valid new user and waits for the User ID check to answer. */
async function fillUser({ role = 'enduser', groups = [] as string[] } = {}) {
  type(/First name/, 'Jane');
  type(/Last name/, 'Doe');
  type(/E-mail/, 'jane@demo.test');
  type(/User ID/, 'jane_doe');
  fireEvent.change(screen.getByRole('combobox', { name: /User type/ }), { target: { value: role } });
  for (const group of groups) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User groups' }));
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${group}`) }));
  }
  await screen.findByLabelText('User ID is free');
}

// Whole forms in jsdom with a real 300 ms pause before each check: slow on a busy machine.
describe('Add User', () => {
  it('judges the User ID on every change (§5) and asks the server only about a well-formed one', async () => {
    const server = userFormApi({ taken: ['demo.user'] });
    await openAdd();
    type(/User ID/, 'jane@doe');
    expect(await screen.findByText(MESSAGES.userId.invalidEmail)).toBeTruthy();
    type(/User ID/, 'jane doe');
    expect(await screen.findByText(MESSAGES.userId.invalidCharacters)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/User ID/, '');
    await waitFor(() => expect(userId().getAttribute('aria-invalid')).toBe('false'));
    expect(server.calls.filter((c) => c.url.pathname.includes('/exits/'))).toHaveLength(0);

    // a taken ID with a dot, like every demo ID: "already exists", not "invalid characters" (issue 33)
    type(/User ID/, 'demo.user');
    expect(screen.getByLabelText('Checking the User ID')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(await screen.findByText(MESSAGES.userId.taken)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/User ID/, 'jane@doe.test');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    expect(server.callsTo(existsPath('jane@doe.test'))).toHaveLength(1);
    expect(submit().disabled).toBe(false);
  });

  it('ignores a stale uniqueness answer: the first name’s answer arriving last changes nothing', async () => {
    let answerFirst: (r: Response) => void = () => {};
    const server = userFormApi({
      onExists: (name) => (name === 'jane' ? new Promise<Response>((resolve) => (answerFirst = resolve)) : undefined),
    });
    await openAdd();
    type(/User ID/, 'jane');
    await waitFor(() => expect(server.callsTo(existsPath('jane'))).toHaveLength(1));
    type(/User ID/, 'jane2');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    await act(async () => answerFirst(json({ userName: 'jane', exists: true, message: MESSAGES.userId.taken })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(MESSAGES.userId.taken)).toBeNull();
    expect(screen.getByLabelText('User ID is free')).toBeTruthy();
    expect(userId().value).toBe('jane2');
  });

  it('generates a User ID from the first and last name, and says both are needed', async () => {
    const server = userFormApi();
    await openAdd();
    type(/First name/, 'Jane');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(MESSAGES.userId.nameRequiredToGenerate)).toBeTruthy();
    expect(server.callsTo(GENERATE_PATH)).toHaveLength(0);

    type(/Last name/, 'Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(userId().value).toBe('jane_doe'));
    expect(JSON.parse(server.callsTo(GENERATE_PATH)[0].body)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(screen.queryByText(MESSAGES.userId.nameRequiredToGenerate)).toBeNull();
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
  });

  it('shows required fields with asterisks and offers System administrator only to a system administrator', async () => {
    userFormApi();
    const { unmount } = await openAdd();
    for (const name of [/First name/, /Last name/, /E-mail/, /User ID/]) expect(screen.getByRole('textbox', { name }).hasAttribute('required')).toBe(true);
    const roles = () => within(screen.getByRole('combobox', { name: /User type/ })).getAllByRole('option').map((o) => o.textContent);
    expect(roles()).toEqual(['Standard user', 'Admin user']);
    // a Standard user holds no rights: the boxes are disabled
    expect((screen.getByRole('checkbox', { name: /User management/ }) as HTMLInputElement).disabled).toBe(true);
    unmount();
    await openAdd({ ...ADMIN_AUTH, role: 'systemadmin', entitlements: ['usermanagementadmin'] });
    expect(roles()).toEqual(['Standard user', 'Admin user', 'System administrator']);
    fireEvent.change(screen.getByRole('combobox', { name: /User type/ }), { target: { value: 'adminuser' } });
    // only the rights the caller holds are offered
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([expect.stringMatching(/^User management/)]);
  });

  it('creates the user, goes to /users and shows the server’s message there', async () => {
    const server = userFormApi();
    const { router } = await openAdd();
    await fillUser({ role: 'adminuser', groups: ['Administrators'] });
    fireEvent.click(screen.getByRole('checkbox', { name: /Security/ }));
    fireEvent.click(submit());
    const text = MESSAGES.users.created('jane_doe', 'jane@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    await waitFor(() => expect(messages().textContent).toBe(text));
    expect(JSON.parse(server.callsTo(USERS_PATH)[0].body)).toEqual({
      userName: 'jane_doe',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@demo.test',
      role: 'adminuser',
      entitlements: ['securityadmin'],
      userGroups: ['Administrators'],
    });
  });

  it.each([
    ['a Standard user to an admin group', 'enduser', ADMIN_ERROR_DETAILS.standardToAdminGroup, MESSAGES.users.standardToAdminGroup('jane_doe')],
    ['an Admin user to a sysadmin group', 'adminuser', ADMIN_ERROR_DETAILS.toSysadminGroup, MESSAGES.users.toSysadminGroup('jane_doe', 'Admin user')],
    ['a Standard user to a sysadmin group', 'enduser', ADMIN_ERROR_DETAILS.toSysadminGroup, MESSAGES.users.toSysadminGroup('jane_doe', 'Standard user')],
    ['a name taken since the check', 'enduser', ADMIN_ERROR_DETAILS.userNameExists, MESSAGES.users.alreadyExists('jane_doe')],
  ])('maps the 400 for %s (§8) and stays on the form', async (_case, role, detail, text) => {
    userFormApi({ onCreate: () => ruleRefusal(detail) });
    const { router } = await openAdd();
    await fillUser({ role });
    fireEvent.click(submit());
    await waitFor(() => expect(messages().textContent).toBe(text));
    expect(router.state.location.pathname).toBe('/users/add');
    if (detail === ADMIN_ERROR_DETAILS.userNameExists) expect(screen.getByText(MESSAGES.userId.taken)).toBeTruthy();
  });

  it('warns in the page when a Standard user is put in an admin group', async () => {
    userFormApi();
    await openAdd();
    await fillUser({ groups: ['Administrators'] });
    expect(screen.getByText(/A Standard user may not be in the group Administrators \(Administrator privileges\)/).closest('[role="status"]')).toBeTruthy();
  });

  it('shows another 400’s sentence, puts its fields on the form, and a 500 as the unexpected text', async () => {
    let answer = json({ status: 400, message: 'The e-mail address is not valid.', additionalErrorDetails: { fields: [{ field: 'body.email', message: 'email is not deliverable' }] } }, 400);
    userFormApi({ onCreate: () => answer });
    await openAdd();
    await fillUser();
    fireEvent.click(submit());
    await waitFor(() => expect(messages().textContent).toBe('The e-mail address is not valid.'));
    expect(screen.getByText('E-mail is not deliverable')).toBeTruthy();

    answer = errorBody(500, 'boom');
    fireEvent.click(submit());
    await waitFor(() => expect(messages().textContent).toBe(MESSAGES.users.unexpected));
  });

  it('Cancel goes back to the list', async () => {
    userFormApi();
    const { router } = await openAdd();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
