import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_CONSENT_HOURS } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { formatDateTime } from '../../../lib/format-date-time';

const CONSENT = '/api/consent';
const REFRESH = '/api/consent/refresh_token/';
const GRANTED_AT = '2026-11-28T09:00:00.000Z';
const FIRST_END = '2026-11-29T09:00:00.000Z';
const EXTENDED_END = '2026-11-29T15:00:00.000Z';

/** The consent calls as the server answers them: the grant answers the token, the status never does. */
function consentApi() {
  let consent: { grantedAt: string; expiresAt: string } | null = null;
  return fakeApi((call) => {
    const { pathname } = call.url;
    if (pathname === '/api/help/administrators') return json({ data: [] });
    if (pathname === CONSENT && call.method === 'GET') return json({ consent });
    if (pathname === CONSENT && call.method === 'POST') {
      consent = { grantedAt: GRANTED_AT, expiresAt: FIRST_END };
      return json({ consentToken: 'tok-1', expiresAt: FIRST_END });
    }
    if (pathname.startsWith(REFRESH)) {
      if (!consent || pathname !== `${REFRESH}tok-1`) return json({ status: 404, message: 'No active help consent of yours has this token', correlationId: 'c' }, 404);
      consent = { ...consent, expiresAt: EXTENDED_END };
      return json({ consentToken: 'tok-1', expiresAt: EXTENDED_END });
    }
    if (pathname.startsWith('/api/consent/delete/')) {
      consent = null;
      return json({ userName: 'demo.admin', withdrawn: 1, supportSessionsEnded: 0 });
    }
    return json({ status: 404, message: `no fake for ${pathname}`, correlationId: 'c' }, 404);
  });
}

describe('Help: support consent', () => {
  it('gives consent, extends it with the grant’s token (GET consent/refresh_token/{token}) and withdraws it', async () => {
    localStorage.clear();
    const server = consentApi();
    renderApp({ path: '/help', auth: ADMIN_AUTH });
    const give = await screen.findByRole('button', { name: `Give support consent for ${HELP_CONSENT_HOURS} hours` });
    await waitFor(() => expect((give as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(give);
    await waitFor(() => expect(screen.getByTestId('consent-status').textContent).toContain(formatDateTime(FIRST_END)));

    fireEvent.click(await screen.findByRole('button', { name: `Extend by ${HELP_CONSENT_HOURS} hours` }));
    await waitFor(() => expect(screen.getByTestId('consent-status').textContent).toContain(formatDateTime(EXTENDED_END)));
    expect(server.calls.filter((c) => c.url.pathname.startsWith(REFRESH)).map((c) => [c.method, c.url.pathname])).toEqual([['GET', `${REFRESH}tok-1`]]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByRole('button', { name: `Give support consent for ${HELP_CONSENT_HOURS} hours` })).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });
});
