import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { errorBody, fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { RESET_DONE_NOTICE } from '../hooks/use-password-reset';

const CHANGE = '/api/login/users/changepassword';
const OUTBOX = '/api/dev/outbox';
const GOOD = 'quiet harbour lantern morning';

function api(confirm: FakeHandler, outbox: FakeHandler = () => errorBody(404, 'No API endpoint')) {
  return fakeApi((request) => {
    if (request.url.pathname === OUTBOX) return outbox(request);
    if (request.url.pathname !== CHANGE) throw new Error(`unexpected ${request.url.pathname}`);
    return request.url.searchParams.get('page') === 'FORGOT_PW'
      ? json({ status: 'success', message: MESSAGES.password.forgotCodeSent })
      : confirm(request);
  });
}

async function reachConfirmStep() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'User ID' }), { target: { value: ' demo.user ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Code from the e-mail' });
}

function fillConfirm(code: string, password = GOOD) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Code from the e-mail' }), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('forgot password', () => {
  it('is reached from the login page', async () => {
    const { router } = renderApp({ path: '/login' });
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('asks for a code, then sets the new password and goes back to the login page with a success message', async () => {
    const server = api(() => json({ status: 'success', message: 'changed' }));
    const { router } = renderApp({ path: '/forgot-password' });
    await reachConfirmStep();
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.password.forgotCodeSent);
    expect(screen.getByRole('status').textContent).toContain('demo.user');
    const [request] = server.callsTo(CHANGE);
    expect(request.url.searchParams.get('page')).toBe('FORGOT_PW');
    expect(JSON.parse(request.body)).toEqual({ userName: 'demo.user' });

    fillConfirm('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe(RESET_DONE_NOTICE);
    const confirm = server.callsTo(CHANGE)[1];
    expect(confirm.url.searchParams.get('page')).toBe('CONFIRM_FORGOT_PW');
    expect(JSON.parse(confirm.body)).toEqual({ userName: 'demo.user', code: '123456', newPassword: GOOD });
  });

  it.each([
    [3010, MESSAGES.password.codeInvalid],
    [3009, MESSAGES.password.reused],
    [3008, MESSAGES.password.refused],
    [1012, MESSAGES.password.other],
  ])('shows the message for %i and stays', async (code, text) => {
    api(() => json({ error_code: code, error_message: 'no' }));
    const { router } = renderApp({ path: '/forgot-password' });
    await reachConfirmStep();
    fillConfirm('654321');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('checks the code and the policy before asking the server', async () => {
    const server = api(() => json({}));
    renderApp({ path: '/forgot-password' });
    await reachConfirmStep();
    fillConfirm('12', 'demouser2026!!');
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(screen.getByText('Leave out your User ID, your name and your e-mail address.')).toBeTruthy();
    expect(server.callsTo(CHANGE)).toHaveLength(1);
  });

  it('links to the development outbox when the server keeps one (portal config devOutbox)', async () => {
    const server = api(() => json({}));
    renderApp({ path: '/forgot-password', config: { ...TEST_CONFIG, devOutbox: true } });
    await reachConfirmStep();
    const link = await screen.findByRole('link', { name: 'development outbox' });
    expect(link.getAttribute('href')).toBe('/dev/outbox');
    // the page does not read the outbox itself: that needs the key printed at the server's start
    expect(server.callsTo(OUTBOX)).toHaveLength(0);
  });

  it('shows no outbox link in production (no devOutbox in the portal config)', async () => {
    api(() => json({}));
    renderApp({ path: '/forgot-password', config: { ...TEST_CONFIG, devOutbox: false } });
    await reachConfirmStep();
    expect(screen.queryByRole('link', { name: 'development outbox' })).toBeNull();
  });
});
