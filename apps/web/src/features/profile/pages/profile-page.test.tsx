import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { errorBody, fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { END_USER_AUTH, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { untilSettled, useFakeTimeouts } from '../../../testing/fake-clock';

const CHANGE = '/api/login/users/changepassword';
const GOOD = 'quiet harbour lantern morning';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function openProfile(answer: FakeHandler, auth = END_USER_AUTH, path = '/profile') {
  storeSessionTokens(makeTokenSet({ access_token: 'user-access' }));
  const server = fakeApi((request) => {
    if (request.url.pathname === CHANGE) return answer(request);
    if (request.url.pathname === '/api/oauth2/logout') return json({ loggedOut: true });
    throw new Error(`unexpected ${request.url.pathname}`);
  });
  return { ...renderApp({ path, auth }), server };
}

/** Fills the form once the page (a lazy chunk) has rendered it, and submits it. */
async function fill(current: string, next: string, confirm = next) {
  await screen.findByLabelText(/^Current password/);
  fillNow(current, next, confirm);
}

/** Fills the rendered form and submits it (for a test whose clock is fake: findBy… would wait on it). */
function fillNow(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

const messages = () => screen.findByRole('region', { name: 'Messages' });

describe('My Profile', () => {
  it("shows the user's details", async () => {
    openProfile(() => json({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Your details' });
    for (const text of ['Ursula User', 'demo.user', 'dana@demo.test', 'Demo Lending', 'Standard user', '11-20-2026']) {
      expect(details.textContent).toContain(text);
    }
  });

  it('posts the change for the logged-in user and says it succeeded, at the top of the page', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { server } = openProfile(() => json({ status: 'success', message: 'Password changed' }));
    await fill('Demo#Portal2026', GOOD);
    expect((await messages()).textContent).toContain(MESSAGES.password.changed);
    const [call] = server.callsTo(CHANGE);
    expect(call.url.searchParams.get('page')).toBe('MY_PROFILE');
    expect(call.headers.get('authorization')).toBe('Bearer user-access');
    expect(JSON.parse(call.body)).toEqual({ userName: 'demo.user', currentPassword: 'Demo#Portal2026', newPassword: GOOD });
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it.each([
    [3007, MESSAGES.password.refused],
    [3008, MESSAGES.password.refused],
    [3002, MESSAGES.password.wrongCurrent],
    [3009, MESSAGES.password.reused],
    [3010, MESSAGES.password.other],
    [1012, MESSAGES.password.other],
  ])('shows the catalogue message for %i', async (code, text) => {
    openProfile(() => json({ error_code: code, error_message: 'refused' }));
    await fill('Demo#Portal2026', GOOD);
    const area = await messages();
    expect(within(area).getByRole('alert').textContent).toBe(text);
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(GOOD);
  });

  it('shows the lockout message for 3003 and logs out one second later', async () => {
    const { store, router } = openProfile(() => json({ error_code: 3003, error_message: 'locked' }));
    await screen.findByLabelText(/^Current password/);
    // the second before the logout passes when the test says, however long rendering takes
    useFakeTimeouts();
    fillNow('wrong-password', GOOD);
    await untilSettled(() => expect(screen.getByRole('region', { name: 'Messages' }).textContent).toContain(MESSAGES.login.lockedOut));
    await act(() => vi.advanceTimersByTimeAsync(999)); // portal.md §8: one second
    expect(store.getState().auth.loggedIn).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await untilSettled(() => expect(store.getState().auth.loggedIn).toBe(false));
    await untilSettled(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows a transport error's detail up to its first parenthesis", async () => {
    openProfile(() => errorBody(400, 'Invalid request: body.newPassword: newPassword must be at most 1024 characters (got 2000)'));
    await fill('Demo#Portal2026', GOOD);
    expect(within(await messages()).getByRole('alert').textContent).toBe('Invalid request: body.newPassword: newPassword must be at most 1024 characters');
  });

  it('judges the new password live with the contracts policy and checks the confirmation', async () => {
    const { server } = openProfile(() => json({}));
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const list = () => screen.getByText(/Longer is stronger/).parentElement as HTMLElement;
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    expect(list().textContent).toContain('12 to 128 characters (not met)');
    expect(screen.getByText(/^Strength: Too weak/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'demo.user-winter-2026' } });
    expect(list().textContent).toContain('Not your User ID, your name or your e-mail address (not met)');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: GOOD } });
    expect(list().textContent).toContain('12 to 128 characters (met)');
    expect(screen.getByText('Strength: Strong')).toBeTruthy();

    await fill('Demo#Portal2026', 'demo.user-winter-2026', 'something else');
    expect(await screen.findByText('Leave out your User ID, your name and your e-mail address.')).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match')).toBeTruthy();
    expect(server.callsTo(CHANGE)).toHaveLength(0);
  });

  it('keeps a user with a temporary password on My Profile with a banner, then continues once it is changed', async () => {
    const auth = { ...END_USER_AUTH, passwordChangeRequired: true };
    const { router, store } = openProfile(() => json({ status: 'success', message: 'ok' }), auth, '/products');
    expect(await screen.findByText('You must change your temporary password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'My Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    await fill('Temporary-Pass-1234', GOOD);
    expect(await screen.findByRole('heading', { level: 1, name: /Ursula/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect((await messages()).textContent).toContain(MESSAGES.password.changed);
    expect(store.getState().auth.passwordChangeRequired).toBe(false);
  });

  it('tells a single-sign-on user that the company manages the password', async () => {
    openProfile(() => json({}), { ...END_USER_AUTH, isSSOUser: true });
    expect(await screen.findByText(/You sign in with your company's single sign-on/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });
});
