import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type FakeHandler } from '../../testing/fake-api';
import { ADMIN_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { ACCOUNT_NUMBERS, INQUIRY_ID, ORDERABLE_PRODUCTS, makeCreditReport, makeDsr, makeInquiryItem, makeOrderResponse } from '../testing/report-fixtures';

const RECALL = `/api/reportinquiries/extract/${INQUIRY_ID}/applicant`;
const SSN = '123451001';
const APPLICANT = {
  inquiryId: INQUIRY_ID,
  product: 'acrov6',
  applicant: { firstName: 'MARGARET', lastName: 'ELLISON', ssn: SSN, dateOfBirth: '1966-04-12', address: { line1: '1420 Commerce St', city: 'Dallas', state: 'TX', zip: '75201', country: 'US' } },
};

/** The API of the report page and the order page; `recall` answers the applicant recall, `granted` the user's product codes. */
function api(recall: FakeHandler = () => json(APPLICANT), granted = ['CCR', 'NAL', 'OVWP']) {
  return fakeApi((request) => {
    const { pathname } = request.url;
    if (pathname.endsWith('/details')) return json({ ...makeOrderResponse('acrov6', makeDsr('acrov6', [makeCreditReport()])), item: makeInquiryItem() });
    if (pathname === RECALL) return recall(request);
    if (pathname === '/api/products/customers/c-1') return json({ products: ORDERABLE_PRODUCTS });
    if (pathname === '/api/orchestrator/products/users') return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: granted, isFileTransportAuthorized: false });
    if (pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    if (pathname === '/api/orchestrator/products/customers/productconfigs') return json({ configurations: [] });
    if (pathname === '/api/sandbox/personas') return json({ status: 404, message: 'No test consumers', correlationId: 'c' }, 404);
    return json({ content: [makeInquiryItem()], totalElements: 1, pageNumber: 1, pageSize: 10 });
  });
}

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole<HTMLInputElement>('textbox', { name });

describe('Order another product for this consumer (applicant recall)', () => {
  it('offers the products the user may order from the report page, and opens one with the report id in the address, never the SSN', async () => {
    const server = api(undefined, ['CCR', 'OVWP']);
    const { router } = renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Order another product for this consumer' }));
    const menu = await screen.findByRole('menu');
    // OneView is held by the company but granted to none of the user's groups
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Consumer Credit Report', 'OneView+']);
    // nothing about the consumer is fetched until a product is chosen
    expect(server.callsTo(RECALL)).toHaveLength(0);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'OneView+' }));
    await waitFor(() => expect(where(router)).toBe(`/products/oneviewplus?recall=${INQUIRY_ID}`));
    expect(where(router)).not.toContain(SSN);
  });

  it("offers it among a My Reports row's actions, leading to the chosen product's form for that row's report", async () => {
    api();
    const { router } = renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Order another product for MARGARET ELLISON' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Consumer Credit Report' }));
    await waitFor(() => expect(where(router)).toBe(`/products/acrov6?recall=${INQUIRY_ID}`));
    expect(await screen.findByRole('form', { name: 'Order a report' })).toBeTruthy();
    await waitFor(() => expect(text('Last name').value).toBe('ELLISON'));
  });

  it("opens the order form filled with the stored applicant the server answers", async () => {
    const server = api();
    renderApp({ path: `/products/acrov6?recall=${INQUIRY_ID}`, auth: ADMIN_AUTH });
    await screen.findByRole('form', { name: 'Order a report' });
    expect(text('First name').value).toBe('MARGARET');
    expect(text('Last name').value).toBe('ELLISON');
    expect(text('Social Security number').value).toBe('123-45-1001');
    expect(text('Street address').value).toBe('1420 Commerce St');
    expect(text('City').value).toBe('Dallas');
    expect(within(applicant()).getByLabelText<HTMLInputElement>(/^Date of birth/).value).toBe('1966-04-12');
    // the order itself is the user's to choose again: no purpose or reference carried over
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Customer reference number' }).value).toBe('');
    expect(server.callsTo(RECALL)).toHaveLength(1);
  });

  it('opens the form empty, saying why, when the server refuses the recall (a report the user may not read)', async () => {
    api(() => json({ status: 403, message: 'You may open only the reports you ran', correlationId: 'c' }, 403));
    renderApp({ path: `/products/acrov6?recall=${INQUIRY_ID}`, auth: ADMIN_AUTH });
    await screen.findByRole('form', { name: 'Order a report' });
    expect(screen.getByText(/You may open only the reports you ran/)).toBeTruthy();
    expect(text('First name').value).toBe('');
  });
});
