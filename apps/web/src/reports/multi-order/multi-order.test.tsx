import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, MLA_PRODUCT, OFAC_PRODUCT, type MultiOrderOutcome } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler } from '../../testing/fake-api';
import { ADMIN_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { ACCOUNT_NUMBERS, ORDERABLE_PRODUCTS } from '../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, submitOrder } from '../testing/product-order-harness';

const MULTI = '/api/consumers/reports/multi';
const listed = (p: typeof OFAC_PRODUCT | typeof MLA_PRODUCT) => ({ code: p.code, product: p.key, name: p.name, family: p.family, description: p.description });
const ORDERED = (product: string, inquiryId: string, keyFindings?: string): MultiOrderOutcome => ({ product: product as never, outcome: 'ordered', inquiryId, createdAt: '2026-11-20T14:05:00.000Z', ...(keyFindings ? { keyFindings } : {}) });
const THREE_ORDERED = () => json({ orders: [ORDERED('acrov6', 'i-ccr'), ORDERED('mla', 'i-mla', 'Not a covered borrower'), ORDERED('ofac', 'i-ofac')] });

/** The API of the page: the company holds the credit family, OFAC and the MLA; `granted` are the user's codes. */
function api(order: FakeHandler = THREE_ORDERED, granted = ['CCR', 'NAL', 'OVWP', 'OFAC', 'MLA']) {
  return fakeApi((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/products/customers/c-1') return json({ products: [...ORDERABLE_PRODUCTS, listed(OFAC_PRODUCT), listed(MLA_PRODUCT)] });
    if (pathname === '/api/orchestrator/products/users') return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: granted, isFileTransportAuthorized: false });
    if (pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    if (pathname === '/api/sandbox/personas') return json({ status: 404, message: 'No test consumers', correlationId: 'c' }, 404);
    if (pathname === MULTI) return order(request);
    return json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });
}

const open = async (path = '/products/several?products=acrov6,mla,ofac') => {
  const app = renderApp({ path, auth: ADMIN_AUTH });
  await screen.findByRole('form', { name: 'Order a report' });
  return app;
};
const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const products = () => screen.getByRole('group', { name: 'Products' });

function fillEllison({ dateOfBirth = '1966-04-12' } = {}) {
  change(screen.getByRole('combobox', { name: 'Permissible purpose' }), 'CREDIT_TRANSACTION');
  change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
  change(text('First name'), 'Margaret');
  change(text('Last name'), 'Ellison');
  change(text('Social Security number'), '123-45-1001');
  change(within(applicant()).getByLabelText(/^Date of birth/), dateOfBirth);
  change(text('Street address'), '2847 Linden Ave');
  change(text('City'), 'Evanston');
  change(within(applicant()).getByRole('combobox', { name: 'State' }), 'IL');
  change(text('ZIP code'), '60201');
}

afterEach(() => vi.restoreAllMocks());

describe('ordering several products for one applicant', () => {
  it('offers the products the user may order together, the choice kept in the address', async () => {
    api(undefined, ['CCR', 'OFAC', 'MLA']);
    const { router } = await open('/products/several');
    // OneView and OneView+ are held but granted to none of the user's groups
    expect(within(products()).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Consumer Credit Report', 'OFAC', 'Military Lending Act']);
    fireEvent.click(within(products()).getByRole('checkbox', { name: 'OFAC' }));
    fireEvent.click(within(products()).getByRole('checkbox', { name: 'Military Lending Act' }));
    await waitFor(() => expect(router.state.location.search).toBe('?products=ofac%2Cmla'));
    // neither asks an address nor a permissible purpose
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(within(applicant()).queryByRole('textbox', { name: 'Street address' })).toBeNull();
  });

  it('asks the union of the chosen products’ fields and checks each product’s request with its own rules before sending anything', async () => {
    const server = api();
    await open();
    expect(screen.getByRole('combobox', { name: 'Permissible purpose' })).toBeTruthy();
    expect(text('Street address')).toBeTruthy();
    fillEllison({ dateOfBirth: '' });
    change(text('ZIP code'), '6020');
    submitOrder();
    // the credit report's and the MLA's date of birth rule, the credit report's ZIP rule
    await waitFor(() => expect(helperOf(within(applicant()).getByLabelText(/^Date of birth/))).toMatch(/^Date of birth/));
    expect(helperOf(text('ZIP code'))).toBe('Please enter a valid zipcode');
    expect(server.callsTo(MULTI)).toHaveLength(0);
  });

  it('refuses fewer than two products without sending anything', async () => {
    const server = api();
    await open('/products/several?products=acrov6');
    fillEllison();
    submitOrder();
    expect(await screen.findByText('Choose at least two products to order together.')).toBeTruthy();
    expect(server.callsTo(MULTI)).toHaveLength(0);
  });

  it('sends the applicant once with each product’s options, then shows one result page linking each report', async () => {
    const server = api();
    const { router } = await open();
    fillEllison();
    submitOrder();
    const list = await screen.findByRole('list', { name: 'Products ordered' });
    expect(bodyOf(server.callsTo(MULTI)[0])).toEqual({
      applicant: { firstName: 'Margaret', middleName: '', lastName: 'Ellison', suffix: '', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' } },
      products: [
        { product: 'acrov6', accountNumber: '100200300', customerReferenceNumber: '', permissiblePurpose: 'CREDIT_TRANSACTION' },
        { product: 'ofac', accountNumber: '100200300', customerReferenceNumber: '' },
        { product: 'mla', accountNumber: '100200300', customerReferenceNumber: '' },
      ].sort((a, b) => ['acrov6', 'nal', 'oneviewplus', 'ofac', 'mla'].indexOf(a.product) - ['acrov6', 'nal', 'oneviewplus', 'ofac', 'mla'].indexOf(b.product)),
    });
    expect(screen.getByRole('status').textContent).toContain('3 of 3 products ordered for Margaret Ellison.');
    // each product's card says what it found when the server says
    expect(within(list).getByText('Not a covered borrower')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Open the Consumer Credit Report report' }).getAttribute('href')).toBe('/reports/i-ccr');
    expect(within(list).getByRole('link', { name: 'Open the Military Lending Act report' }).getAttribute('href')).toBe('/reports/i-mla');
    fireEvent.click(within(list).getByRole('link', { name: 'Open the OFAC report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/i-ofac'));
  });

  it('says which product failed after the others were stored, and retries that one alone', async () => {
    const failed: MultiOrderOutcome = { product: 'mla', outcome: 'failed', httpStatus: 502, status: 'fail', message: `${MESSAGES.reports.failure} Tracking Id: t-1` };
    let call = 0;
    const server = api(() => (++call === 1 ? json({ orders: [ORDERED('acrov6', 'i-ccr'), ORDERED('ofac', 'i-ofac'), failed] }) : json({ orders: [ORDERED('mla', 'i-mla')] })));
    await open();
    fillEllison();
    submitOrder();
    await screen.findByRole('list', { name: 'Products ordered' });
    expect(screen.getByRole('status').textContent).toContain('2 of 3 products ordered for Margaret Ellison. One product could not be ordered');
    expect(screen.getByText(`${MESSAGES.reports.failure} Tracking Id: t-1`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the Military Lending Act' }));
    expect(await screen.findByRole('link', { name: 'Open the Military Lending Act report' })).toBeTruthy();
    expect(bodyOf(server.callsTo(MULTI)[1]).products).toEqual([{ product: 'mla', accountNumber: '100200300', customerReferenceNumber: '' }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('3 of 3 products ordered'));
  });

  it('puts the server’s field refusals on the form’s fields, each naming its product', async () => {
    api(() => fieldErrorsAnswer([{ field: 'body.products.1.accountNumber', message: "Military Lending Act: '100200300' is not an active account number of your company" }]));
    await open();
    fillEllison();
    submitOrder();
    await waitFor(() => expect(helperOf(screen.getByRole('combobox', { name: 'Account number' }))).toBe("Military Lending Act: '100200300' is not an active account number of your company"));
    expect(screen.queryByRole('list', { name: 'Products ordered' })).toBeNull();
  });
});
