import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KOUNT_PRODUCT, MESSAGES } from '@creditdesk/contracts';
import { json, type FakeHandler } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { bodyOf, change, fieldErrorsAnswer, helperOf, openProductForm, productOrderApi, submitOrder as submit } from '../../testing/product-order-harness';
import { KOUNT_BAKERY, KOUNT_GUZMAN, kountOrderResponse } from './kount-fixtures';

const success = () => json(kountOrderResponse(KOUNT_GUZMAN));
const openForm = (order: FakeHandler = success) => openProductForm(KOUNT_PRODUCT, order);

const subject = () => screen.getByRole('group', { name: 'Subject' });
const text = (name: string) => within(subject()).getByRole('textbox', { name }) as HTMLInputElement;
const country = () => within(subject()).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
const reference = () => screen.getByRole('textbox', { name: 'Customer reference number' }) as HTMLInputElement;

function fillPerson() {
  change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
  change(text('First name'), 'Joaquin');
  change(text('Last name'), 'Guzman Loera');
  change(within(subject()).getByLabelText(/^Date of birth/), '1954-12-25');
  change(country(), 'MX');
}

const failure = (message?: string) => () =>
  json({ status: 502, message: 'The compliance service did not answer', correlationId: 'corr-502', ...(message ? { additionalErrorDetails: { message } } : {}) }, 502);
const shownMessage = async () => (await within(await screen.findByRole('region', { name: 'Messages' })).findByRole('alert')).textContent;

/** Our server's Kount error answers, byte for byte as it sends them (docs/products/kount.md): the common body and the error object as JSON. */
const SERVER_502 =
  '{"status":502,"message":"The sanctions list did not answer. Please try again later.","additionalErrorDetails":{"message":"{\\"message\\":\\"The sanctions list did not answer. Please try again later.\\",\\"code\\":502}"},"correlationId":"6b1c2d3e-0f4a-4b5c-8d6e-7f8091a2b3c4"}';
const SERVER_400 =
  '{"status":400,"message":"Invalid request: body.personMatch.name.first: firstName may hold letters, spaces, apostrophes, dots and dashes","additionalErrorDetails":{"message":"{\\"message\\":\\"Invalid request: body.personMatch.name.first: firstName may hold letters, spaces, apostrophes, dots and dashes\\",\\"code\\":400,\\"fields\\":[{\\"field\\":\\"body.personMatch.name.first\\",\\"message\\":\\"firstName may hold letters, spaces, apostrophes, dots and dashes\\"}]}","fields":[{"field":"body.personMatch.name.first","message":"firstName may hold letters, spaces, apostrophes, dots and dashes"}]},"correlationId":"090b6199-1b34-47cf-af24-b09ae8d639f9"}';
const SERVER_403 =
  '{"status":403,"message":"customerConfigurations.userName must be your own user name","additionalErrorDetails":{"message":"{\\"message\\":\\"customerConfigurations.userName must be your own user name\\",\\"code\\":403}"},"correlationId":"1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10"}';
const serverAnswer = (body: string) => () => new Response(body, { status: (JSON.parse(body) as { status: number }).status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

// Whole forms in jsdom: slow on a busy machine.
describe('the Kount Compliance order form', () => {
  it('completes customerConfigurations from the session and sends a personMatch; the report opens at /kount/report with its own address', async () => {
    const { orders, router } = await openForm();
    fillPerson();
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/kount/report');
    expect(bodyOf(orders()[0])).toEqual({
      customerConfigurations: { userName: 'demo.admin', customerId: ADMIN_AUTH.customerId, customerReferenceNumber: 'demo.admin' },
      accountNumber: '100200300',
      personMatch: { name: { first: 'Joaquin', last: 'Guzman Loera' }, dateOfBirth: '1954-12-25', country: 'MX' },
    });
    expect(screen.getByRole('link', { name: `http://localhost:3000/reports/${INQUIRY_ID}` }).getAttribute('href')).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByText('Report ordered for').nextElementSibling?.textContent).toBe('Joaquin Guzman Loera · account 100200300');

    // changed and run again: the form as it was
    fireEvent.click(screen.getByRole('button', { name: 'Change and run again' }));
    await screen.findByRole('form', { name: 'Order a report' });
    expect(text('Last name').value).toBe('Guzman Loera');
  });

  it('sends a businessMatch with the reference typed', async () => {
    const { orders } = await openForm(() => json(kountOrderResponse(KOUNT_BAKERY)));
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    fireEvent.click(within(subject()).getByRole('radio', { name: 'Business' }));
    change(text('Business name'), 'Maple Street Bakery LLC');
    change(reference(), 'AML-77');
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' })).toBeTruthy();
    const body = bodyOf(orders()[0]);
    expect(body.customerConfigurations.customerReferenceNumber).toBe('AML-77');
    expect(body.businessMatch).toEqual({ name: 'Maple Street Bakery LLC' });
    expect(body.personMatch).toBeUndefined();
  });

  it('puts the server’s field errors on their fields, by the request’s own paths', async () => {
    await openForm(() =>
      fieldErrorsAnswer([
        { field: 'body.personMatch.name.last', message: 'lastName may hold letters, spaces, apostrophes, dots and dashes' },
        { field: 'body.personMatch.country', message: 'country must be a two-letter ISO 3166 country code' },
        { field: 'body.customerConfigurations.customerReferenceNumber', message: 'customerReferenceNumber must be at most 50 characters' },
      ]),
    );
    fillPerson();
    submit();
    expect(await screen.findByText('Last name may hold letters, spaces, apostrophes, dots and dashes')).toBeTruthy();
    expect(helperOf(country())).toBe('Country must be a two-letter ISO 3166 country code');
    expect(helperOf(reference())).toBe('Customer reference number must be at most 50 characters');
  });

  it('shows the error object of a failed order in words (its additionalErrorDetails.message, a JSON string), with the Tracking Id', async () => {
    await openForm(failure(JSON.stringify({ code: 'WL-503', message: 'The watchlist service is unavailable' })));
    fillPerson();
    submit();
    expect(await shownMessage()).toBe('The watchlist service is unavailable (WL-503). Tracking Id: corr-502');
  });

  it('reads our server’s own Kount error answers: a 502’s message without its status as a code, a 400’s fields on the form, a 403’s sentence', async () => {
    const { unmount } = await openForm(serverAnswer(SERVER_502));
    fillPerson();
    submit();
    expect(await shownMessage()).toBe('The sanctions list did not answer. Please try again later. Tracking Id: 6b1c2d3e-0f4a-4b5c-8d6e-7f8091a2b3c4');
    unmount();

    const second = await openForm(serverAnswer(SERVER_400));
    fillPerson();
    submit();
    expect(await screen.findByText('First name may hold letters, spaces, apostrophes, dots and dashes')).toBeTruthy();
    expect(await shownMessage()).toBe(`${MESSAGES.reports.failure} Tracking Id: 090b6199-1b34-47cf-af24-b09ae8d639f9`);
    second.unmount();

    await openForm(serverAnswer(SERVER_403));
    fillPerson();
    submit();
    expect(await shownMessage()).toBe('customerConfigurations.userName must be your own user name');
  });

  it('shows a message that is not JSON as it is, and the general failure text when there is none', async () => {
    const { unmount } = await openForm(failure('Kount is down for maintenance until 02:00 UTC'));
    fillPerson();
    submit();
    expect(await shownMessage()).toBe('Kount is down for maintenance until 02:00 UTC. Tracking Id: corr-502');
    unmount();
    await openForm(failure());
    fillPerson();
    submit();
    expect(await shownMessage()).toBe(`${MESSAGES.reports.failure} Tracking Id: corr-502`);
  });
});

describe('/kount/report', () => {
  it('with no Kount report in this session, says so and offers a new order or My Reports', async () => {
    productOrderApi(KOUNT_PRODUCT, success);
    renderApp({ path: '/kount/report', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'No Kount Compliance report in this session' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Kount Compliance Report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order a Kount Compliance report' }).getAttribute('href')).toBe('/products/kount');
    expect(screen.getByRole('link', { name: 'Open My Reports' }).getAttribute('href')).toBe('/my-reports');
  });

  it('after a reload (the report no longer in memory), opens the report the tab ordered at its own address', async () => {
    productOrderApi(KOUNT_PRODUCT, success);
    const { router } = renderApp({ path: '/products', auth: ADMIN_AUTH });
    await router.navigate('/kount/report', { state: { inquiryId: INQUIRY_ID } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reports/${INQUIRY_ID}`));
  });
});
