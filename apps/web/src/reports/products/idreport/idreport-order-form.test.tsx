import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_REPORT_PRODUCT, MESSAGES, ID_REPORT_TEST_CONSUMERS } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { ACCOUNT_NUMBERS, INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, openTestConsumers, submitOrder as submit } from '../../testing/product-order-harness';
import { CLEAN, idReportOrderResponse } from './idreport-fixtures';

const success = () => json(idReportOrderResponse(CLEAN));
const openForm = (order: FakeHandler = success, options?: Parameters<typeof openProductForm>[2]) => openProductForm(ID_REPORT_PRODUCT, order, options);

const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const account = () => screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement;
const dateOfBirth = () => within(applicant()).getByLabelText(/^Date of birth/) as HTMLInputElement;

function fill({ middle = '', suffix = '', dob = '' } = {}) {
  change(account(), '100200300');
  change(text('First name'), ' Margaret ');
  change(text('Middle name'), middle);
  change(text('Last name'), 'Ellison');
  change(within(applicant()).getByRole('combobox', { name: 'Suffix' }), suffix);
  change(text('Social Security number'), '123-45-1001');
  change(dateOfBirth(), dob);
  change(text('Street address'), '2847 Linden Ave');
  change(text('City'), 'Evanston');
  change(within(applicant()).getByRole('combobox', { name: 'State' }), 'IL');
  change(text('ZIP code'), '60201');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the ID Report order form', () => {
  it('asks for one identity: no permissible purpose, no co-applicant, a US address, the date of birth optional', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'ID Report' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(screen.getByText(/only to verify this consumer’s identity and prevent fraud/)).toBeTruthy();
    expect(screen.queryByText(/permissible purpose/i)).toBeNull();
    expect(screen.queryByRole('switch', { name: /co-applicant/i })).toBeNull();
    expect(within(applicant()).queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(within(applicant()).queryByRole('textbox', { name: 'Phone number' })).toBeNull();
    for (const name of ['First name', 'Last name', 'Social Security number', 'Street address', 'City', 'ZIP code']) expect(text(name).hasAttribute('required')).toBe(true);
    expect(text('Middle name').hasAttribute('required')).toBe(false);
    expect(dateOfBirth().required).toBe(false);
    expect(helperOf(dateOfBirth())).toBe('Optional. Without it, the date of birth is not checked.');
    expect(account().required).toBe(true);
  });

  it('shows every missing field with the contract’s words, accepts a never-issued SSN, and sends nothing until valid', async () => {
    const { orders } = await openForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(helperOf(account())).toBe('Account number is required');
    expect(helperOf(within(applicant()).getByRole('combobox', { name: 'State' }))).toBe('State is required');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Social Security number is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.queryByText('Date of birth is required')).toBeNull();

    change(text('Social Security number'), '12-345-678');
    change(text('ZIP code'), '6020');
    change(dateOfBirth(), `${new Date().getFullYear() + 1}-01-15`);
    expect(await screen.findByText('Social Security number must be 9 digits (dashes optional, grouped 3-2-4)')).toBeTruthy();
    expect(helperOf(text('ZIP code'))).toBe(MESSAGES.validation.zip);
    expect(helperOf(dateOfBirth())).toBe('Date of birth cannot be in the future');
    // a number the SSA never issues is the report's finding, not a form error
    change(text('Social Security number'), '666-45-1204');
    await waitFor(() => expect(helperOf(text('Social Security number'))).toBe('9 digits; dashes optional'));
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body: the SSN without dashes, blank middle name, suffix and date of birth left out, the user name as the reference; then shows the report', async () => {
    const { orders, router } = await openForm();
    fill();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByText('Margaret Ellison · account 100200300')).toBeTruthy();
    expect(screen.queryByText('Permissible purpose:')).toBeNull();
    expect(bodyOf(orders()[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.admin',
      consumer: {
        firstName: 'Margaret',
        lastName: 'Ellison',
        ssn: '123451001',
        address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' },
      },
    });
  });

  it('sends a middle name, suffix, date of birth and reference when given', async () => {
    const { orders } = await openForm();
    fill({ middle: 'Ann', suffix: 'JR', dob: '1966-04-12' });
    change(screen.getByRole('textbox', { name: 'Customer reference number' }), ' LOAN-2231 ');
    submit();
    await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' });
    const body = bodyOf(orders()[0]);
    expect(body.customerReferenceNumber).toBe('LOAN-2231');
    expect(body.consumer).toEqual({
      firstName: 'Margaret',
      middleName: 'Ann',
      lastName: 'Ellison',
      suffix: 'JR',
      ssn: '123451001',
      dateOfBirth: '1966-04-12',
      address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' },
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.consumer.ssn', message: 'ssn must be 9 digits (dashes optional, grouped 3-2-4)' },
        { field: 'body.consumer.address.zip', message: 'zip does not match the state' },
        { field: 'body.consumer.dateOfBirth', message: 'dateOfBirth must be after 1900' },
        { field: 'body.accountNumber', message: 'is not an active account number of your company' },
      ]),
    );
    fill();
    submit();
    expect(await screen.findByText('Social Security number must be 9 digits (dashes optional, grouped 3-2-4)')).toBeTruthy();
    expect(helperOf(text('ZIP code'))).toBe('ZIP code does not match the state');
    expect(helperOf(dateOfBirth())).toBe('Date of birth must be after 1900');
    expect(helperOf(account())).toBe('Account number is not an active account number of your company');
  });

  it('offers the ID Report’s documented test consumers while the sandbox answers, and fills the form from one', async () => {
    await openForm();
    const items = await openTestConsumers();
    expect(items).toHaveLength(ID_REPORT_TEST_CONSUMERS.length);
    expect(items.map((i) => i.textContent?.split(' SSN')[0])).toEqual([
      'Margaret Ellison',
      'Priya Raman',
      'Harold Jennings',
      'Victor Nash',
      'Denise Holloway',
      'Connor Walsh',
      'Raymond Pierce',
      'Gloria Tran',
    ]);
    fireEvent.click(items[3]);
    expect((text('First name') as HTMLInputElement).value).toBe('VICTOR');
    expect((text('Social Security number') as HTMLInputElement).value).toBe('666-45-1204');
    expect(dateOfBirth().value).toBe('1988-03-15');
    expect((within(applicant()).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('TX');
  });

  it('has no test-consumer menu when a real bureau answers, and takes the only account number', async () => {
    await openForm(success, { personas: false, accounts: [ACCOUNT_NUMBERS[0]] });
    expect(screen.queryByRole('button', { name: /Use a test consumer/ })).toBeNull();
    await waitFor(() => expect(account().value).toBe('100200300'));
  });
});
