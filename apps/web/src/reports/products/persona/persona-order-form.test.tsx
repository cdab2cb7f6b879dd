import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERMISSIBLE_PURPOSES, PERSONA_PRODUCT, PERSONA_TEST_CONSUMERS } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { ACCOUNT_NUMBERS, INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, openTestConsumers, submitOrder as submit } from '../../testing/product-order-harness';
import { LONG_EMPLOYMENT, personaOrderResponse } from './persona-fixtures';

const success = () => json(personaOrderResponse(LONG_EMPLOYMENT));
const openForm = (order: FakeHandler = success, options?: Parameters<typeof openProductForm>[2]) => openProductForm(PERSONA_PRODUCT, order, options);

const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const purpose = () => screen.getByRole('combobox', { name: 'Permissible purpose' }) as HTMLSelectElement;
const account = () => screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement;
const dateOfBirth = () => within(applicant()).getByLabelText(/^Date of birth/) as HTMLInputElement;

function fill({ middle = '', suffix = '' } = {}) {
  change(purpose(), 'EMPLOYMENT');
  change(account(), '100200300');
  change(text('First name'), ' Margaret ');
  change(text('Middle name'), middle);
  change(text('Last name'), 'Ellison');
  change(within(applicant()).getByRole('combobox', { name: 'Suffix' }), suffix);
  change(text('Social Security number'), '123-45-1001');
  change(dateOfBirth(), '1966-04-12');
  change(text('Street address'), '2847 Linden Ave');
  change(text('City'), 'Evanston');
  change(within(applicant()).getByRole('combobox', { name: 'State' }), 'IL');
  change(text('ZIP code'), '60201');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the Persona order form', () => {
  it('is the consumer form for one consumer: the Persona’s purposes only, no co-applicant, a US address', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Persona' })).toBeTruthy();
    const offered = within(purpose()).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(offered).toEqual(['', ...PERMISSIBLE_PURPOSES.map((p) => p.value).filter((v) => PERSONA_PRODUCT.permissiblePurposes.includes(v as never))]);
    expect(offered).not.toContain('INSURANCE_UNDERWRITING');
    expect(within(purpose()).getByRole('option', { name: 'Employment purposes (with written consent)' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /co-applicant/i })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Co-Applicant' })).toBeNull();
    expect(within(applicant()).queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(within(applicant()).getByText(/a US address, searched by SSN/)).toBeTruthy();
    for (const name of ['First name', 'Last name', 'Social Security number', 'Street address', 'City', 'ZIP code']) expect(text(name).hasAttribute('required')).toBe(true);
    expect(text('Middle name').hasAttribute('required')).toBe(false);
    expect(dateOfBirth().required).toBe(true);
    expect(purpose().required && account().required).toBe(true);
  });

  it('shows every missing field with the contract’s words and sends nothing', async () => {
    const { orders } = await openForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(helperOf(purpose())).toBe('Permissible purpose is required');
    expect(helperOf(account())).toBe('Account number is required');
    expect(helperOf(within(applicant()).getByRole('combobox', { name: 'State' }))).toBe('State is required');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Social Security number is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();

    change(text('Social Security number'), '666-12-3456');
    change(text('ZIP code'), '6020');
    expect(await screen.findByText('Social Security number is not a number the Social Security Administration issues')).toBeTruthy();
    expect(helperOf(text('ZIP code'))).toBe(MESSAGES.validation.zip);
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body: the SSN without dashes, middle name and suffix left out when blank, US; then shows the report', async () => {
    const { orders, router } = await openForm();
    fill();
    change(screen.getByRole('textbox', { name: 'Customer reference number' }), ' HIRE-2026-0142 ');
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByText('Margaret Ellison · account 100200300')).toBeTruthy();
    expect(screen.getByText('Employment purposes (with written consent)')).toBeTruthy();
    expect(bodyOf(orders()[0])).toEqual({
      permissiblePurpose: 'EMPLOYMENT',
      accountNumber: '100200300',
      customerReferenceNumber: 'HIRE-2026-0142',
      consumers: {
        name: [{ identifier: 'current', firstName: 'Margaret', lastName: 'Ellison' }],
        socialNum: [{ identifier: 'current', number: '123451001' }],
        dateOfBirth: [{ identifier: 'current', dob: '1966-04-12' }],
        addresses: [{ identifier: 'current', line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' }],
      },
    });
  });

  it('sends a middle name and suffix when given', async () => {
    const { orders } = await openForm();
    fill({ middle: 'Ann', suffix: 'JR' });
    submit();
    await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' });
    const body = bodyOf(orders()[0]);
    expect(body.consumers.name).toEqual([{ identifier: 'current', firstName: 'Margaret', middleName: 'Ann', lastName: 'Ellison', suffix: 'JR' }]);
    expect(body.customerReferenceNumber).toBe('');
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.consumers.socialNum.0.number', message: 'socialNum is not on file with the bureau' },
        { field: 'body.consumers.addresses.0.zip', message: 'zip does not match the state' },
        { field: 'body.accountNumber', message: 'is not an active account number of your company' },
      ]),
    );
    fill();
    submit();
    expect(await screen.findByText('Social Security number is not on file with the bureau')).toBeTruthy();
    expect(helperOf(text('ZIP code'))).toBe('ZIP code does not match the state');
    expect(helperOf(account())).toBe('Account number is not an active account number of your company');
  });

  it('offers the Persona’s documented test consumers while the sandbox answers, and fills the form from one', async () => {
    await openForm();
    const items = await openTestConsumers();
    expect(items.map((i) => i.textContent?.split(' SSN')[0])).toEqual(['Margaret Ellison', 'Tyler Okafor', 'Priya Raman', 'Catherine Whitfield']);
    expect(items).toHaveLength(PERSONA_TEST_CONSUMERS.length);
    fireEvent.click(items[3]);
    expect((text('First name') as HTMLInputElement).value).toBe('CATHERINE');
    expect((text('Social Security number') as HTMLInputElement).value).toBe('123-45-7301');
    expect(dateOfBirth().value).toBe('1979-08-23');
    expect((within(applicant()).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('GA');
  });

  it('has no test-consumer menu when a real bureau answers, and takes the only account number', async () => {
    await openForm(success, { personas: false, accounts: [ACCOUNT_NUMBERS[0]] });
    expect(screen.queryByRole('button', { name: /Use a test consumer/ })).toBeNull();
    await waitFor(() => expect(account().value).toBe('100200300'));
  });
});
