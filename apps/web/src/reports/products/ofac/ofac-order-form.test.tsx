import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFAC_PRODUCT, OFAC_TEST_SUBJECTS } from '@creditdesk/contracts';
import { json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, submitOrder as submit } from '../../testing/product-order-harness';
import { GUZMAN, ofacOrderResponse } from '../../product-kit/screening/ofac-fixtures';

const success = () => json(ofacOrderResponse(GUZMAN));
// the hit shown after an order opened no review case here
const noCase = (request: FakeRequest) => (request.url.pathname.endsWith('/case') ? json({ status: 404, message: 'No review case' }, 404) : undefined);
const openForm = (order: FakeHandler = success, options?: Parameters<typeof openProductForm>[2]) => openProductForm(OFAC_PRODUCT, order, { other: noCase, ...options });

const subject = () => screen.getByRole('group', { name: 'Subject' });
const text = (name: string) => within(subject()).getByRole('textbox', { name }) as HTMLInputElement;
const country = () => within(subject()).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
const dateOfBirth = () => within(subject()).getByLabelText(/^Date of birth/) as HTMLInputElement;
const account = () => screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement;
const kind = (name: 'Person' | 'Business') => within(subject()).getByRole('radio', { name }) as HTMLInputElement;

function fillPerson({ middle = '', dob = '', countryCode = '' } = {}) {
  change(account(), '100200300');
  change(text('First name'), ' Joaquin ');
  change(text('Middle name'), middle);
  change(text('Last name'), 'Guzman Loera');
  change(dateOfBirth(), dob);
  change(country(), countryCode);
}

async function openTestSubjects() {
  fireEvent.click(screen.getByRole('button', { name: 'Use a test subject for the Subject' }));
  return within(within(await screen.findByRole('dialog', { name: 'Test subjects' })).getByRole('menu')).getAllByRole('menuitem');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the OFAC order form', () => {
  it('asks for a person by default (names, an optional date of birth and country), or a business by its name; no permissible purpose', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'OFAC' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(kind('Person').checked).toBe(true);
    expect(text('First name').required).toBe(true);
    expect(text('Last name').required).toBe(true);
    expect(text('Middle name').required).toBe(false);
    expect(dateOfBirth().required).toBe(false);
    // countries by name, the code as the value
    expect(country().required).toBe(false);
    expect(within(country()).getByRole('option', { name: 'Mexico' }).getAttribute('value')).toBe('MX');
    expect((within(country()).getAllByRole('option')[0] as HTMLOptionElement).textContent).toBe('Not given');
    expect(screen.queryByRole('textbox', { name: 'Business name' })).toBeNull();

    fireEvent.click(kind('Business'));
    expect(text('Business name').required).toBe(true);
    expect(within(subject()).queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(country()).toBeTruthy();
  });

  it('refuses a name of punctuation only and a missing last name with the contract’s words, and sends nothing', async () => {
    const { orders } = await openForm();
    change(account(), '100200300');
    change(text('First name'), '---');
    submit();
    expect(await screen.findByText('First name may hold letters, spaces, apostrophes, dots and dashes')).toBeTruthy();
    expect(helperOf(text('Last name'))).toBe('Last name is required');
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body: trimmed, blank optional fields left out, the user name as the reference; then shows the report', async () => {
    const { orders, router } = await openForm();
    fillPerson();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.admin', subject: { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' } });
  });

  it('sends the date of birth, the country’s code and the reference when given', async () => {
    const { orders } = await openForm();
    fillPerson({ middle: 'A', dob: '1954-12-25', countryCode: 'MX' });
    change(screen.getByRole('textbox', { name: 'Customer reference number' }), 'KYC-1');
    submit();
    await screen.findByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' });
    expect(bodyOf(orders()[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'KYC-1',
      subject: { type: 'individual', firstName: 'Joaquin', middleName: 'A', lastName: 'Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' },
    });
  });

  it('sends a business by its name and country only, whatever was typed for a person', async () => {
    const { orders } = await openForm();
    fillPerson({ dob: '1954-12-25' });
    fireEvent.click(kind('Business'));
    change(text('Business name'), 'Banco Nacional de Cuba');
    change(country(), 'CU');
    submit();
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(bodyOf(orders()[0]).subject).toEqual({ type: 'business', businessName: 'Banco Nacional de Cuba', country: 'CU' });
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.subject.lastName', message: 'lastName must be at most 60 characters' },
        { field: 'body.subject.country', message: 'country must be a two-letter ISO 3166 country code' },
        { field: 'body.accountNumber', message: 'is not an active account number of your company' },
      ]),
    );
    fillPerson({ countryCode: 'MX' });
    submit();
    expect(await screen.findByText('Last name must be at most 60 characters')).toBeTruthy();
    expect(helperOf(country())).toBe('Country must be a two-letter ISO 3166 country code');
    expect(helperOf(account())).toBe('Account number is not an active account number of your company');
  });

  it('offers OFAC’s documented test subjects and fills the form from one, a person or a business', async () => {
    await openForm();
    const items = await openTestSubjects();
    expect(items).toHaveLength(OFAC_TEST_SUBJECTS.length);
    expect(items.map((i) => i.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Joaquin Guzman Loera',
      'Chapo Guzmann',
      'Hassan Nasrallah',
      'Jong Un Kim',
      'Banco Nacional de Cuba',
      'Margaret Ellison',
      'Maple Street Bakery LLC',
    ]);
    fireEvent.click(items[0]);
    expect(text('First name').value).toBe('Joaquin');
    expect(dateOfBirth().value).toBe('1954-12-25');
    expect(country().value).toBe('MX');
    fireEvent.click((await openTestSubjects())[4]);
    expect(kind('Business').checked).toBe(true);
    expect(text('Business name').value).toBe('Banco Nacional de Cuba');
    expect(country().value).toBe('');
  });

  it('offers no test subject when a real service answers', async () => {
    await openForm(success, { personas: false });
    expect(screen.queryByRole('button', { name: 'Use a test subject for the Subject' })).toBeNull();
  });
});
