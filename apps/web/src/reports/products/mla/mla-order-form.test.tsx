import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MLA_PRODUCT, MLA_TEST_CONSUMERS } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, openTestConsumers, submitOrder as submit } from '../../testing/product-order-harness';
import { COVERED_MEMBER, mlaOrderResponse } from './mla-fixtures';

const success = () => json(mlaOrderResponse(COVERED_MEMBER));
const openForm = (order: FakeHandler = success) => openProductForm(MLA_PRODUCT, order);

const applicant = () => screen.getByRole('group', { name: 'Applicant' });
const text = (name: string) => within(applicant()).getByRole('textbox', { name });
const dateOfBirth = () => within(applicant()).getByLabelText(/^Date of birth/) as HTMLInputElement;

function fill({ ssn = '123-45-1006', middle = '', suffix = '' } = {}) {
  change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
  change(text('First name'), ' Marcus ');
  change(text('Middle name'), middle);
  change(text('Last name'), 'Bell');
  change(within(applicant()).getByRole('combobox', { name: 'Suffix' }), suffix);
  change(text('Social Security number'), ssn);
  change(dateOfBirth(), '1992-01-17');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the MLA order form', () => {
  it('asks one consumer’s name, SSN and date of birth, the account and the reference: no address, no purpose, no co-applicant', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Military Lending Act' })).toBeTruthy();
    for (const name of ['First name', 'Last name', 'Social Security number']) expect(text(name).hasAttribute('required')).toBe(true);
    expect(dateOfBirth().required).toBe(true);
    for (const name of ['Street address', 'City', 'ZIP code']) expect(within(applicant()).queryByRole('textbox', { name })).toBeNull();
    expect(within(applicant()).queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /co-applicant/i })).toBeNull();
    expect(screen.getByText(/only to determine whether the Military Lending Act covers/)).toBeTruthy();
  });

  it('refuses an SSN the Social Security Administration never issues with the contract’s words, and sends nothing', async () => {
    const { orders } = await openForm();
    fill({ ssn: '666-12-3456' });
    submit();
    expect(await screen.findByText('Social Security number is not a number the Social Security Administration issues')).toBeTruthy();
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body (the SSN without dashes, blank optional fields left out, the user name as the reference), then shows the answer', async () => {
    const { orders, router } = await openForm();
    fill();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARCUS BELL' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.admin',
      consumer: { firstName: 'Marcus', lastName: 'Bell', ssn: '123451006', dateOfBirth: '1992-01-17' },
    });
  });

  it('sends the middle name and suffix when given, and puts the server’s field errors on their fields', async () => {
    const { orders } = await openForm(() => fieldErrorsAnswer([{ field: 'body.consumer.dateOfBirth', message: 'dateOfBirth must be between 1900 and today' }]));
    fill({ middle: 'J', suffix: 'JR' });
    submit();
    expect(await screen.findByText('Date of birth must be between 1900 and today')).toBeTruthy();
    expect(helperOf(dateOfBirth())).toBe('Date of birth must be between 1900 and today');
    expect(bodyOf(orders()[0]).consumer).toMatchObject({ middleName: 'J', suffix: 'JR' });
  });

  it('offers the MLA sandbox’s documented consumers and fills the form from one', async () => {
    await openForm();
    const items = await openTestConsumers();
    expect(items).toHaveLength(MLA_TEST_CONSUMERS.length);
    expect(items.map((i) => i.textContent?.split(' SSN')[0])).toEqual(['Marcus Bell', 'Angela Bell', 'Margaret Ellison']);
    fireEvent.click(items[1]);
    expect((text('Social Security number') as HTMLInputElement).value).toBe('123-45-1201');
    expect(dateOfBirth().value).toBe('1993-05-09');
  });
});
