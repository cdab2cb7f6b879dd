import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_EARLIEST_CHARGE_OFF, RECOVERY_REPORT_PRODUCT, RECOVERY_TEST_CONSUMERS } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, openTestConsumers, submitOrder as submit } from '../../testing/product-order-harness';
import { SKIP, recoveryOrderResponse } from './recoveryreport-fixtures';

const success = () => json(recoveryOrderResponse(SKIP));
const openForm = (order: FakeHandler = success) => openProductForm(RECOVERY_REPORT_PRODUCT, order);

const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const purpose = () => screen.getByRole('combobox', { name: 'Permissible purpose' }) as HTMLSelectElement;
const account = () => screen.getByRole('combobox', { name: 'Account number' }) as HTMLSelectElement;
const chargeOff = () => screen.getByLabelText(/^Charge-off date/) as HTMLInputElement;

function fill() {
  change(purpose(), 'ACCOUNT_REVIEW');
  change(account(), '100200300');
  change(chargeOff(), '2024-03-15');
  change(text('First name'), ' Brittany ');
  change(text('Last name'), 'Cole');
  change(text('Social Security number'), '123-45-1009');
  change(within(applicant()).getByLabelText(/^Date of birth/), '1990-03-28');
  change(text('Street address'), '4421 Elm St Apt 12');
  change(text('City'), 'Shreveport');
  change(within(applicant()).getByRole('combobox', { name: 'State' }), 'LA');
  change(text('ZIP code'), '71105');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the Recovery Report order form', () => {
  it('is the consumer form for one consumer: the collection purpose only, no co-applicant, the charge-off date asked from 1970 to today', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Recovery Report' })).toBeTruthy();
    expect(within(purpose()).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'ACCOUNT_REVIEW']);
    expect(screen.queryByRole('switch', { name: /co-applicant/i })).toBeNull();
    expect(chargeOff().required).toBe(true);
    expect(chargeOff().type).toBe('date');
    expect(chargeOff().min).toBe(RECOVERY_EARLIEST_CHARGE_OFF);
    expect(chargeOff().max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(helperOf(chargeOff())).toBe('The date the account was charged off: what changed after it is marked new.');
  });

  it('shows the missing charge-off date and a charge-off before the birth in the form’s words, and sends nothing', async () => {
    const { orders } = await openForm();
    submit();
    expect(await screen.findByText('Charge-off date is required')).toBeTruthy();
    expect(helperOf(purpose())).toBe('Permissible purpose is required');
    fill();
    change(chargeOff(), '1990-03-01');
    submit();
    expect(await screen.findByText("Charge-off date must be after the consumer's date of birth")).toBeTruthy();
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body with the charge-off date, then shows the report on its own page', async () => {
    const { orders, router } = await openForm();
    fill();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'BRITTANY COLE' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({
      permissiblePurpose: 'ACCOUNT_REVIEW',
      accountNumber: '100200300',
      customerReferenceNumber: '',
      chargeOffDate: '2024-03-15',
      consumers: {
        name: [{ identifier: 'current', firstName: 'Brittany', lastName: 'Cole' }],
        socialNum: [{ identifier: 'current', number: '123451009' }],
        dateOfBirth: [{ identifier: 'current', dob: '1990-03-28' }],
        addresses: [{ identifier: 'current', line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'LA', zip: '71105', country: 'US' }],
      },
    });
  });

  it('puts the server’s field errors on their fields, the charge-off date included', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.chargeOffDate', message: 'chargeOffDate cannot be in the future' },
        { field: 'body.permissiblePurpose', message: 'permissiblePurpose must be ACCOUNT_REVIEW for the Recovery Report' },
      ]),
    );
    fill();
    submit();
    expect(await screen.findByText('Charge-off date cannot be in the future')).toBeTruthy();
    expect(helperOf(purpose())).toBe('Permissible purpose must be ACCOUNT_REVIEW for the Recovery Report');
  });

  it('offers the Recovery Report’s documented test consumers and fills the consumer from one', async () => {
    await openForm();
    const items = await openTestConsumers();
    expect(items.map((i) => i.textContent?.split(' SSN')[0])).toEqual(['Brittany Cole', 'Derrick Holland', 'Priya Raman', 'Harold Jennings', 'Kevin Doyle']);
    expect(items).toHaveLength(RECOVERY_TEST_CONSUMERS.length);
    fireEvent.click(items[1]);
    expect((text('First name') as HTMLInputElement).value).toBe('DERRICK');
    expect((text('Social Security number') as HTMLInputElement).value).toBe('123-45-3201');
    expect(chargeOff().value).toBe('');
  });
});
