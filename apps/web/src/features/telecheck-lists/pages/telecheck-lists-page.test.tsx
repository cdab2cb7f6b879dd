import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TelecheckListItem } from '@creditdesk/contracts';
import { type FakeRequest, fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';

// Whole pages render slowly on a busy machine.

const LIST = (type: string) => `/api/telecheck/collections-negatives/customers/c-1/reports/${type}`;

const entry = (overrides: Partial<TelecheckListItem> = {}): TelecheckListItem => ({
  id: '0b6c1b7e-34a5-4f2e-9d0a-6a1f1b2c3d4e',
  type: 'negatives',
  checkNumber: '2210',
  amount: 480,
  routingNumber: '021000021',
  accountMasked: '****0004',
  consumerName: 'Dwayne Price',
  placedAt: '2026-11-20T15:00:00.000Z',
  status: 'open',
  placedBy: 'demo.user',
  source: 'report',
  inquiryId: null,
  ...overrides,
});

/** The lists' API: each list's entries, searched by key words; a delete removes the entry. */
function listsServer(entries: TelecheckListItem[], { refuse = false } = {}) {
  let held = [...entries];
  return fakeApi((request: FakeRequest) => {
    const { pathname } = request.url;
    if (refuse && pathname.startsWith('/api/telecheck/')) return json({ status: 403, message: 'Your user groups do not grant the TeleCheck Collections', correlationId: 'c' }, 403);
    if (request.method === 'DELETE') {
      const id = pathname.split('/').at(-1);
      const gone = held.find((e) => e.id === id)!;
      held = held.filter((e) => e.id !== id);
      return json({ message: gone.type === 'negatives' ? MESSAGES.reports.negativeDeleted : MESSAGES.reports.collectionDeleted, type: gone.type });
    }
    const type = pathname.split('/').at(-1);
    const keyWords = request.method === 'POST' ? (JSON.parse(request.body).keyWords as string) : '';
    const content = held.filter((e) => e.type === type && (!keyWords || e.consumerName.includes(keyWords)));
    return json({ content, totalElements: content.length, pageNumber: Number(request.url.searchParams.get('page')), pageSize: Number(request.url.searchParams.get('size')) });
  });
}

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('the TeleCheck Collections and Negatives screen', () => {
  it('shows each list in its tab, searches by key words and placement days, and says when nothing is placed', async () => {
    const server = listsServer([entry(), entry({ id: '1c7d2c8f-45b6-4a3f-8e1b-7b2a2c3d4e5f', consumerName: 'Rita Okafor', checkNumber: '7001' })]);
    const { router } = renderApp({ path: '/telecheck/collections-negatives', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'TeleCheck Collections and Negatives' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'No collections yet' })).toBeTruthy();
    expect(server.callsTo(LIST('collections'))[0].url.search).toBe('?page=1&size=10');

    fireEvent.click(screen.getByRole('tab', { name: 'Negatives' }));
    await screen.findByRole('table', { name: 'TeleCheck Negatives' });
    await waitFor(() => expect(rows('TeleCheck Negatives')).toHaveLength(2));
    expect(within(rows('TeleCheck Negatives')[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['11-20-2026demo.user', 'Dwayne Price', '2210', '021000021****0004', '$480.00', 'Open', '']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Key words' }), { target: { value: 'Okafor' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows('TeleCheck Negatives')).toHaveLength(1));
    const searched = server.callsTo(LIST('negatives')).at(-1)!;
    expect(searched.method).toBe('POST');
    // reports.md §9: the bounds in the spec's form
    expect(searched.url.searchParams.get('fromDate')).toBe('11/01/2026 00:00:00');
    expect(searched.url.searchParams.get('toDate')).toBe('11/30/2026 23:59:59');
    expect(JSON.parse(searched.body)).toEqual({ keyWords: 'Okafor', userId: '' });
    expect(router.state.location.search).toBe('?type=negatives&q=Okafor&from=2026-11-01&to=2026-11-30');
  });

  it('deletes an entry after confirming, then reloads page 1 of 10 with the list’s message', async () => {
    const server = listsServer([entry()]);
    const { router, store } = renderApp({ path: '/telecheck/collections-negatives?type=negatives&page=2&size=25', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the negative item of check 2210 (Dwayne Price)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this negative item?' });
    expect(dialog.textContent).toMatch(/account \*\*\*\*0004/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.getState().messages.items.at(-1)).toMatchObject({ status: 'success', content: 'Negative Balance has been successfully deleted.' }));
    expect(router.state.location.search).toBe('?type=negatives');
    expect(await screen.findByRole('heading', { level: 2, name: 'No negatives yet' })).toBeTruthy();
    expect(server.callsTo(LIST('negatives')).at(-1)!.url.search).toBe('?page=1&size=10');
  });

  it('says who may open a list when the server refuses it', async () => {
    listsServer([], { refuse: true });
    renderApp({ path: '/telecheck/collections-negatives', auth: ADMIN_AUTH });
    expect(await screen.findByText(/Your user groups do not grant the TeleCheck Collections/)).toBeTruthy();
  });
});

describe('the TeleCheck lists on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a check with the table’s facts and Delete, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = listsServer([entry()]);
    const { router } = renderApp({ path: '/telecheck/collections-negatives?type=negatives', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'TeleCheck Negatives' });
    expect(screen.queryByRole('table', { name: 'TeleCheck Negatives' })).toBeNull();
    const [card] = await within(cards).findAllByRole('listitem');
    for (const fact of ['Dwayne Price', '11-20-2026', 'demo.user', '2210', '021000021', '****0004', '$480.00', 'Open']) expect(card.textContent).toContain(fact);
    expect(within(card).getByRole('button', { name: /^Delete the .* of check 2210 \(Dwayne Price\)$/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'amount.desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=negatives&sort=-amount'));
    await waitFor(() => expect(server.callsTo(LIST('negatives')).at(-1)!.url.searchParams.get('sort')).toBe('-amount'));
  });
});
