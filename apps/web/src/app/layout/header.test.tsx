import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { formatDateTime } from '../../lib/format-date-time';

describe('header and footer', () => {
  it('shows the logo link home, the product heading, last login, disabled notifications and the welcome menu', async () => {
    const { router } = renderApp({ path: '/products', auth: { ...ADMIN_AUTH, name: 'dANA adMIN' } });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Creditdesk home' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByText('Creditdesk')).toBeTruthy();
    expect(banner.textContent).toContain(`Last Login: ${formatDateTime(ADMIN_AUTH.lastLogin)}`);
    expect((within(banner).getByRole('button', { name: 'Notifications' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(banner).getByRole('button', { name: /Welcome, Dana Admin/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('has legal links, social links and this year in the copyright line', async () => {
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Use', 'Summary of Consumer Rights', 'About Creditdesk', 'Creditdesk on LinkedIn']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Creditdesk`);
  });
});

describe('formatDateTime', () => {
  it('formats an ISO time and tolerates missing values', () => {
    expect(formatDateTime('2026-11-20T14:05:00.000Z')).toMatch(/^11-2[01]-2026 \d{1,2}:05 [AP]M$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
