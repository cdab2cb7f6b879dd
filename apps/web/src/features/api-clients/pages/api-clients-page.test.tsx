import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';

const LIST = '/api/customers/c-1/apiclients';

const client = (n: number, name: string, lastUsedAt: string | null): ApiClient => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  scopes: ['reports:order', 'reports:read'],
  ipRanges: n === 1 ? ['203.0.113.0/24'] : [],
  status: n === 2 ? 'disabled' : 'active',
  authMethod: 'client_secret',
  publicKey: null,
  jwksUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'demo.admin',
  lastUsedAt,
  lastUsedIp: lastUsedAt ? '203.0.113.7' : null,
  secrets: [{ createdAt: '2026-11-01T10:00:00.000Z', expiresAt: null }],
});
const CLIENTS = [client(1, 'Loan origination', '2026-11-20T14:05:00.000Z'), client(2, 'Collections feed', null)];

function api() {
  const server = fakeApi((request) => (request.url.pathname === LIST ? json({ clients: CLIENTS }) : json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 })));
  return { sortsAsked: () => server.callsTo(LIST).map((c) => c.url.searchParams.get('sort')) };
}
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
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

afterEach(() => vi.unstubAllGlobals());

describe('API clients list', () => {
  it('sorts by its headers on the server, the order in the URL (by name by default)', async () => {
    const { sortsAsked } = api();
    const { router } = renderApp({ path: '/api-clients', auth: ADMIN_AUTH });
    const table = await screen.findByRole('table', { name: 'API clients' });
    await within(table).findByText('Loan origination');
    expect(sortsAsked()).toEqual([null]);
    fireEvent.click(within(table).getByRole('button', { name: /^Last used/ }));
    await waitFor(() => expect(where(router)).toBe('/api-clients?sort=lastUsedAt'));
    await waitFor(() => expect(sortsAsked().at(-1)).toBe('lastUsedAt'));
  });

  it('shows a card a client on a phone with its facts and actions, and a Sort by', async () => {
    atPhoneWidth();
    const { sortsAsked } = api();
    const { router } = renderApp({ path: '/api-clients?sort=-lastUsedAt', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'API clients' });
    expect(screen.queryByRole('table', { name: 'API clients' })).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first).getByText('Loan origination')).toBeTruthy();
    expect(first.textContent).toContain('StatusActive');
    expect(first.textContent).toContain('Network ranges203.0.113.0/24');
    expect(within(first).getByRole('button', { name: 'New secret for Loan origination' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Disable Loan origination' })).toBeTruthy();
    expect(second.textContent).toContain('Last usedNever');
    expect(within(second).getByRole('button', { name: 'Enable Collections feed' })).toBeTruthy();
    expect(sortsAsked()).toEqual(['-lastUsedAt']);

    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortBy.value).toBe('lastUsedAt.desc');
    fireEvent.change(sortBy, { target: { value: 'status.asc' } });
    await waitFor(() => expect(where(router)).toBe('/api-clients?sort=status'));
    await waitFor(() => expect(sortsAsked().at(-1)).toBe('status'));
  });
});
