import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { DEMO_MEMBERS, MEMBERS, accountNumbersApi } from '../testing/fake-account-numbers';

const rows = () => within(screen.getByRole('table', { name: 'Account numbers' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const listCalls = (server: ReturnType<typeof accountNumbersApi>) => server.callsTo(MEMBERS).filter((c) => c.method === 'GET');

// The server check waits for typing to pause, and whole pages render slowly on a busy machine.

describe('Account Numbers list', () => {
  it('lists number, name, status and use, with Edit and Delete per row and an Add action', async () => {
    accountNumbersApi();
    renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    expect(await screen.findByText('Demo Lending - Consumer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Numbers' })).toBeTruthy();
    expect(cells(rows()[0]).slice(0, 4)).toEqual(['100200300', 'Demo Lending - Consumer', 'Active', 'In use by 1 product configuration']);
    expect(cells(rows()[1]).slice(0, 4)).toEqual(['100200301', 'Demo Lending - Auto', 'Inactive', 'Not in use']);
    // a number in use links to its configurations
    expect(within(rows()[0]).getByRole('link', { name: /In use by 1 product configuration/ }).getAttribute('href')).toBe('/product-configuration?memberNumber=100200300');
    expect(within(rows()[1]).queryByRole('link', { name: /Not in use/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit account number 100200301' }).getAttribute('href')).toBe('/account-numbers/edit?memberNumber=100200301');
    expect(screen.getByRole('button', { name: 'Delete account number 100200301' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Account Number' }).getAttribute('href')).toBe('/account-numbers/add');
  });

  it('searches with the value in the URL and in the call', async () => {
    const server = accountNumbersApi();
    const { router } = renderApp({ path: '/account-numbers?q=auto', auth: ADMIN_AUTH });
    expect(await screen.findByText('Demo Lending - Auto')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(listCalls(server).at(-1)!.url.searchParams.get('searchValue')).toBe('auto');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('auto');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' 100200300 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/account-numbers?q=100200300'));
    expect(await screen.findByText('Demo Lending - Consumer')).toBeTruthy();
    expect(listCalls(server).at(-1)!.url.searchParams.get('searchValue')).toBe('100200300');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No account numbers match your search' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]);
    await waitFor(() => expect(where(router)).toBe('/account-numbers'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls(server).at(-1)!.url.searchParams.has('searchValue')).toBe(false);
  });

  it('says so when the company has no account numbers', async () => {
    accountNumbersApi([]);
    renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No account numbers yet' })).toBeTruthy();
  });

  it('deletes after confirmation, says so and reloads the list', async () => {
    const server = accountNumbersApi();
    renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    await screen.findByText('Demo Lending - Auto');
    const before = listCalls(server).length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete account number 100200301' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this account number?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.accountNumbers.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Demo Lending - Auto')).toBeNull());
    expect(listCalls(server).length).toBeGreaterThan(before);
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${MEMBERS}/100200301`)).toBe(true);
  });

  it('shows one outcome at a time: a second deletion replaces the first one’s banner (issue 33)', async () => {
    accountNumbersApi([...DEMO_MEMBERS, { memberNumber: '100200302', name: 'Demo Lending - Boats', status: 'active', productConfigurations: 0 }]);
    renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    await screen.findByText('Demo Lending - Boats');
    for (const n of ['100200301', '100200302']) {
      fireEvent.click(screen.getByRole('button', { name: `Delete account number ${n}` }));
      fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this account number?' })).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    await waitFor(() => expect(screen.queryByText('Demo Lending - Boats')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Messages' })).getAllByText(MESSAGES.accountNumbers.deleted)).toHaveLength(1);
  });

  it('offers no Delete for a number a product configuration uses: it says why and names the configurations (issue 33)', async () => {
    const server = accountNumbersApi();
    renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    await screen.findByText('Demo Lending - Consumer');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account number 100200300' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This account number cannot be deleted' });
    expect(within(dialog).getByText(new RegExp(MESSAGES.accountNumbers.inUse('100200300')))).toBeTruthy();
    // the configurations using it, by name, each a link to its edit page, and the list of them
    const using = await within(dialog).findByRole('list', { name: 'Product configurations using account number 100200300' });
    expect(within(using).getByRole('link', { name: 'Consumer FICO 8' }).getAttribute('href')).toBe('/product-configuration/edit?id=00000000-0000-4000-8000-000000000001');
    expect(within(dialog).getByRole('link', { name: 'See them in Product Configurations' }).getAttribute('href')).toBe('/product-configuration?memberNumber=100200300');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Demo Lending - Consumer')).toBeTruthy();
  });
});

describe('Account Numbers list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card an account number with the table’s facts and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = accountNumbersApi();
    const { router } = renderApp({ path: '/account-numbers', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Account numbers' });
    expect(screen.queryByRole('table', { name: 'Account numbers' })).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    for (const fact of ['100200300', 'Demo Lending - Consumer', 'Active', 'In use by 1 product configuration']) expect(first.textContent).toContain(fact);
    expect(within(first).getByRole('link', { name: /In use by 1 product configuration/ }).getAttribute('href')).toBe('/product-configuration?memberNumber=100200300');
    expect(within(first).getByRole('link', { name: 'Edit account number 100200300' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete account number 100200300' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name.asc' } });
    await waitFor(() => expect(where(router)).toBe('/account-numbers?sort=name'));
    await waitFor(() => expect(listCalls(server).at(-1)!.url.searchParams.get('sort')).toBe('name'));
  });
});
