import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_REGISTRATION_MESSAGES, type ProductRegistrationView } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const registration = (r: ProductRegistrationView['registration'], state: ProductRegistrationView['state'], form: ProductRegistrationView['form'] = null): ProductRegistrationView => ({
  registration: r,
  productCode: r === 'eidCompare' ? 'EIDC' : 'EIDV',
  productName: r === 'eidCompare' ? 'eIDcompare' : 'eIDverifier',
  state,
  activeSince: state === 'active' ? '2026-11-02T10:00:00.000Z' : null,
  form,
});
const VALUES = { businessDescription: 'Consumer lending', intendedUse: 'account-opening' as const, channels: ['online' as const, 'call-center' as const], monthlyVolume: '1000-10000' as const, contactName: 'Dana Admin', contactEmail: 'dana@demolending.example', contactPhone: '3125550100', agreementAccepted: true as const };
const SUBMITTED = registration('eidVerifier', 'submitted', { name: 'eidVerifierForm', status: 'Submitted', submittedAt: '2026-11-20T14:00:00.000Z', submittedBy: 'demo.admin', values: VALUES });

afterEach(() => vi.restoreAllMocks());

function serve(registrations: ProductRegistrationView[]) {
  return fakeApi((r) => {
    if (r.url.pathname === '/api/product-registrations') return json({ registrations });
    if (r.url.pathname === '/api/product-registrations/eidverifier/form') return json(SUBMITTED, 201);
    return json({});
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const text = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('/product-registration', () => {
  it('lists the registrations with their state; eIDverifier’s form is checked before it is sent, then reads Submitted', async () => {
    const server = serve([registration('eidCompare', 'active'), registration('eidVerifier', 'not-registered')]);
    renderApp({ path: '/product-registration', auth: ADMIN_AUTH });
    await screen.findByRole('region', { name: 'eIDcompare' });
    expect(within(card('eIDcompare')).getByTestId('registration-state-eidCompare').textContent).toBe('Active');
    expect(within(card('eIDverifier')).getByTestId('registration-state-eidVerifier').textContent).toBe('Not registered');

    fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Accept the agreement to submit the registration.')).toBeTruthy();
    expect(screen.getByText('Choose at least one channel.')).toBeTruthy();
    expect(server.callsTo('/api/product-registrations/eidverifier/form')).toHaveLength(0);

    change(text('Your business'), VALUES.businessDescription);
    change(screen.getByRole('combobox', { name: /Intended use/ }), VALUES.intendedUse);
    change(screen.getByRole('combobox', { name: /Verifications a month/ }), VALUES.monthlyVolume);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Online (self-service)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Call center (agent-assisted)' }));
    change(text('Contact name'), VALUES.contactName);
    change(text('Contact email'), 'dana');
    change(text('Contact phone'), '312-555-0100');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the eIDverifier agreement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Contact email must be an address like name@example.com')).toBeTruthy();
    change(text('Contact email'), VALUES.contactEmail);
    fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));

    expect(await screen.findByText(PRODUCT_REGISTRATION_MESSAGES.submitted)).toBeTruthy();
    expect(JSON.parse(server.callsTo('/api/product-registrations/eidverifier/form')[0].body)).toEqual({ ...VALUES, contactPhone: '312-555-0100' });
    await waitFor(() => expect(within(card('eIDverifier')).getByTestId('registration-state-eidVerifier').textContent).toBe('Submitted'));
    expect(within(card('eIDverifier')).getByText('eidVerifierForm · Submitted')).toBeTruthy();
  });

  it('shows a submitted form’s summary and how an unregistered eIDcompare is obtained', async () => {
    serve([registration('eidCompare', 'not-registered'), SUBMITTED]);
    renderApp({ path: '/product-registration', auth: ADMIN_AUTH });
    expect(await screen.findByText(/eIDcompare takes no form/)).toBeTruthy();
    const verifier = card('eIDverifier');
    expect(within(verifier).getByText(/submitted on 11-20-2026 by demo.admin/)).toBeTruthy();
    expect(within(verifier).getByText('Opening new accounts')).toBeTruthy();
    fireEvent.click(within(verifier).getByRole('button', { name: 'Change and submit again' }));
    expect((text('Contact name') as HTMLInputElement).value).toBe('Dana Admin');
  });
});
