import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SEARCH_PRODUCT } from '@creditdesk/contracts';
import { json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, submitOrder as submit } from '../../testing/product-order-harness';
import { FIRST_SEARCH_TEST_SEARCHES } from './firstsearch-form-values';
import { HOUSEHOLD, firstSearchOrderResponse } from './firstsearch-fixtures';

const success = () => json(firstSearchOrderResponse(HOUSEHOLD));
// the credit report's form a candidate opens asks for the product configurations
const configurations = (request: FakeRequest) => (request.url.pathname.endsWith('/productconfigs') ? json({ configurations: [] }) : undefined);
const openForm = (order: FakeHandler = success) => openProductForm(FIRST_SEARCH_PRODUCT, order, { other: configurations });
const criteria = () => screen.getByRole('group', { name: 'Search criteria' });
const text = (name: string) => within(criteria()).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const account = () => change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the First Search order form', () => {
  it('refuses a search without one complete criterion, naming what is missing, and sends nothing', async () => {
    const { orders } = await openForm();
    account();
    submit();
    expect(await screen.findByText('Enter a name and address, a phone number or an SSN')).toBeTruthy();
    change(text('First name'), 'Michael');
    change(text('Last name'), 'Johnson');
    submit();
    expect(await screen.findByText('Street address is required to search by name and address')).toBeTruthy();
    expect(helperOf(text('ZIP code'))).toBe('ZIP code (or city and state) is required to search by name and address');
    expect(orders()).toHaveLength(0);
  });

  it('sends only the criteria given (phone without dashes, the user name as reference), shows the candidates, and a candidate opens the credit report’s form prefilled', async () => {
    const { orders, router } = await openForm();
    account();
    change(text('Phone number'), '217-555-0150');
    submit();
    const first = await screen.findByRole('listitem', { name: 'Candidate 1: MICHAEL JOHNSON' });
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.admin', criteria: { phone: '2175550150' } });
    expect(within(first).getByText('Strong match (95)')).toBeTruthy();
    fireEvent.click(within(first).getByRole('link', { name: 'Order a Consumer Credit Report for MICHAEL JOHNSON' }));
    const applicant = await screen.findByRole('group', { name: 'Applicant' });
    expect(router.state.location.pathname).toBe('/products/acrov6');
    expect((within(applicant).getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Michael');
    expect((within(applicant).getByRole('textbox', { name: /^Street address/ }) as HTMLInputElement).value).toBe('77 Maple Ave');
    expect((within(applicant).getByRole('textbox', { name: /^Social Security number/ }) as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() => fieldErrorsAnswer([{ field: 'body.criteria.ssn', message: 'ssn must be 9 digits (dashes optional, grouped 3-2-4)' }]));
    account();
    change(text('Social Security number'), '123-45-1001');
    submit();
    expect(await screen.findByText('Social Security number must be 9 digits (dashes optional, grouped 3-2-4)')).toBeTruthy();
  });

  it('offers the sandbox’s documented searches and fills the criteria from one', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use a test search for the Search criteria' }));
    const items = within(within(await screen.findByRole('dialog', { name: 'Sandbox test searches' })).getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(FIRST_SEARCH_TEST_SEARCHES.length);
    fireEvent.click(items[1]);
    expect(text('Last name').value).toBe('Johnson');
    expect(text('ZIP code').value).toBe('62704');
    expect(text('Social Security number').value).toBe('');
  });
});
