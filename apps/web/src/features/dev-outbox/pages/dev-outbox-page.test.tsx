import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_OUTBOX_KEY_STORAGE, type OutboxMessage } from '@creditdesk/contracts';
import { errorBody, fakeApi, json } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const message = (id: string, to: string, subject: string, text: string): OutboxMessage => ({
  id,
  to,
  subject,
  text,
  template: 'mfa-code',
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
  error: null,
});

const KEY = 'cdsk_dev_outbox_test-key-0123456789abcdef';

describe('development outbox', () => {
  beforeEach(() => sessionStorage.setItem(DEV_OUTBOX_KEY_STORAGE, KEY));

  it('lists the kept e-mails, read with the outbox key, and filters them by recipient', async () => {
    const server = fakeApi(() =>
      json({
        smtpConfigured: false,
        messages: [
          message('1', 'mfa.user@securecredit.example', 'Your Creditdesk login code', 'Your Creditdesk login code is 123456.'),
          message('2', 'demo.user@demolending.example', 'Your Creditdesk password reset code', 'enter this code: 654321'),
        ],
      }),
    );
    const { router } = renderApp({ path: '/dev/outbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Development outbox' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Your Creditdesk login code is 123456.')).toBeTruthy();
    expect(screen.getByText(/nothing left this machine/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by recipient' }), { target: { value: 'DEMOLENDING' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Creditdesk password reset code' })).toBeTruthy();
    expect(router.state.location.search).toBe('?to=DEMOLENDING');
    expect(server.callsTo('/api/dev/outbox')[0].headers.get('x-api-key')).toBe(KEY);
  });

  it('asks for the key when opened without the printed link, and reads nothing until it is given', async () => {
    sessionStorage.removeItem(DEV_OUTBOX_KEY_STORAGE);
    const server = fakeApi(() => json({ smtpConfigured: false, messages: [] }));
    renderApp({ path: '/dev/outbox' });
    expect(await screen.findByText(/needs the key the server printed/)).toBeTruthy();
    expect(server.callsTo('/api/dev/outbox')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Outbox key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the outbox' }));
    expect(await screen.findByText('No e-mails yet.')).toBeTruthy();
    expect(server.callsTo('/api/dev/outbox')[0].headers.get('x-api-key')).toBe(KEY);
    expect(sessionStorage.getItem(DEV_OUTBOX_KEY_STORAGE)).toBe(KEY);
  });

  it('says so when the key is refused (401) or the browser is not on the server\'s machine (403)', async () => {
    fakeApi(() => errorBody(401, 'The API key is not valid'));
    const { unmount } = renderApp({ path: '/dev/outbox' });
    expect(await screen.findByText(/That key does not open the outbox/)).toBeTruthy();
    unmount();
    fakeApi(() => errorBody(403, 'The development outbox is readable only on the machine the server runs on'));
    renderApp({ path: '/dev/outbox' });
    expect(await screen.findByText(/only in a browser on the machine the server runs on/)).toBeTruthy();
  });

  it('does not exist where the server has no outbox (production answers 404)', async () => {
    fakeApi(() => errorBody(404, 'No API endpoint answers GET /api/dev/outbox'));
    const { router } = renderApp({ path: '/dev/outbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
