import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('navigation on a phone (issue 33)', () => {
  const phone = (query: string) => ({ matches: query.includes('max-width:599.95px'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  afterEach(() => vi.unstubAllGlobals());

  it('is a drawer over the page, opened from the header and closed by choosing a page', async () => {
    vi.stubGlobal('matchMedia', phone);
    const { router } = renderApp({ path: '/', auth: END_USER_AUTH });
    // closed at first: the page has the whole width, no rail beside it
    const open = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(open);
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    // a modal over the page: what is behind it is hidden from assistive technology while it is open
    expect(menu.closest('.MuiModal-root')).not.toBeNull();
    fireEvent.click(within(menu).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    // and its Close closes it
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    fireEvent.click(within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  });

  it('stays beside the page on a wide screen, with no menu button in the header', async () => {
    renderApp({ path: '/', auth: END_USER_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(nav().closest('.MuiModal-root')).toBeNull();
  });
});
