import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, ADMIN_WITHOUT_STORAGE, END_USER_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('navigation drawer', () => {
  it('shows the Manage group to an admin and opens its submenus', async () => {
    renderApp({ path: '/', auth: ADMIN_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Manage' }));
    fireEvent.click(within(nav()).getByRole('button', { name: 'Users & Groups' }));
    expect(within(nav()).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
    expect(within(nav()).getByRole('link', { name: 'Company Settings' })).toBeTruthy();
  });

  it('does not show the Manage group to a standard user', async () => {
    renderApp({ path: '/', auth: END_USER_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav()).queryByRole('button', { name: 'Manage' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Products' })).toBeTruthy();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Batch' }));
    expect(within(nav()).getByRole('link', { name: 'Create Batch' })).toBeTruthy();
    expect(within(nav()).queryByText('Input Templates')).toBeNull();
  });

  it('greys out and disables the input templates without the storage subscription', async () => {
    renderApp({ path: '/', auth: ADMIN_WITHOUT_STORAGE });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Batch' }));
    const item = within(nav()).getByText('Create Input Template').closest('[aria-disabled]');
    expect(item?.getAttribute('aria-disabled')).toBe('true');
    expect(within(nav()).queryByRole('link', { name: /Input Template/ })).toBeNull();
  });

  it('enables the input templates with the storage subscription', async () => {
    renderApp({ path: '/', auth: ADMIN_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Batch' }));
    expect(within(nav()).getByRole('link', { name: 'Input Templates' }).getAttribute('href')).toBe('/batch/input-templates/template-list');
  });

  it('opens on the current page, collapses with Close, and expands again when a group is opened', async () => {
    renderApp({ path: '/product-registration', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Product Registration' });
    const current = within(nav()).getByRole('link', { name: 'Product Registration' });
    expect(current.getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(nav()).getByRole('button', { name: 'Close navigation' }));
    const opener = within(nav()).getByRole('button', { name: 'Open navigation' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).getByRole('button', { name: 'Manage' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(within(nav()).getByRole('button', { name: 'Manage' }));
    expect(within(nav()).getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('button', { name: 'Manage' }).getAttribute('aria-expanded')).toBe('true');
  });
});
