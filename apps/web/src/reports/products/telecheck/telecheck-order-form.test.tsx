import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TELECHECK_PRODUCT } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, submitOrder as submit } from '../../testing/product-order-harness';
import { APPROVED, telecheckOrderResponse } from './telecheck-fixtures';

const openForm = (order: FakeHandler = () => json(telecheckOrderResponse(APPROVED))) => openProductForm(TELECHECK_PRODUCT, order, { other: (r) => (r.url.pathname.startsWith('/api/telecheck/') ? json({ content: [] }) : undefined) });

const section = (name: string) => screen.getByRole('group', { name });
const text = (sectionName: string, name: string) => within(section(sectionName)).getByRole('textbox', { name });

function fill({ routing = '021000021', amount = '125.50' } = {}) {
  change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
  change(text('Check', 'Routing number'), routing);
  change(text('Check', 'Checking account number'), '1000123456');
  change(text('Check', 'Check number'), '1042');
  change(text('Check', 'Amount'), amount);
  change(text('Check writer', 'First name'), ' Margaret ');
  change(text('Check writer', 'Last name'), 'Ellison');
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the TeleCheck order form', () => {
  it('asks the check (routing number, account, check number, amount) and its writer; no SSN, no purpose', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'TeleCheck' })).toBeTruthy();
    for (const name of ['Routing number', 'Checking account number', 'Check number', 'Amount']) expect(text('Check', name).hasAttribute('required')).toBe(true);
    expect(text('Check writer', "Driver's licence or ID number").hasAttribute('required')).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Social Security number' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Permissible purpose' })).toBeNull();
  });

  it('refuses a routing number whose check digit is wrong with the contract’s words, and sends nothing', async () => {
    const { orders } = await openForm();
    fill({ routing: '021000022' });
    submit();
    expect(await screen.findByText('Routing number is not a valid ABA routing number: its check digit does not match (3-7-1 weights)')).toBeTruthy();
    expect(orders()).toHaveLength(0);
  });

  it('sends the contract’s body (the amount as a number, no ID when blank, the user name as the reference), then shows the answer', async () => {
    const { orders, router } = await openForm();
    fill({ amount: '$1,250.00' });
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.admin',
      routingNumber: '021000021',
      checkingAccountNumber: '1000123456',
      checkNumber: '1042',
      amount: 1250,
      consumer: { firstName: 'Margaret', lastName: 'Ellison' },
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    await openForm(() => fieldErrorsAnswer([{ field: 'body.amount', message: 'amount may be at most 99,999.99' }]));
    fill();
    submit();
    expect(await screen.findByText('Amount may be at most 99,999.99')).toBeTruthy();
    expect(helperOf(text('Check', 'Amount'))).toBe('Amount may be at most 99,999.99');
  });

  it('offers the sandbox’s documented checks and fills the check and its writer from one', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use a test check for the Check' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Sandbox test checks' })).getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(4);
    fireEvent.click(items[1]);
    expect((text('Check', 'Checking account number') as HTMLInputElement).value).toBe('4000040004');
    expect((text('Check writer', 'Last name') as HTMLInputElement).value).toBe('Price');
  });
});
