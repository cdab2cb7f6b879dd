import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const LIST = '/api/customers/c-1/apiclients';
const CLIENT_ID = '6f1c2d1e-8a55-4f7e-9a51-6b0c6d1f0a42';
const keyClient = (jwksUrl: string): ApiClient => ({
  id: CLIENT_ID,
  name: 'Loan origination',
  scopes: ['reports:order:consumer-credit'],
  ipRanges: [],
  status: 'active',
  authMethod: 'private_key_jwt',
  publicKey: null,
  jwksUrl,
  createdAt: '2026-11-28T10:00:00.000Z',
  createdBy: 'demo.admin',
  lastUsedAt: null,
  lastUsedIp: null,
  secrets: [],
});

describe('API Clients: a private_key_jwt client (issue 34)', () => {
  it('is created with a JWKS URL and a family order scope; no secret is shown, and it has no secret to rotate', async () => {
    const clients: ApiClient[] = [];
    const server = fakeApi(async (req) => {
      if (req.url.pathname === LIST && req.method === 'GET') return json({ clients });
      if (req.url.pathname === LIST && req.method === 'POST') {
        const body = JSON.parse(req.body) as { jwksUrl: string };
        clients.push(keyClient(body.jwksUrl));
        return json({ message: 'API client Loan origination created. It signs its token requests with its private key (private_key_jwt).', client: clients[0], clientId: CLIENT_ID });
      }
      return json({});
    });
    renderApp({ path: '/api-clients', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Create API client' }));
    const form = await screen.findByRole('dialog', { name: 'Create API client' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Loan origination' } });
    // the family scopes sit beside reports:order: keep only consumer credit
    fireEvent.click(within(form).getByRole('checkbox', { name: /^reports:order: / }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /^reports:read: / }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /^reports:order:consumer-credit/ }));
    fireEvent.click(within(form).getByRole('radio', { name: /Private key JWT/ }));
    const create = within(form).getByRole('button', { name: 'Create' });
    // a key client needs its key before it can be created
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Public key from' }));
    fireEvent.click(await screen.findByRole('option', { name: 'A JWKS URL' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^JWKS URL/ }), { target: { value: 'https://los.example.com/jwks.json' } });
    fireEvent.click(create);

    const done = await screen.findByRole('dialog', { name: 'API client created' });
    expect((within(done).getByRole('textbox', { name: 'Client ID' }) as HTMLInputElement).value).toBe(CLIENT_ID);
    expect(within(done).queryByRole('textbox', { name: 'Client secret' })).toBeNull();
    const [posted] = server.callsTo(LIST).filter((c) => c.method === 'POST');
    expect(JSON.parse(posted.body)).toEqual({
      name: 'Loan origination',
      scopes: ['reports:order:consumer-credit'],
      ipRanges: [],
      authMethod: 'private_key_jwt',
      jwksUrl: 'https://los.example.com/jwks.json',
    });
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'API clients' });
    await waitFor(() => expect(within(table).getByText('Private key JWT (JWKS URL)')).toBeTruthy());
    expect(within(table).queryByRole('button', { name: 'New secret for Loan origination' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Disable Loan origination' })).toBeTruthy();
  });
});
