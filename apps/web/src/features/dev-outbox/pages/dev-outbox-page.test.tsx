import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@creditdesk/contracts';
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

describe('development outbox', () => {
  it('lists the kept e-mails and filters them by recipient', async () => {
    fakeApi(() =>
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
  });

  it('does not exist where the server has no outbox (production answers 404)', async () => {
    fakeApi(() => errorBody(404, 'No API endpoint answers GET /api/dev/outbox'));
    const { router } = renderApp({ path: '/dev/outbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
