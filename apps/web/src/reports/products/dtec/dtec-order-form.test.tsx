import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DTEC_PRODUCT, DTEC_TEST_CONSUMERS } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, openTestConsumers, submitOrder as submit } from '../../testing/product-order-harness';
import { HIGH_RISK_ADDRESS, dtecOrderResponse } from './dtec-fixtures';

const success = () => json(dtecOrderResponse(HIGH_RISK_ADDRESS));
const openForm = (order: FakeHandler = success, options?: Parameters<typeof openProductForm>[2]) => openProductForm(DTEC_PRODUCT, order, options);

const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const account = () => screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement;
const dateOfBirth = () => within(applicant()).getByLabelText(/^Date of birth/) as HTMLInputElement;

function fill({ phone = '', dob = '', middle = '', suffix = '' } = {}) {
  change(account(), '100200300');
  change(text('First name'), 'Trent');
  change(text('Middle name'), middle);
  change(text('Last name'), ' Collier ');
  change(within(applicant()).getByRole('combobox', { name: 'Suffix' }), suffix);
  change(text('Social Security number'), '123-45-1302');
  change(dateOfBirth(), dob);
  change(text('Phone number'), phone);
  change(text('Street address'), '8817 Desert Bloom Pkwy Ste 110 PMB 412');
  change(text('City'), 'Las Vegas');
  change(within(applicant()).getByRole('combobox', { name: 'State' }), 'NV');
  change(text('ZIP code'), '89118');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the DTEC order form', () => {
  it('asks for one application’s identity with an optional phone: no permissible purpose, no co-applicant, a US address', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'DTEC' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(screen.getByText(/only to detect and prevent fraud on this application/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /co-applicant/i })).toBeNull();
    expect(within(applicant()).queryByRole('combobox', { name: 'Country' })).toBeNull();
    const phone = text('Phone number');
    expect(phone.hasAttribute('required')).toBe(false);
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(helperOf(phone)).toBe('Optional. 10 digits; dashes optional');
    expect(dateOfBirth().required).toBe(false);
    for (const name of ['First name', 'Last name', 'Social Security number', 'Street address', 'City', 'ZIP code']) expect(text(name).hasAttribute('required')).toBe(true);
  });

  it('refuses a phone that is not ten digits with the contract’s words, and sends nothing', async () => {
    const { orders } = await openForm();
    fill({ phone: '702-555-018' });
    submit();
    expect(await screen.findByText('Phone number must be 10 digits (dashes optional, grouped 3-3-4)')).toBeTruthy();
    expect(orders()).toHaveLength(0);
    change(text('Phone number'), '702-5550-188');
    expect(await screen.findByText('Phone number must be 10 digits (dashes optional, grouped 3-3-4)')).toBeTruthy();
    change(text('Phone number'), '7025550188');
    await waitFor(() => expect(helperOf(text('Phone number'))).toBe('Optional. 10 digits; dashes optional'));
  });

  it('sends the contract’s body: SSN and phone without dashes, blank optional fields left out, the user name as the reference; then shows the report', async () => {
    const { orders, router } = await openForm();
    fill({ phone: '702-555-0188' });
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'TRENT COLLIER' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.admin',
      consumer: {
        firstName: 'Trent',
        lastName: 'Collier',
        ssn: '123451302',
        address: { line1: '8817 Desert Bloom Pkwy Ste 110 PMB 412', city: 'Las Vegas', state: 'NV', zip: '89118' },
        phone: '7025550188',
      },
    });
  });

  it('leaves the phone out when blank, and sends the other optional fields when given', async () => {
    const { orders } = await openForm();
    fill({ dob: '1986-11-03', middle: 'A', suffix: 'JR' });
    change(screen.getByRole('textbox', { name: 'Customer reference number' }), 'APP-8812');
    submit();
    await screen.findByRole('heading', { level: 2, name: 'TRENT COLLIER' });
    const body = bodyOf(orders()[0]);
    expect(body.customerReferenceNumber).toBe('APP-8812');
    expect(body.consumer).toEqual({
      firstName: 'Trent',
      middleName: 'A',
      lastName: 'Collier',
      suffix: 'JR',
      ssn: '123451302',
      dateOfBirth: '1986-11-03',
      address: { line1: '8817 Desert Bloom Pkwy Ste 110 PMB 412', city: 'Las Vegas', state: 'NV', zip: '89118' },
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.consumer.phone', message: 'phone must be 10 digits (dashes optional, grouped 3-3-4)' },
        { field: 'body.consumer.address.line1', message: 'line1 cannot contain | ! or +' },
        { field: 'body.consumer.lastName', message: 'lastName may hold letters, spaces, apostrophes, dots and dashes' },
      ]),
    );
    fill({ phone: '702-555-0188' });
    submit();
    expect(await screen.findByText('Phone number must be 10 digits (dashes optional, grouped 3-3-4)')).toBeTruthy();
    expect(helperOf(text('Street address'))).toBe('Street address cannot contain | ! or +');
    expect(helperOf(text('Last name'))).toBe('Last name may hold letters, spaces, apostrophes, dots and dashes');
  });

  it('offers DTEC’s documented test consumers and fills the form from one, with its phone', async () => {
    await openForm();
    const items = await openTestConsumers();
    expect(items).toHaveLength(DTEC_TEST_CONSUMERS.length);
    expect(items.map((i) => i.textContent?.split(' SSN')[0])).toEqual([
      'Margaret Ellison',
      'Sofia Marquez',
      'Trent Collier',
      'Monica Fairbanks',
      'Jason Reed',
      'Marcus Bell',
      'Harold Jennings',
      'Priya Raman',
    ]);
    fireEvent.click(items[2]);
    expect((text('Street address') as HTMLInputElement).value).toBe('8817 Desert Bloom Pkwy Ste 110 PMB 412');
    expect((text('Phone number') as HTMLInputElement).value).toBe('702-555-0188');
    expect(dateOfBirth().value).toBe('1986-11-03');
    // one without a documented phone leaves the phone blank
    fireEvent.click(screen.getByRole('button', { name: 'Use a test consumer for the Applicant' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Sofia Marquez/ }));
    expect((text('Phone number') as HTMLInputElement).value).toBe('');
  });
});
