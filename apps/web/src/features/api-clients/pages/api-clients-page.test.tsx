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
