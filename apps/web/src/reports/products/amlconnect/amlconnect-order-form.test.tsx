import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AML_CONNECT_PRODUCT, AML_CONNECT_TEST_SUBJECTS } from '@creditdesk/contracts';
import { json } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, submitOrder as submit } from '../../testing/product-order-harness';
import { AML_BAKERY, LUCIA_TARRANT, amlConnectOrderResponse } from './amlconnect-fixtures';

const subject = () => screen.getByRole('group', { name: 'Subject' });
const text = (name: string) => within(subject()).getByRole('textbox', { name }) as HTMLInputElement;

async function pickTestSubject(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Use a test subject for the Subject' }));
  const menu = within(await screen.findByRole('dialog', { name: 'Test subjects' })).getByRole('menu');
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(AML_CONNECT_TEST_SUBJECTS.length);
  fireEvent.click(within(menu).getByRole('menuitem', { name }));
}

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the AML Connect order form', () => {
  it('fills a documented PEP relative from the test subjects and sends the screen’s body; then shows the report', async () => {
    const { orders, router } = await openProductForm(AML_CONNECT_PRODUCT, () => json(amlConnectOrderResponse(LUCIA_TARRANT)));
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    await pickTestSubject(/Lucia Tarrant/);
    expect(text('First name').value).toBe('Lucia');
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucia Tarrant' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`);
    expect(bodyOf(orders()[0])).toEqual({ accountNumber: '100200300', customerReferenceNumber: 'demo.admin', subject: { type: 'individual', firstName: 'Lucia', lastName: 'Tarrant', country: 'PA' } });
  });

  it('sends a business, and puts the server’s field errors on its fields', async () => {
    const { orders } = await openProductForm(AML_CONNECT_PRODUCT, (request) =>
      JSON.parse(request.body).subject.businessName === 'Maple Street Bakery LLC'
        ? json(amlConnectOrderResponse(AML_BAKERY))
        : fieldErrorsAnswer([{ field: 'body.subject.businessName', message: 'businessName may hold letters, digits, spaces and . , & ( ) / + \' -' }]),
    );
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    fireEvent.click(within(subject()).getByRole('radio', { name: 'Business' }));
    change(text('Business name'), 'Maple Street Bakery 2');
    submit();
    expect(await screen.findByText("Business name may hold letters, digits, spaces and . , & ( ) / + ' -")).toBeTruthy();
    expect(orders()).toHaveLength(1);
    change(text('Business name'), 'Maple Street Bakery LLC');
    await waitFor(() => expect(helperOf(text('Business name'))).toBe('As registered, with or without its legal form (LLC, S.A.).'));
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' })).toBeTruthy();
    expect(bodyOf(orders()[1]).subject).toEqual({ type: 'business', businessName: 'Maple Street Bakery LLC' });
  });
});
