import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { storeRegistrationResult } from '../registration-result';

describe('Registration Complete', () => {
  it('tells what happens next with the company, the user name and the address the e-mail went to', async () => {
    storeRegistrationResult({ companyName: 'Acme Lending', userName: 'jane_doe', email: 'jane@acme.example', memberNumber: '500600700' });
    renderApp({ path: '/registration/complete' });
    await screen.findByRole('heading', { level: 1, name: 'Registration Complete' });
    const text = screen.getByRole('main').textContent;
    expect(text).toContain('Acme Lending is registered on Creditdesk with account number 500600700.');
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
