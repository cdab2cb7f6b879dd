import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ACCOUNT_NUMBERS, ORDERABLE_PRODUCTS } from '../../../reports/testing/report-fixtures';
import type { OrderableProduct } from '../../../reports/orderable-products';

function api(products: readonly OrderableProduct[] = ORDERABLE_PRODUCTS, productList = ['CCR', 'NAL', 'OVWP']) {
  return fakeApi(({ url }) => {
    if (url.pathname === '/api/products/customers/c-1') return json({ products });
    if (url.pathname === '/api/orchestrator/products/users') {
      return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList, isFileTransportAuthorized: false });
    }
    if (url.pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    return json({ personas: [] });
  });
}

// Whole forms and tables in jsdom: slow on a busy machine.
describe('products page', () => {
  it('shows the company’s products as cards, each opening its order page at its own address', async () => {
    api();
    const { router } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Consumer Credit Report', 'OneView', 'OneView+']);
    expect(within(cards[2]).getByText('Verified employment and income')).toBeTruthy();
    const order = screen.getByRole('link', { name: 'Order OneView+' });
    expect(order.getAttribute('href')).toBe('/products/oneviewplus');

    fireEvent.click(order);
    expect(await screen.findByRole('heading', { level: 1, name: 'OneView+' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/products/oneviewplus');
    expect(await screen.findByRole('form', { name: 'Order a report' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'All products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });

  it('offers "Order several products" only to a user who may order two products of one applicant together', async () => {
    api(ORDERABLE_PRODUCTS, ['CCR', 'OVWP']);
    const first = renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect((await screen.findByRole('link', { name: 'Order several products' })).getAttribute('href')).toBe('/products/several');
    first.unmount();
    api(ORDERABLE_PRODUCTS, ['CCR']);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'Order Consumer Credit Report' });
    expect(screen.queryByRole('link', { name: 'Order several products' })).toBeNull();
  });

  it('groups the products by family, in the contracts’ order of families', async () => {
    // the same products, as if the server listed one in another family (the grouping reads `family` only)
    api([{ ...ORDERABLE_PRODUCTS[2], family: 'identity-fraud' as const }, ...ORDERABLE_PRODUCTS.slice(0, 2)] as OrderableProduct[]);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'Order OneView+' });
    const families = screen.getAllByRole('heading', { level: 2 });
    expect(families.map((h) => h.textContent)).toEqual([PRODUCT_FAMILIES['consumer-credit'], PRODUCT_FAMILIES['identity-fraud']]);
    const cardsOf = (family: string) =>
      within(screen.getByRole('region', { name: family }))
        .getAllByRole('article')
        .map((c) => within(c).getByRole('heading', { level: 3 }).textContent);
    expect(cardsOf('Consumer credit')).toEqual(['Consumer Credit Report', 'OneView']);
    expect(cardsOf('Identity and fraud')).toEqual(['OneView+']);
  });

  it('lists the TeleCheck lists a group grants under Check verification, each opening its list', async () => {
    api(ORDERABLE_PRODUCTS, ['CCR', 'TLKN']);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    const open = await screen.findByRole('link', { name: 'Open TeleCheck Negatives' });
    expect(open.getAttribute('href')).toBe('/telecheck/collections-negatives?type=negatives');
    expect(within(screen.getByRole('region', { name: PRODUCT_FAMILIES['check-verification'] })).getAllByRole('article')).toHaveLength(1);
    // TLKC is not granted: no card for the collections list
    expect(screen.queryByRole('link', { name: 'Open TeleCheck Collections' })).toBeNull();
  });

  it('opens the order page from the former /products?product= address', async () => {
    api();
    const { router } = renderApp({ path: '/products?product=nal', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'OneView' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/products/nal');
  });

  it('says clearly when the company holds no products', async () => {
    api([]);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'No products to order yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Order / })).toBeNull();
  });

  it('says so for a product the contracts do not know, with the list below', async () => {
    api();
    renderApp({ path: '/products/nothing-like-it', auth: ADMIN_AUTH });
    expect(await screen.findByText(/not set up to order that product/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order OneView' })).toBeTruthy();
  });

  it('keeps the list for a product the company does not hold', async () => {
    api(ORDERABLE_PRODUCTS.slice(0, 1));
    renderApp({ path: '/products/oneviewplus', auth: ADMIN_AUTH });
    expect(await screen.findByText(/not set up to order that product/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order Consumer Credit Report' })).toBeTruthy();
  });

  it('shows a product none of the user’s groups grants without an order button, and says why', async () => {
    const server = api(ORDERABLE_PRODUCTS, ['CCR']);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'Order Consumer Credit Report' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order OneView+' })).toBeNull());
    const oneViewPlus = screen.getAllByRole('article').find((c) => within(c).queryByRole('heading', { name: 'OneView+' }))!;
    expect(within(oneViewPlus).getByText(/Not granted to you/)).toBeTruthy();
    const asked = server.callsTo('/api/orchestrator/products/users')[0];
    expect(asked.url.searchParams.get('page')).toBe('products');
    expect(JSON.parse(asked.body)).toEqual({ customerId: 'c-1', userName: ADMIN_AUTH.username });
  });

  it('does not open the order form of a product the user is not granted', async () => {
    api(ORDERABLE_PRODUCTS, ['CCR']);
    renderApp({ path: '/products/oneviewplus', auth: ADMIN_AUTH });
    expect(await screen.findByText(ADMIN_MESSAGES.productNotGranted('OneView+'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Order a report' })).toBeNull();
  });
});
