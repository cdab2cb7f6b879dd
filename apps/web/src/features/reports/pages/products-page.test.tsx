import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ACCOUNT_NUMBERS, ORDERABLE_PRODUCTS } from '../../../reports/testing/report-fixtures';

function api(products = ORDERABLE_PRODUCTS) {
  return fakeApi(({ url }) => {
    if (url.pathname === '/api/products/customers/c-1') return json({ products });
    if (url.pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    return json({ personas: [] });
  });
}

// Whole forms and tables in jsdom: slow on a busy machine.
describe('products page', { timeout: 20_000 }, () => {
  it('shows the company’s products as cards, each opening its order form on the same route', async () => {
    api();
    const { router } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Consumer Credit Report', 'OneView', 'OneView+']);
    expect(within(cards[2]).getByText('Verified employment and income')).toBeTruthy();
    const order = screen.getByRole('link', { name: 'Order OneView+' });
    expect(order.getAttribute('href')).toBe('/products?product=oneviewplus');

    fireEvent.click(order);
    expect(await screen.findByRole('heading', { level: 1, name: 'OneView+' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?product=oneviewplus');
    expect(await screen.findByRole('form', { name: 'Order a report' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says clearly when the company holds no products', async () => {
    api([]);
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'No products to order yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Order / })).toBeNull();
  });

  it('keeps the list for a product the company does not hold', async () => {
    api(ORDERABLE_PRODUCTS.slice(0, 1));
    renderApp({ path: '/products?product=oneviewplus', auth: ADMIN_AUTH });
    expect(await screen.findByText(/not set up to order that product/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order Consumer Credit Report' })).toBeTruthy();
  });
});
