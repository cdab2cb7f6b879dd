import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { PORTAL_PRODUCTS } from '../../../reports/products/registry';
import { ACCOUNT_NUMBERS, INQUIRY_ID, ORDERABLE_PRODUCTS, makeCreditReport, makeDsr, makeInquiryItem, makeOrderResponse } from '../../../reports/testing/report-fixtures';

/*
 * The server may register a product before its screens are in the portal. Here OneView (nal) is such a
 * product: the contracts know it, and its line is out of the portal's registry while this file runs.
 */
const nalPortal = PORTAL_PRODUCTS.nal;
beforeAll(() => {
  delete PORTAL_PRODUCTS.nal;
});
afterAll(() => {
  PORTAL_PRODUCTS.nal = nalPortal;
});

function api() {
  return fakeApi(({ url }) => {
    if (url.pathname === '/api/products/customers/c-1') return json({ products: ORDERABLE_PRODUCTS });
    if (url.pathname === '/api/orchestrator/products/users') {
      return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: ['CCR', 'NAL', 'OVWP'], isFileTransportAuthorized: false });
    }
    if (url.pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    if (url.pathname === `/api/reportinquiries/extract/${INQUIRY_ID}/details`) {
      return json({ ...makeOrderResponse('nal', makeDsr('nal', [makeCreditReport({ product: 'nal' })])), item: makeInquiryItem({ product: 'nal', productName: 'OneView' }) });
    }
    return json({ personas: [] });
  });
}

const cardOf = (name: string) => screen.getAllByRole('article').find((c) => within(c).queryByRole('heading', { level: 3, name }))!;

// Whole pages in jsdom: slow on a busy machine.
describe('a product without screens in the portal yet', () => {
  it('is listed on Products as coming to the portal, without an Order button', async () => {
    api();
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'Order Consumer Credit Report' })).toBeTruthy();
    const card = cardOf('OneView');
    expect(within(card).getByText('Coming to the portal.')).toBeTruthy();
    expect(within(card).getByText('A second consumer credit view.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Order OneView' })).toBeNull();
  });

  it('has no broken order page: its address lists the products and says why', async () => {
    api();
    renderApp({ path: '/products/nal', auth: ADMIN_AUTH });
    expect(await screen.findByText(/The OneView is coming to the portal: it cannot be ordered here yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Order a report' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Order OneView+' })).toBeTruthy();
  });

  it('opens a stored report with its header and PDF, and says the on-screen view is coming', async () => {
    api();
    renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'OneView' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('The on-screen view of the OneView is coming to the portal. Download the PDF to read this report.');
    expect(screen.queryByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeNull();
  });

  it("lists a product this page's bundle does not know (a tab opened before a deploy added it) as coming, and reads the rest", async () => {
    fakeApi(({ url }) => {
      if (url.pathname === '/api/products/customers/c-1') {
        return json({ products: [...ORDERABLE_PRODUCTS, { code: 'ZZZ', product: 'futurereport', name: 'Future Report', family: 'identity-fraud', description: 'Added after this tab opened.' }] });
      }
      if (url.pathname === '/api/orchestrator/products/users') {
        return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: ['CCR', 'NAL', 'OVWP', 'ZZZ'], isFileTransportAuthorized: false });
      }
      return json({ personas: [] });
    });
    renderApp({ path: '/products', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'Order Consumer Credit Report' })).toBeTruthy();
    expect(within(cardOf('Future Report')).getByText('Coming to the portal.')).toBeTruthy();
  });
});
