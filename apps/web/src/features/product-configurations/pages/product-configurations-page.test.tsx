import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CONFIGURATION_MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { CONFIGURATIONS, ID, SEARCH, fakeConfiguration, productConfigurationsApi } from '../testing/fake-product-configurations';

const rows = () => within(screen.getByRole('table', { name: 'Product configurations' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const searches = (server: ReturnType<typeof productConfigurationsApi>) => server.callsTo(SEARCH);
const lastSearch = (server: ReturnType<typeof productConfigurationsApi>) => {
  const call = searches(server).at(-1)!;
  return { body: JSON.parse(call.body), page: call.url.searchParams.get('pageNumber'), size: call.url.searchParams.get('pageSize') };
};

// whole pages render slowly on a busy machine

describe('Product Configurations list', () => {
  it('lists name, product, account number, the options in words and the update, with Edit and Delete', async () => {
    productConfigurationsApi();
    renderApp({ path: '/product-configuration', auth: ADMIN_AUTH });
    expect(await screen.findByText('Consumer FICO 8')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Product Configurations' })).toBeTruthy();
    // by name
    expect(cells(rows()[0]).slice(0, 4)).toEqual(['ADV standard', 'Automated Data View', '100200302Demo Lending - Cards', 'Profile only']);
    expect(cells(rows()[1]).slice(0, 4)).toEqual(['Consumer FICO 8', 'Consumer Credit Report', '100200300Demo Lending - Consumer', 'Score model: FICO Score 8']);
    expect(cells(rows()[2])[3]).toBe('Score model: VantageScore 4.0Add-ons: Employment verification (The Work Number)');
    expect(cells(rows()[1])[4]).toMatch(/^\d{2}-\d{2}-2026by demo\.admin$/);
    expect(screen.getByRole('link', { name: 'Edit product configuration Consumer FICO 8' }).getAttribute('href')).toBe(`/product-configuration/edit?id=${ID(1)}`);
    expect(screen.getByRole('button', { name: 'Delete product configuration Consumer FICO 8' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add product configuration' }).getAttribute('href')).toBe('/product-configuration/add');
  });

  it('searches by name or account number and filters by product, in the URL and the call', async () => {
    const server = productConfigurationsApi();
    const { router } = renderApp({ path: '/product-configuration?q=fico', auth: ADMIN_AUTH });
    expect(await screen.findByText('Consumer FICO 8')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(lastSearch(server).body).toEqual({ searchValue: 'fico' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' 100200302 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/product-configuration?q=100200302'));
    expect(await screen.findByText('ADV standard')).toBeTruthy();
    expect(lastSearch(server).body).toEqual({ searchValue: '100200302' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'OVWP' } });
    await waitFor(() => expect(where(router)).toBe('/product-configuration?product=OVWP'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastSearch(server).body).toEqual({ searchValue: '', productCode: 'OVWP' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No product configurations match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(where(router)).toBe('/product-configuration'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it("shows an account number's configurations from ?memberNumber=, and every one again", async () => {
    const server = productConfigurationsApi();
    const { router } = renderApp({ path: '/product-configuration?memberNumber=100200300', auth: ADMIN_AUTH });
    expect(await screen.findByText('Consumer FICO 8')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(lastSearch(server).body).toEqual({ searchValue: '', memberNumber: '100200300' });
    fireEvent.click(screen.getByRole('button', { name: 'Account number 100200300: show every account number' }));
    await waitFor(() => expect(where(router)).toBe('/product-configuration'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('pages with the page and size in the URL and the call', async () => {
    const many = Array.from({ length: 23 }, (_, i) => fakeConfiguration(i + 1, `Config ${String(i + 1).padStart(2, '0')}`, 'CCR', '100200300'));
    const server = productConfigurationsApi(many);
    const { router } = renderApp({ path: '/product-configuration', auth: ADMIN_AUTH });
    expect(await screen.findByText('Config 01')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Config 11')).toBeTruthy();
    expect(where(router)).toBe('/product-configuration?page=2');
    expect(lastSearch(server)).toMatchObject({ page: '2', size: '10' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(where(router)).toBe('/product-configuration?size=25'));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(lastSearch(server)).toMatchObject({ page: '1', size: '25' });
  });

  it('says so when the company has no configuration, with a way to add one', async () => {
    productConfigurationsApi([]);
    renderApp({ path: '/product-configuration', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No product configurations yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add product configuration' }).every((l) => l.getAttribute('href') === '/product-configuration/add')).toBe(true);
  });

  it('deletes after confirmation, says so in the words of reports.md §8 and reloads the list', async () => {
    const server = productConfigurationsApi();
    renderApp({ path: '/product-configuration', auth: ADMIN_AUTH });
    await screen.findByText('Consumer FICO 8');
    const before = searches(server).length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete product configuration Consumer FICO 8' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product configuration?' });
    expect(within(dialog).getByText(/Consumer Credit Report on account number 100200300/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete product configuration Consumer FICO 8' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 Product Configuration has been successfully deleted.')).toBeTruthy();
    expect(PRODUCT_CONFIGURATION_MESSAGES.deleted).toBe('1 Product Configuration has been successfully deleted.');
    await waitFor(() => expect(screen.queryByText('Consumer FICO 8')).toBeNull());
    expect(searches(server).length).toBeGreaterThan(before);
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${CONFIGURATIONS}/${ID(1)}`)).toBe(true);
  });
});

describe('Product Configurations list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a configuration with the table’s facts and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = productConfigurationsApi();
    const { router } = renderApp({ path: '/product-configuration', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Product configurations' });
    expect(screen.queryByRole('table', { name: 'Product configurations' })).toBeNull();
    const card = within(cards).getAllByRole('listitem')[1];
    for (const fact of ['Consumer FICO 8', 'Consumer Credit Report', '100200300', 'Demo Lending - Consumer', 'Score model: FICO Score 8', 'by demo.admin']) expect(card.textContent).toContain(fact);
    expect(within(card).getByRole('link', { name: 'Edit product configuration Consumer FICO 8' }).getAttribute('href')).toBe(`/product-configuration/edit?id=${ID(1)}`);
    expect(within(card).getByRole('button', { name: 'Delete product configuration Consumer FICO 8' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'updatedAt.desc' } });
    await waitFor(() => expect(where(router)).toBe('/product-configuration?sort=-updatedAt'));
    await waitFor(() => expect(searches(server).at(-1)!.url.searchParams.get('sort')).toBe('-updatedAt'));
  });
});
