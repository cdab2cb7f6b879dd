import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { errorBody } from '../../../testing/fake-api';
import { ADMIN_AUTH, makeTokenSet } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { DOWNLOAD, usersServer } from '../testing/fake-users-api';
import { manyUsers } from '../testing/users-fixtures';
import { bodyOf, messagesText, queryOf } from '../testing/users-test-helpers';

let saved: string[];

beforeEach(() => {
  saved = [];
  storeSessionTokens(makeTokenSet({ access_token: 'access-0' }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Export CSV', () => {
  it('posts the list’s filters with the token, saves exportData.csv and says so', async () => {
    const server = usersServer(manyUsers(2));
    renderApp({ path: '/users?q=user&status=active&from=2026-10-01', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['exportData.csv']));
    const [call] = server.callsTo(DOWNLOAD);
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe('Bearer access-0');
    expect(queryOf(call)).toEqual({ fromDate: '10/01/2026 00:00:00', status: 'active' });
    expect(bodyOf(call)).toEqual({ keyWords: 'user' });
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.exported));
  });

  it('shows progress on the button while it runs, and the failure text on a 500', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    usersServer(manyUsers(1), {
      [DOWNLOAD]: async () => {
        await gate;
        return errorBody(500);
      },
    });
    renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByText('user01');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(messagesText()).toBe(MESSAGES.users.exportFailed));
    expect(saved).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
