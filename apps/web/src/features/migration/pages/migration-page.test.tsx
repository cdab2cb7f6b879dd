import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MIGRATION_MESSAGES } from '@creditdesk/contracts';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { json } from '../../../testing/fake-api';
import { LOGGED_OUT_AUTH, TEST_CONFIG } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { MIGRATION_TEXTS } from '../migration-texts';
import {
  LEGACY_AUTH,
  LEGACY_TOKEN,
  LEGACY_USER,
  MIGRATE_PATH,
  VALIDATE_PATH,
  existsPath,
  fakeMigrationApi,
  nameTaken,
  notLegacy,
  storeLegacySession,
} from '../testing/fake-migration-api';

const newUserId = () => screen.getByRole('textbox', { name: /New User ID/ }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(newUserId(), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

async function openMigration() {
  storeLegacySession();
  const view = renderApp({ path: '/migration/sso', auth: LEGACY_AUTH });
  await screen.findByRole('heading', { level: 1, name: 'Create New User ID' });
  await screen.findByRole('textbox', { name: /New User ID/ });
  return view;
}

describe('Create New User ID', () => {
  it('shows the legacy user’s name and e-mail read-only (GET /migration/validate with their token), why, and where to get help', async () => {
    const server = fakeMigrationApi();
    await openMigration();
    const [call] = server.callsTo(VALIDATE_PATH);
    expect(call.headers.get('authorization')).toBe(`Bearer ${LEGACY_TOKEN}`);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const email = screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement;
    expect([name.value, name.readOnly]).toEqual(['Lee Legacy', true]);
    expect([email.value, email.readOnly]).toEqual([LEGACY_USER.emailAddress, true]);
    expect(screen.getByText(MIGRATION_TEXTS.why)).toBeTruthy();
    expect(MIGRATION_TEXTS.why).toMatch(/cloud platform account with one set of credentials/);
    expect(screen.getByRole('link', { name: /commercial products site/ }).getAttribute('href')).toBe(TEST_CONFIG.commercialProductsUrl);
    expect(screen.getByRole('link', { name: TEST_CONFIG.supportEmail }).getAttribute('href')).toBe(`mailto:${TEST_CONFIG.supportEmail}`);
    expect(screen.getByRole('complementary', { name: 'Help' }).textContent).toContain(TEST_CONFIG.supportPhone);
    // no header or navigation on this page
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('judges the new User ID on every change (§5): empty, invalid, validating with a spinner, taken, valid', async () => {
    const server = fakeMigrationApi({ taken: ['taken_name'] });
    await openMigration();
    // empty: no error, Continue disabled
    expect(newUserId().getAttribute('aria-invalid')).toBe('false');
    expect(continueButton().disabled).toBe(true);

    type('lee@heritage');
    expect(await screen.findByText(MESSAGES.userId.invalidEmail)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    type('lee legacy');
    expect(await screen.findByText(MESSAGES.userId.invalidCharacters)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    type('taken_name');
    expect(screen.getByLabelText('Checking the User ID')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(await screen.findByText(MESSAGES.userId.taken)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    type('');
    await waitFor(() => expect(newUserId().getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText(MESSAGES.userId.taken)).toBeNull();
    expect(continueButton().disabled).toBe(true);

    type('lee.legacy@heritage.example');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
    const check = server.callsTo(existsPath('lee.legacy@heritage.example'));
    expect(check).toHaveLength(1);
    expect(check[0].headers.get('authorization')).toBe(`Bearer ${LEGACY_TOKEN}`);
    // only well-formed IDs are asked about
    expect(server.calls.some((c) => c.url.pathname === existsPath('lee legacy') || c.url.pathname === existsPath('lee@heritage'))).toBe(false);
  });

  it('ignores a stale uniqueness answer', async () => {
    let answerFirst: (r: Response) => void = () => {};
    const server = fakeMigrationApi({ onExists: (name) => (name === 'lee' ? new Promise<Response>((resolve) => (answerFirst = resolve)) : undefined) });
    await openMigration();
    type('lee');
    await waitFor(() => expect(server.callsTo(existsPath('lee'))).toHaveLength(1));
    type('lee2');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    await act(async () => answerFirst(json({ userName: 'lee', exists: true })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(MESSAGES.userId.taken)).toBeNull();
    expect(continueButton().disabled).toBe(false);
  });

  it('Continue posts the user record back with the new userName, stores the result, shows /migration/success and forgets the ended session', async () => {
    const server = fakeMigrationApi();
    const { router, store } = await openMigration();
    type('Lee_Heritage');
    await screen.findByLabelText('User ID is free');
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'User ID Created' });
    expect(router.state.location.pathname).toBe('/migration/success');

    const [call] = server.callsTo(MIGRATE_PATH);
    expect(call.headers.get('authorization')).toBe(`Bearer ${LEGACY_TOKEN}`);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({ userName: 'Lee_Heritage', legacyCustomerId: 'HS-004417', legacyUserId: 'U-100217' });
    expect(body).toEqual({ ...LEGACY_USER, userName: 'Lee_Heritage' });

    const text = screen.getByRole('main').textContent;
    expect(text).toContain(MIGRATION_TEXTS.created);
    expect(screen.getByLabelText('Your new User ID').textContent).toContain('lee_heritage');
    expect(screen.getByLabelText('Your new User ID').textContent).toContain(LEGACY_USER.email);
    expect(text).toContain('Look for an e-mail from us and follow its directions.');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');

    // the server ended the session: the portal is logged out, without a logout or refresh call
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.map((c) => c.url.pathname)).not.toContain('/api/logout');
    expect(server.calls.filter((c) => c.url.pathname.includes('token'))).toHaveLength(0);
  });

  it('a failed migration shows nothing and leaves Continue usable (§4, §8)', async () => {
    const answers = [nameTaken()];
    const server = fakeMigrationApi({ onMigrate: () => answers.shift() });
    const { router } = await openMigration();
    type('lee_heritage');
    await screen.findByLabelText('User ID is free');
    fireEvent.click(continueButton());
    await waitFor(() => expect(server.callsTo(MIGRATE_PATH)).toHaveLength(1));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/migration/sso');

    fireEvent.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'User ID Created' });
  });

  it('a user who is no longer a legacy user is told to log in with the User ID they have', async () => {
    fakeMigrationApi({ onValidate: () => notLegacy() });
    storeLegacySession();
    renderApp({ path: '/migration/sso', auth: LEGACY_AUTH });
    expect(await screen.findByText(MIGRATION_MESSAGES.notLegacy)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /New User ID/ })).toBeNull();
  });

  it('asks a visitor who is not logged in to log in first, and calls nothing', async () => {
    const server = fakeMigrationApi();
    renderApp({ path: '/migration/sso', auth: LOGGED_OUT_AUTH });
    expect(await screen.findByText(MIGRATION_TEXTS.logInFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(server.callsTo(VALIDATE_PATH)).toHaveLength(0);
  });

  it('/migration/success opened without a migration in this tab still says what to do', async () => {
    renderApp({ path: '/migration/success', auth: LOGGED_OUT_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'User ID Created' });
    expect(screen.getByRole('main').textContent).toContain(MIGRATION_TEXTS.created);
    expect(screen.queryByLabelText('Your new User ID')).toBeNull();
  });
});
