import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { fakeApi, json } from '../../../testing/fake-api';
import { END_USER_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const PRIVACY = '/api/users/user/demo.user/privacy-policy';

const openWithPolicy = (auth = END_USER_AUTH) => renderApp({ path: '/products', auth, privacyAgreed: false });

describe('privacy policy dialog', () => {
  it('shows after login and records the agreement for this session only', async () => {
    const server = fakeApi(() => json({ products: [] }));
    openWithPolicy();
    fireEvent.click(await screen.findByRole('button', { name: 'I Agree' }));
    expect(sessionStorage.getItem(SESSION_KEYS.privacyAgreed)).toBe('true');
    expect(server.callsTo(PRIVACY)).toHaveLength(0);
    expect(localStorage.length).toBe(0);
  });

  it('is not shown again in the same session', async () => {
    fakeApi(() => json({ products: [] }));
    renderApp({ path: '/products', auth: END_USER_AUTH, privacyAgreed: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
  });

  it('stores "never display" on the server for the user, not in the browser', async () => {
    const server = fakeApi(({ url, body }) =>
      url.pathname === PRIVACY ? json({ userName: 'demo.user', ...JSON.parse(body) }) : json({ products: [] }),
    );
    const { store } = openWithPolicy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Do not display this again' }));
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(server.callsTo(PRIVACY)).toHaveLength(1));
    const [call] = server.callsTo(PRIVACY);
    expect(call.method).toBe('PUT');
    expect(JSON.parse(call.body)).toEqual({ neverDisplay: true });
    await waitFor(() => expect(store.getState().auth.privacyNeverDisplay).toBe(true));
    expect(localStorage.length).toBe(0);
  });

  it('stays hidden for a user whose profile says never display', async () => {
    fakeApi(() => json({ products: [] }));
    openWithPolicy({ ...END_USER_AUTH, privacyNeverDisplay: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
  });

  it('lets a support agent agree for the session but not choose for the user', async () => {
    fakeApi(() => json({ products: [] }));
    openWithPolicy({ ...END_USER_AUTH, impersonatedBy: 'support:5f0c6e4e-1111-4222-8333-944444444444' });
    expect(await screen.findByText('Support session: you agree for this session only.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Do not display this again' })).toBeNull();
  });

  it('waits until a temporary password has been changed', async () => {
    fakeApi(() => json({}));
    openWithPolicy({ ...END_USER_AUTH, passwordChangeRequired: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
  });
});
