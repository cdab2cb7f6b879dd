import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADV_PRODUCT, MESSAGES, servedTestPersonas } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api';
import { END_USER_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { INQUIRY_ID, PERSONAS } from '../../testing/report-fixtures';
import { DOYLE, advOrderResponse } from './adv-fixtures';
import { fieldErrorsAnswer } from '../../testing/product-order-harness';

const ORDER = '/api/consumers/reports/adv';
const ADV = { code: 'ADV', product: 'adv' as const, name: 'Automated Data View', family: 'identity-fraud' as const, description: 'A public-records view.' };
/** A configuration as GET /products/configurations/customers/{id}/all answers it (issue 17's detail shape). */
const detail = (n: number, configurationName: string, productCode: string, memberNumber: string) => ({
  configurationId: `00000000-0000-4000-8000-00000000000${n}`,
  configurationName,
  productCode,
  productName: productCode === 'ADV' ? 'Automated Data View' : 'Consumer Credit Report',
  memberNumber,
  memberName: 'Demo Lending',
  options: productCode === 'ADV' ? {} : { scoreModel: 'vantagescore4' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'demo.admin',
});
const CONFIGURATIONS = [
  detail(1, 'Retail consumer credit', 'CCR', '100200300'),
  detail(2, 'Public records view', 'ADV', '100200300'),
  detail(3, 'Collections skip view', 'ADV', '100200301'),
];

type Options = { configurations?: typeof CONFIGURATIONS; personas?: boolean };

function api(order: FakeHandler, { configurations = CONFIGURATIONS, personas = true }: Options = {}) {
  return fakeApi((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/products/customers/c-1') return json({ products: [ADV] });
    if (pathname === '/api/orchestrator/products/users') return json({ userName: 'demo.user', userGroups: ['Credit Reports'], productList: ['ADV'], isFileTransportAuthorized: false });
    if (pathname === '/api/products/configurations/customers/c-1/all') return json({ configurations });
    if (pathname === '/api/sandbox/personas') return personas ? json({ personas: [...PERSONAS, ...servedTestPersonas().personas] }) : json({ status: 404, message: 'No test consumers', correlationId: 'c' }, 404);
    if (pathname === ORDER) return order(request);
    return json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });
}

const success = () => json(advOrderResponse(DOYLE));

async function openForm(order: FakeHandler = success, options?: Options) {
  const server = api(order, options);
  const app = renderApp({ path: '/products/adv', auth: END_USER_AUTH });
  await screen.findByRole('form', { name: 'Order a report' });
  return { ...app, server };
}

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const text = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const date = () => screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
const helperOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
const bodyOf = (call: FakeRequest) => JSON.parse(call.body);

function fillRequired() {
  change(select('Product configuration'), 'Public records view');
  change(text('First name'), 'Kevin');
  change(text('Last name'), 'Doyle');
  change(text('City'), 'Macon');
  change(select('State'), 'GA');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('ADV order form', () => {
  it("offers the company's ADV configurations only, with their account, and marks required fields", async () => {
    await openForm();
    const options = within(select('Product configuration')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Select a product configuration', 'Public records view', 'Collections skip view']);
    change(select('Product configuration'), 'Collections skip view');
    expect(helperOf(select('Product configuration'))).toBe('Billed to account number 100200301.');
    for (const name of ['First name', 'Last name', 'City']) expect(text(name).hasAttribute('required')).toBe(true);
    for (const name of ['Middle name', 'Social Security number', 'Street address', 'ZIP code', 'Customer reference number']) expect(text(name).hasAttribute('required')).toBe(false);
    expect(date().required).toBe(false);
    for (const name of ['Product configuration', 'State']) expect(select(name).hasAttribute('required')).toBe(true);
    expect(screen.getByText('First name', { selector: 'label' }).textContent).toMatch(/First name\s*\*/);
    expect(within(select('Suffix')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V']);
    // no account number and no permissible purpose: the configuration decides the account, ADV names no purpose
    expect(screen.queryByRole('combobox', { name: 'Account number' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(screen.getByText(/Leave blank to use your user name \(demo\.user\)/)).toBeTruthy();
  });

  it('chooses the only configuration by itself, and says so when the company has none', async () => {
    const { unmount } = await openForm(success, { configurations: CONFIGURATIONS.slice(0, 2) });
    await waitFor(() => expect((select('Product configuration') as HTMLSelectElement).value).toBe('Public records view'));
    unmount();
    await openForm(success, { configurations: CONFIGURATIONS.slice(0, 1) });
    expect(screen.getByText(/Your company has no product configuration for the Automated Data View/)).toBeTruthy();
    expect(within(select('Product configuration')).getAllByRole('option').map((o) => o.textContent)).toEqual(['No configuration for this product']);
  });

  it("shows the contract's messages on their fields and sends nothing", async () => {
    const { server } = await openForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(helperOf(select('Product configuration'))).toBe('Product configuration is required');
    expect(helperOf(text('Last name'))).toBe('Last name is required');
    expect(helperOf(text('City'))).toBe('City is required');
    expect(helperOf(select('State'))).toBe('State is required');
    expect(helperOf(text('Social Security number'))).toBe('Optional. 9 digits; dashes optional.'); // optional: no error when blank

    change(text('First name'), 'K3vin');
    change(text('Social Security number'), '12-345-678');
    change(text('ZIP code'), '3120');
    change(text('Street address'), '1945 Riverside Dr | Apt 2');
    change(date(), `${new Date().getFullYear() + 1}-01-15`);
    await waitFor(() => expect(helperOf(text('First name'))).toBe('First name may hold letters, spaces, apostrophes, dots and dashes'));
    expect(helperOf(text('Social Security number'))).toBe('Social Security number must be 9 digits (dashes optional, grouped 3-2-4)');
    expect(helperOf(text('ZIP code'))).toBe(MESSAGES.validation.zip);
    expect(helperOf(text('Street address'))).toBe('Street address cannot contain | ! or +');
    expect(helperOf(date())).toBe('Date of birth cannot be in the future');

    change(text('Social Security number'), '666-12-3456');
    await waitFor(() => expect(helperOf(text('Social Security number'))).toBe('Social Security number is not a number the Social Security Administration issues'));
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('sends the body of reports.md §5: optional fields left out when blank, the reference falling back to the user name', async () => {
    const { server, router } = await openForm();
    fillRequired();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'KEVIN DOYLE' })).toBeTruthy();
    expect(bodyOf(server.callsTo(ORDER)[0])).toEqual({
      personalInformation: {
        name: [{ firstName: 'Kevin', lastName: 'Doyle', identifier: 'current' }],
        addresses: [{ city: 'Macon', state: 'GA', identifier: 'current' }],
      },
      customerConfigurations: { userName: 'demo.user', customerId: 'c-1', customerReferenceNumber: 'demo.user' },
      profileDetails: { profileName: 'Public records view' },
    });
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByText('Kevin Doyle · account 100200300')).toBeTruthy();
  });

  it('sends every field given: the SSN without its dashes, middle name, suffix, street, ZIP, date of birth, the reference', async () => {
    const { server } = await openForm();
    fillRequired();
    change(select('Product configuration'), 'Collections skip view');
    change(text('Middle name'), ' J ');
    change(select('Suffix'), 'JR');
    change(text('Social Security number'), '123-45-1008');
    change(date(), '1976-12-02');
    change(text('Street address'), '1945 Riverside Dr');
    change(text('ZIP code'), '31201');
    change(text('Customer reference number'), ' LOAN-1 ');
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'KEVIN DOYLE' })).toBeTruthy();
    expect(bodyOf(server.callsTo(ORDER)[0])).toEqual({
      personalInformation: {
        name: [{ firstName: 'Kevin', lastName: 'Doyle', middleName: 'J', suffix: 'JR', identifier: 'current' }],
        addresses: [{ city: 'Macon', state: 'GA', identifier: 'current', addressLine1: '1945 Riverside Dr', zip: '31201' }],
        socialSecurityNumber: [{ identifier: 'current', number: '123451008' }],
        dateOfBirth: [{ identifier: 'current', dob: '1976-12-02' }],
      },
      customerConfigurations: { userName: 'demo.user', customerId: 'c-1', customerReferenceNumber: 'LOAN-1' },
      profileDetails: { profileName: 'Collections skip view' },
    });
    expect(screen.getByText('Kevin J Doyle JR · account 100200301')).toBeTruthy();
    expect(screen.getByText(/Reference:/).parentElement?.textContent).toContain('LOAN-1');
  });

  it("offers the ADV sandbox's test consumers while the sandbox answers, and fills the consumer from one", async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use a test consumer for the Consumer' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Sandbox test consumers' })).getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(ADV_PRODUCT.testConsumers.length);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Kevin Doyle/ }));
    expect((text('First name') as HTMLInputElement).value).toBe('KEVIN');
    expect((text('Social Security number') as HTMLInputElement).value).toBe('123-45-1008');
    expect(date().value).toBe('1976-12-02');
    expect((text('Street address') as HTMLInputElement).value).toBe('1945 Riverside Dr');
    expect((select('State') as HTMLSelectElement).value).toBe('GA');
    expect(screen.getByText('Sandbox test consumer: KEVIN DOYLE (fictitious data)')).toBeTruthy();
  });

  it('has no test-consumer menu when a real service answers', async () => {
    await openForm(success, { personas: false });
    expect(screen.queryByRole('button', { name: /Use a test consumer/ })).toBeNull();
  });

  it("puts the server's field errors on their fields", async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.profileDetails.profileName', message: "'Public records view' is not a product configuration of your company for the Automated Data View" },
        { field: 'body.personalInformation.addresses.0.city', message: 'city is not a place on record' },
        { field: 'body.customerConfigurations.userName', message: 'userName is refused' },
      ]),
    );
    fillRequired();
    submit();
    await waitFor(() => expect(helperOf(select('Product configuration'))).toBe("'Public records view' is not a product configuration of your company for the Automated Data View"));
    expect(helperOf(text('City'))).toBe('City is not a place on record');
    expect(within(screen.getByRole('form', { name: 'Order a report' })).getByRole('alert').textContent).toBe('userName is refused');
    expect(screen.getByRole('region', { name: 'Messages' }).textContent).toBe(`${MESSAGES.reports.failure} Tracking Id: corr-400`);
  });
});
