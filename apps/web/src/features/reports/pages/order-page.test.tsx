import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES, ORDER_RATE_MESSAGES } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  ACCOUNT_NUMBERS,
  ORDERABLE_PRODUCTS,
  PERSONAS,
  makeCoApplicantReport,
  makeCreditReport,
  makeDsr,
  makeOrderResponse,
  INQUIRY_ID,
} from '../../../reports/testing/report-fixtures';
import { fieldErrorsAnswer } from '../../../reports/testing/product-order-harness';

const ORDER = '/api/consumers/reports/acrov6';

/** The API for the order page; `order` answers the order call. */
function api(order: FakeHandler, { personas = true } = {}) {
  return fakeApi((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/products/customers/c-1') return json({ products: ORDERABLE_PRODUCTS });
    if (pathname === '/api/orchestrator/products/users') return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: ['CCR', 'NAL', 'OVWP'], isFileTransportAuthorized: false });
    if (pathname === '/api/customers/c-1/members') return json({ members: ACCOUNT_NUMBERS });
    if (pathname === '/api/sandbox/personas') return personas ? json({ personas: PERSONAS }) : json({ status: 404, message: 'No test consumers', correlationId: 'c' }, 404);
    if (pathname === ORDER) return order(request);
    if (pathname === CONFIGS) return json({ configurations: CCR_CONFIGURATIONS });
    return json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });
}

const CONFIGS = '/api/orchestrator/products/customers/productconfigs';
const configuration = (n: number, name: string, memberNumber: string, scoreModel: string) => ({
  configurationId: `00000000-0000-4000-8000-00000000000${n}`,
  configurationName: name,
  productCode: 'CCR',
  productName: 'Consumer Credit Report',
  memberNumber,
  memberName: '',
  options: { scoreModel },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'demo.admin',
});
/** the company's CCR configurations: two on 100200300, one on 100200301. */
const CCR_CONFIGURATIONS = [configuration(1, 'Retail FICO 8', '100200300', 'fico8'), configuration(2, 'Retail FICO 10 T', '100200300', 'fico10t'), configuration(3, 'Auto VantageScore 3', '100200301', 'vantagescore3')];

const success = () => json(makeOrderResponse('acrov6', makeDsr('acrov6', [makeCreditReport()])));

async function openForm(order: FakeHandler = success, options?: { personas?: boolean }) {
  const server = api(order, options);
  const app = renderApp({ path: '/products/acrov6', auth: ADMIN_AUTH });
  await screen.findByRole('form', { name: 'Order a report' });
  return { ...app, server };
}

const section = (name: 'Applicant' | 'Co-Applicant') => screen.getByRole('group', { name });
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const text = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });
const select = (scope: HTMLElement, name: string) => within(scope).getByRole('combobox', { name });
const date = (scope: HTMLElement) => within(scope).getByLabelText(/^Date of birth/);
const helperOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function fillOrder() {
  change(screen.getByRole('combobox', { name: 'Permissible purpose' }), 'CREDIT_TRANSACTION');
  change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
}

function fillPerson(scope: HTMLElement, who: { first: string; last: string; ssn: string; dob: string }) {
  change(text(scope, 'First name'), who.first);
  change(text(scope, 'Last name'), who.last);
  change(text(scope, 'Social Security number'), who.ssn);
  change(date(scope), who.dob);
  change(text(scope, 'Street address'), '918 Willow Creek Way');
  change(text(scope, 'City'), 'Plano');
  change(select(scope, 'State'), 'TX');
  change(text(scope, 'ZIP code'), '75024');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
const bodyOf = (call: FakeRequest) => JSON.parse(call.body);

afterEach(() => vi.restoreAllMocks());

// Whole forms and tables in jsdom: slow on a busy machine.
describe('order form', () => {
  it('marks required fields with an asterisk and the required attribute', async () => {
    await openForm();
    const applicant = section('Applicant');
    for (const name of ['First name', 'Last name', 'Social Security number', 'Street address', 'City', 'ZIP code']) {
      expect(text(applicant, name).hasAttribute('required')).toBe(true);
    }
    expect(text(applicant, 'Middle name').hasAttribute('required')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Customer reference number' }).hasAttribute('required')).toBe(false);
    expect((date(applicant) as HTMLInputElement).required).toBe(true);
    for (const name of ['Permissible purpose', 'Account number']) {
      expect(screen.getByRole('combobox', { name }).hasAttribute('required')).toBe(true);
    }
    const firstNameLabel = within(applicant).getByText('First name', { selector: 'label' });
    expect(firstNameLabel.textContent).toMatch(/First name\s*\*/);
    expect(screen.getByText(/Leave blank to use your user name \(demo\.admin\)/)).toBeTruthy();
  });

  it('shows every missing field, selects included, and sends nothing', async () => {
    const { server } = await openForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(helperOf(screen.getByRole('combobox', { name: 'Permissible purpose' }))).toBe('Permissible purpose is required');
    expect(helperOf(screen.getByRole('combobox', { name: 'Account number' }))).toBe('Account number is required');
    expect(helperOf(select(section('Applicant'), 'State'))).toBe('State is required');
    expect(screen.getByText('Social Security number is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('refuses a bad SSN and a date of birth in the future', async () => {
    await openForm();
    const applicant = section('Applicant');
    change(text(applicant, 'Social Security number'), '12-345-678');
    change(date(applicant), `${new Date().getFullYear() + 1}-01-15`);
    submit();
    expect(await screen.findByText('Social Security number must be 9 digits (dashes optional, grouped 3-2-4)')).toBeTruthy();
    expect(screen.getByText('Date of birth cannot be in the future')).toBeTruthy();
    change(text(applicant, 'Social Security number'), '666-12-3456');
    expect(await screen.findByText('Social Security number is not a number the Social Security Administration issues')).toBeTruthy();
  });

  it('switches the state list to provinces with the country, and checks the zip by country', async () => {
    await openForm();
    const applicant = section('Applicant');
    change(select(applicant, 'State'), 'IL');
    change(text(applicant, 'ZIP code'), '60201');
    expect(within(select(applicant, 'State')).getByRole('option', { name: 'IL – Illinois' })).toBeTruthy();

    change(select(applicant, 'Country'), 'CA');
    const province = select(applicant, 'Province');
    const options = within(province).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', 'AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'PQ', 'SK', 'YK']);
    expect((province as HTMLSelectElement).value).toBe(''); // IL is not a province
    submit();
    const postal = text(applicant, 'Postal code');
    expect(await screen.findByText(MESSAGES.validation.zip)).toBeTruthy();
    expect(helperOf(postal)).toBe(MESSAGES.validation.zip);
    expect(helperOf(province)).toBe('Province is required');

    change(postal, 'K1A 0B1');
    change(province, 'ON');
    await waitFor(() => expect(screen.queryByText(MESSAGES.validation.zip)).toBeNull());
    change(select(applicant, 'Country'), 'US');
    await waitFor(() => expect(helperOf(text(applicant, 'ZIP code'))).toBe(MESSAGES.validation.zip));
  });

  it('offers the sandbox test consumers and fills a section from one', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use a test consumer for the Applicant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox test consumers' });
    expect(dialog.textContent).toContain('Fictitious identities');
    const menu = within(dialog).getByRole('menu', { name: 'Sandbox test consumers' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Margaret Ellison/ }));
    const applicant = section('Applicant');
    expect((text(applicant, 'First name') as HTMLInputElement).value).toBe('MARGARET');
    expect((text(applicant, 'Social Security number') as HTMLInputElement).value).toBe('123-45-1001');
    expect((date(applicant) as HTMLInputElement).value).toBe('1966-04-12');
    expect((select(applicant, 'State') as HTMLSelectElement).value).toBe('IL');
    expect(within(applicant).getByText(/Sandbox test consumer: MARGARET ELLISON \(fictitious data\)/)).toBeTruthy();
  });

  it('has no test-consumer menu when a real bureau answers', async () => {
    await openForm(success, { personas: false });
    expect(screen.queryByRole('button', { name: /Use a test consumer/ })).toBeNull();
  });

  it('orders the report, disables run-report meanwhile, then shows the report at its own address', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server, store, router } = await openForm(async () => {
      await gate;
      return success();
    });
    fillOrder();
    change(screen.getByRole('textbox', { name: 'Customer reference number' }), ' LOAN-77 ');
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    expect(await screen.findByRole('button', { name: 'Running report…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Pulling the Consumer Credit Report from the bureau');
    expect(store.getState().runReport.runReportDisabled).toBe(true);

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(store.getState().runReport.runReportDisabled).toBe(false);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Order a report' })).toBeNull());
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Consumer Credit Report' })).toBeTruthy();
    expect(screen.getByText(/Reference:/).parentElement?.textContent).toContain('LOAN-77');
    expect(screen.getByText('Margaret Ellison · account 100200300')).toBeTruthy();
    // shown from the order's answer: the stored copy is not asked for again
    expect(server.callsTo(`/api/reportinquiries/extract/${INQUIRY_ID}/details`)).toHaveLength(0);

    expect(bodyOf(server.callsTo(ORDER)[0])).toEqual({
      permissiblePurpose: 'CREDIT_TRANSACTION',
      accountNumber: '100200300',
      customerReferenceNumber: 'LOAN-77',
      consumers: {
        name: [{ identifier: 'current', firstName: 'Margaret', middleName: '', lastName: 'Ellison', suffix: '' }],
        socialNum: [{ identifier: 'current', number: '123451001' }],
        dateOfBirth: [{ identifier: 'current', dob: '1966-04-12' }],
        addresses: [{ identifier: 'current', line1: '918 Willow Creek Way', city: 'Plano', state: 'TX', zip: '75024', country: 'US' }],
      },
    });
  });

  it('offers the configurations of the chosen account number, says what the chosen one sets and sends productConfigurationId', async () => {
    const { server } = await openForm();
    const field = () => screen.getByRole('combobox', { name: 'Product configuration' }) as HTMLSelectElement;
    expect(field().disabled).toBe(true);
    expect(helperOf(field())).toBe('Choose the account number to see its configurations.');
    expect(bodyOf(server.callsTo(CONFIGS)[0])).toEqual({ customerId: 'c-1', userName: 'demo.admin', productCode: 'CCR' });
    expect(server.callsTo(CONFIGS)[0].url.searchParams.get('page')).toBe('products');

    fillOrder();
    await waitFor(() => expect(field().disabled).toBe(false));
    expect(Array.from(field().options).map((o) => o.textContent)).toEqual(['Product defaults', 'Retail FICO 8', 'Retail FICO 10 T']);
    expect(helperOf(field())).toBe('Product defaults: Score model: VantageScore 4.0.');
    change(field(), CCR_CONFIGURATIONS[1].configurationId);
    await waitFor(() => expect(helperOf(field())).toBe('Sets Score model: FICO Score 10 T.'));
    // another account number: its own configurations, the choice cleared
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200301');
    await waitFor(() => expect(field().value).toBe(''));
    expect(Array.from(field().options).map((o) => o.textContent)).toEqual(['Product defaults', 'Auto VantageScore 3']);
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    change(field(), CCR_CONFIGURATIONS[0].configurationId);

    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    expect(bodyOf(server.callsTo(ORDER)[0])).toMatchObject({ accountNumber: '100200300', productConfigurationId: CCR_CONFIGURATIONS[0].configurationId });
  });

  it('sends a co-applicant when the switch adds one, and shows the pair as two views', async () => {
    const { server } = await openForm(() => json(makeOrderResponse('acrov6', makeDsr('acrov6', [makeCreditReport(), makeCoApplicantReport()]))));
    fillOrder();
    fillPerson(section('Applicant'), { first: 'James', last: 'Carter', ssn: '123-45-1010', dob: '1983-07-04' });
    fireEvent.click(screen.getByRole('switch', { name: /Add a co-applicant/ }));
    fillPerson(await screen.findByRole('group', { name: 'Co-Applicant' }), { first: 'Emily', last: 'Carter', ssn: '123-45-1011', dob: '1985-10-19' });
    submit();
    expect(await screen.findByRole('tab', { name: 'Co-Applicant' })).toBeTruthy();
    const body = bodyOf(server.callsTo(ORDER)[0]);
    expect(body.consumers.name.map((n: { identifier: string }) => n.identifier)).toEqual(['current', 'Co-Applicant']);
    expect(body.consumers.socialNum[1]).toEqual({ identifier: 'Co-Applicant', number: '123-45-1011' });
  });

  it('puts the server’s field errors on the fields, with the failure message and Tracking Id', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.consumers.socialNum.0.number', message: 'socialNum is not on file with the bureau' },
        { field: 'body.accountNumber', message: 'is not an active account number of your company' },
      ]),
    );
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    expect(await screen.findByText('Social Security number is not on file with the bureau')).toBeTruthy();
    expect(helperOf(screen.getByRole('combobox', { name: 'Account number' }))).toBe('Account number is not an active account number of your company');
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(messages.textContent).toBe(`${MESSAGES.reports.failure} Tracking Id: corr-400`);
  });

  it('on a bureau failure shows the failure with its Tracking Id, scrolls to the top and re-enables run-report', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { store } = await openForm(() => json({ status: 502, message: 'The bureau is unavailable', correlationId: 'abc-123' }, 502));
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(messages.textContent).toBe('An unexpected error has occurred. Please try again later. Tracking Id: abc-123');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(store.getState().messages.items[0].status).toBe('error');
    expect(store.getState().runReport.runReportDisabled).toBe(false);
    expect(screen.getByRole('form', { name: 'Order a report' })).toBeTruthy();
  });

  it('a refusal (403: no group grants the product) shows the server’s sentence, not the generic failure', async () => {
    const refusal = ADMIN_MESSAGES.productNotGranted('Consumer Credit Report');
    await openForm(() => json({ status: 403, message: refusal, correlationId: 'corr-403' }, 403));
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(messages.textContent).toBe(refusal);
  });

  it('an order past the order rate (429) shows the server’s sentence, saying how long to wait', async () => {
    const refusal = ORDER_RATE_MESSAGES.tooManyOrders(30, 42);
    await openForm(() => json({ status: 429, message: refusal, correlationId: 'corr-429' }, 429));
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(messages.textContent).toBe(refusal);
  });

  it('hides the previous report as soon as a new run starts', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const { store } = await openForm(async () => {
      calls += 1;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return success();
    });
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change and run again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run Report' }));
    expect(await screen.findByRole('button', { name: 'Running report…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeNull();
    const mutations = Object.values(store.getState().api?.mutations ?? {});
    expect(mutations.filter((m) => m?.status === 'fulfilled')).toHaveLength(0); // the first report's data is flushed
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
  });

  it('changes the order with the form as it was, or starts a new one with an empty form', async () => {
    const { router } = await openForm();
    fillOrder();
    fillPerson(section('Applicant'), { first: 'Margaret', last: 'Ellison', ssn: '123451001', dob: '1966-04-12' });
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change and run again' }));
    await screen.findByRole('form', { name: 'Order a report' });
    expect(router.state.location.pathname).toBe('/products/acrov6');
    expect((text(section('Applicant'), 'Last name') as HTMLInputElement).value).toBe('Ellison');
    expect((screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement).value).toBe('100200300');

    submit();
    // the second order's report (a whole report rendered again: slow on a busy machine)
    expect(await screen.findByRole('button', { name: 'New report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New report' }));
    await screen.findByRole('form', { name: 'Order a report' });
    expect((text(section('Applicant'), 'Last name') as HTMLInputElement).value).toBe('');
  });
});
