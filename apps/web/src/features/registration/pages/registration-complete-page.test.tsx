import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { formatDateTime } from '../../../lib/format-date-time';
import { storeRegistrationResult } from '../registration-result';
import { CUSTOMER_PATH, REGISTERED_AT, REGISTRATION_CONFIG, REGISTRATION_KEY, fakeRegistrationApi } from '../testing/fake-registration-api';

describe('Registration Complete', () => {
  it('tells what happens next with the company, the user name and the address the e-mail went to', async () => {
    const server = fakeRegistrationApi();
    const customerId = '7f9c6a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
    storeRegistrationResult({ customerId, companyName: 'Acme Lending', userName: 'jane_doe', email: 'jane@acme.example', memberNumber: '500600700' });
    renderApp({ path: '/registration/complete', config: REGISTRATION_CONFIG });
    await screen.findByRole('heading', { level: 1, name: 'Registration Complete' });
    const text = screen.getByRole('main').textContent;
    expect(text).toContain('Acme Lending is registered on Creditdesk with account number 500600700.');
    // the company as the registration service holds it (GET /customer/{id}, with the registration key)
    await waitFor(() => expect(screen.getByRole('main').textContent).toContain(`Registered ${formatDateTime(REGISTERED_AT)}; the company is active.`));
    const [read] = server.callsTo(`${CUSTOMER_PATH}/${customerId}`);
    expect(read.headers.get('x-api-key')).toBe(REGISTRATION_KEY);
    expect(text).toContain('We have sent an e-mail to jane@acme.example with the administrator’s user name (jane_doe) and a temporary password.');
    expect(text).toContain('Log in with the user name and the temporary password.');
    expect(text).toContain('Choose your own password when asked');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    // public: no navigation drawer
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('still makes sense when opened without a registration in this tab', async () => {
    sessionStorage.clear();
    renderApp({ path: '/registration/complete' });
    await screen.findByRole('heading', { level: 1, name: 'Registration Complete' });
    expect(screen.getByRole('main').textContent).toContain('We have sent an e-mail to the administrator’s e-mail address');
  });
});
