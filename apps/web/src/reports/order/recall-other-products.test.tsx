import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADV_PRODUCT, AML_CONNECT_PRODUCT, FIRST_SEARCH_PRODUCT, KOUNT_PRODUCT, OFAC_PRODUCT, PMLT_PRODUCT, TELECHECK_PRODUCT, type ReportProduct } from '@creditdesk/contracts';
import { json } from '../../testing/fake-api';
import { ADMIN_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { INQUIRY_ID, makeCreditReport, makeDsr, makeInquiryItem, makeOrderResponse } from '../testing/report-fixtures';
import { productOrderApi } from '../testing/product-order-harness';

/*
 * Applicant recall (issue 33) for the products beyond the shared consumer form: each opens with the
 * stored report's applicant in the fields it takes, and the order's own choices (account, reference,
 * the check's numbers) left to the user.
 */

const RECALL = `/api/reportinquiries/extract/${INQUIRY_ID}/applicant`;
const APPLICANT = {
  firstName: 'MARGARET',
  middleName: 'ANN',
  lastName: 'ELLISON',
  ssn: '123451001',
  dateOfBirth: '1966-04-12',
  address: { line1: '1420 Commerce St', city: 'Dallas', state: 'TX', zip: '75201', country: 'US' as const },
  phone: '2175550150',
};
const CONFIGURATIONS = [
  {
    configurationId: '00000000-0000-4000-8000-000000000001',
    configurationName: 'Public records view',
    productCode: 'ADV',
    productName: 'Automated Data View',
    memberNumber: '100200300',
    memberName: 'Demo Lending',
    options: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatedBy: 'demo.admin',
  },
];

/** The product's order page opened to order for the stored report's applicant, once its form is on screen. */
async function openRecalled(product: ReportProduct, formName = 'Order a report') {
  const server = productOrderApi(product, () => json({}), {
    other: ({ url }) => {
      if (url.pathname === RECALL) return json({ inquiryId: INQUIRY_ID, product: 'acrov6', applicant: APPLICANT });
      if (url.pathname === '/api/products/configurations/customers/c-1/all') return json({ configurations: CONFIGURATIONS });
      return undefined;
    },
  });
  renderApp({ path: `/products/${product.key}?recall=${INQUIRY_ID}`, auth: ADMIN_AUTH });
  const form = await screen.findByRole('form', { name: formName });
  expect(server.callsTo(RECALL)).toHaveLength(1);
  return form;
}

/** A field's value by its name in the form (an input or a native select). */
const valueOf = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
const valuesOf = (form: HTMLElement, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, valueOf(form, n)]));

describe('Applicant recall for the products beyond the consumer form', () => {
  it("ADV: the consumer's name, SSN, date of birth and address; the configuration and reference left to choose", async () => {
    const form = await openRecalled(ADV_PRODUCT);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('MARGARET');
    expect(valuesOf(form, ['middleName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber'])).toEqual({
      middleName: 'ANN',
      lastName: 'ELLISON',
      ssn: '123-45-1001',
      dateOfBirth: '1966-04-12',
      addressLine1: '1420 Commerce St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      customerReferenceNumber: '',
    });
  });

  it.each([OFAC_PRODUCT, AML_CONNECT_PRODUCT, KOUNT_PRODUCT])('$name: the person screened, by name, date of birth and the country of their address', async (product) => {
    const form = await openRecalled(product);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('ELLISON');
    expect(valuesOf(form, ['subjectType', 'firstName', 'middleName', 'dateOfBirth', 'country', 'businessName', 'customerReferenceNumber'])).toEqual({
      subjectType: 'individual',
      firstName: 'MARGARET',
      middleName: 'ANN',
      dateOfBirth: '1966-04-12',
      country: 'US',
      businessName: undefined, // a person's screen shows no business field
      customerReferenceNumber: '',
    });
  });

  it("TeleCheck: the check writer's name only; the check's numbers and the ID come from the check and the ID presented", async () => {
    const form = await openRecalled(TELECHECK_PRODUCT);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('MARGARET');
    expect(valuesOf(form, ['lastName', 'routingNumber', 'checkingAccountNumber', 'checkNumber', 'amount', 'idNumber'])).toEqual({
      lastName: 'ELLISON',
      routingNumber: '',
      checkingAccountNumber: '',
      checkNumber: '',
      amount: '',
      idNumber: '',
    });
  });

  it('First Search: every criterion the report names (name with address, phone, SSN)', async () => {
    const form = await openRecalled(FIRST_SEARCH_PRODUCT);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Street address' }).value).toBe('1420 Commerce St');
    expect(valuesOf(form, ['firstName', 'lastName', 'city', 'state', 'zip', 'phone', 'ssn'])).toEqual({
      firstName: 'MARGARET',
      lastName: 'ELLISON',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone: '217-555-0150',
      ssn: '123-45-1001',
    });
  });

  it('PM Alerts: the add-to-watch-list form filled with the applicant', async () => {
    const form = await openRecalled(PMLT_PRODUCT, 'Add a consumer to the watch list');
    await waitFor(() => expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('ELLISON'));
    expect(valuesOf(form, ['applicant.firstName', 'applicant.ssn', 'applicant.dateOfBirth', 'applicant.line1', 'applicant.zip'])).toEqual({
      'applicant.firstName': 'MARGARET',
      'applicant.ssn': '123-45-1001',
      'applicant.dateOfBirth': '1966-04-12',
      'applicant.line1': '1420 Commerce St',
      'applicant.zip': '75201',
    });
  });

  it('offers such a product in the menu of "Order another product for this consumer", beside the consumer reports', async () => {
    productOrderApi(OFAC_PRODUCT, () => json({}), {
      other: ({ url }) => (url.pathname.endsWith('/details') ? json({ ...makeOrderResponse('acrov6', makeDsr('acrov6', [makeCreditReport()])), item: makeInquiryItem() }) : undefined),
    });
    renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Order another product for this consumer' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Consumer Credit Report', OFAC_PRODUCT.name]);
  });
});
