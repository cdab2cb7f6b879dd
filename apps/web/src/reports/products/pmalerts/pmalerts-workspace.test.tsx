import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PMLT_PRODUCT, PM_ALERTS_MESSAGES, type PmAlert, type PmWatchEntry } from '@creditdesk/contracts';
import { json, type FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { bodyOf, change, fieldErrorsAnswer, helperOf, productOrderApi } from '../../testing/product-order-harness';
import { ENTRY_ID, HALE, NEW_ACCOUNT, pmAlertsServer } from './pmalerts-fixtures';

type State = Parameters<typeof pmAlertsServer>[0];

async function openWorkspace({ entries = [HALE], alerts = [NEW_ACCOUNT], add, query = '' }: { entries?: PmWatchEntry[]; alerts?: PmAlert[]; add?: State['add']; query?: string } = {}) {
  const state: State = { entries, alerts, add };
  const server = productOrderApi(PMLT_PRODUCT, () => json({}), { other: pmAlertsServer(state) });
  const { router } = renderApp({ path: `/products/pmalerts${query}`, auth: ADMIN_AUTH });
  await screen.findByRole('form', { name: 'Add a consumer to the watch list' }); // the page's chunk loads lazily
  // the company's accounts arrive after the form: a value set on the account select before its options is lost
  await within(form()).findByRole('option', { name: /^100200300 / });
  return { server, router, calls: (method: string, path: string) => server.calls.filter((c: FakeRequest) => c.method === method && c.url.pathname === `/api/pmalerts/customers/c-1${path}`) };
}

const form = () => screen.getByRole('form', { name: 'Add a consumer to the watch list' });
const text = (name: string) => within(form()).getByRole('textbox', { name });

function fillConsumer() {
  change(within(form()).getByRole('combobox', { name: 'Account number' }), '100200300');
  change(text('First name'), 'Nora');
  change(text('Last name'), 'Quinlan');
  change(text('Social Security number'), '123-45-1301');
  change(within(form()).getByLabelText(/^Date of birth/), '1984-02-11');
  change(text('Street address'), '12 Elm St');
  change(text('City'), 'Peoria');
  change(within(form()).getByRole('combobox', { name: 'State' }), 'IL');
  change(text('ZIP code'), '61602');
}
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Add to watch list' }));

afterEach(() => vi.restoreAllMocks());

// Whole pages in jsdom: slow on a busy machine.
describe('PM Alerts: the watch list', () => {
  it('lists the watched consumers masked', async () => {
    await openWorkspace();
    const list = await screen.findByRole('list', { name: 'Watched consumers' });
    expect(within(list).getByText('VICTOR HALE')).toBeTruthy();
    expect(list.textContent).toContain('***-**-1302 · born 1979 · account 100200300 · ref LOAN-4100 · 3 alerts');
  });

  it('shows the empty state of a company that watches no one', async () => {
    await openWorkspace({ entries: [], alerts: [] });
    expect((await screen.findAllByText(PM_ALERTS_MESSAGES.noWatchedConsumers)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Watched consumers' })).toBeNull();
  });

  it('adds a consumer with the order forms’ identity inputs: the contract’s body, the message, the form cleared', async () => {
    const { calls } = await openWorkspace({ add: () => json({ entry: { ...HALE, id: 'n', consumerName: 'NORA QUINLAN' }, message: PM_ALERTS_MESSAGES.added('NORA QUINLAN') }) });
    fillConsumer();
    submit();
    expect(await screen.findByText('NORA QUINLAN has been added to the watch list.')).toBeTruthy();
    expect(bodyOf(calls('POST', '/watchlist')[0])).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.admin',
      consumer: { firstName: 'Nora', lastName: 'Quinlan', ssn: '123451301', dateOfBirth: '1984-02-11', address: { line1: '12 Elm St', city: 'Peoria', state: 'IL', zip: '61602' } },
    });
    await waitFor(() => expect((text('First name') as HTMLInputElement).value).toBe(''));
  });

  it('checks the form with the contract before sending: an SSN of 8 digits is refused on its field', async () => {
    const { calls } = await openWorkspace();
    fillConsumer();
    change(text('Social Security number'), '12345678');
    submit();
    await waitFor(() => expect(helperOf(text('Social Security number'))).toMatch(/^Social Security number must be 9 digits/));
    expect(calls('POST', '/watchlist')).toHaveLength(0);
  });

  it('puts the server’s 400 on the fields it names, and a 409 in the form’s banner', async () => {
    let answer = () => fieldErrorsAnswer([{ field: 'body.consumer.address.zip', message: 'address.zip is not a ZIP code the bureau knows' }, { field: 'body.accountNumber', message: "is not an active account number of your company" }]);
    await openWorkspace({ add: () => answer() });
    fillConsumer();
    submit();
    await waitFor(() => expect(helperOf(text('ZIP code'))).toBe('ZIP code is not a ZIP code the bureau knows'));
    expect(helperOf(within(form()).getByRole('combobox', { name: 'Account number' }))).toBe('Account number is not an active account number of your company');
    answer = () => json({ status: 409, message: PM_ALERTS_MESSAGES.alreadyWatched, correlationId: 'c' }, 409);
    submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe(PM_ALERTS_MESSAGES.alreadyWatched);
  });

  it('sorts by its Sort by: the order in the URL (its own parameter beside the alerts’), asked of the server', async () => {
    const { calls, router } = await openWorkspace();
    await screen.findByRole('list', { name: 'Watched consumers' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sortBy as HTMLSelectElement).value).toBe('addedAt.desc');
    change(sortBy, 'alertCount.desc');
    await waitFor(() => expect(router.state.location.search).toBe('?watchSort=-alertCount'));
    await waitFor(() => expect(calls('GET', '/watchlist').at(-1)?.url.searchParams.get('sort')).toBe('-alertCount'));
    expect(calls('GET', '/alerts').at(-1)?.url.searchParams.get('sort')).toBeNull();
  });

  it('reads the watch list’s order from the URL (a reload keeps it)', async () => {
    const { calls } = await openWorkspace({ query: '?watchSort=consumerName' });
    await screen.findByRole('list', { name: 'Watched consumers' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('consumerName.asc');
    expect(calls('GET', '/watchlist')[0]?.url.searchParams.get('sort')).toBe('consumerName');
  });

  it('removes a consumer: the DELETE of their entry, the message, the list reloaded', async () => {
    const { calls } = await openWorkspace();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove VICTOR HALE from the watch list' }));
    expect(await screen.findByText('VICTOR HALE has been removed from the watch list.')).toBeTruthy();
    expect(calls('DELETE', `/watchlist/${ENTRY_ID}`)).toHaveLength(1);
    expect((await screen.findAllByText(PM_ALERTS_MESSAGES.noWatchedConsumers)).length).toBeGreaterThan(0);
  });
});

describe('PM Alerts: the alerts', () => {
  it('shows the alerts with their message, filters by type, says when none match, and opens one with the bureau’s facts', async () => {
    const { calls } = await openWorkspace();
    const table = await screen.findByRole('table', { name: 'Alerts' });
    expect(screen.getByRole('status').textContent).toBe('1 alert found for these criteria.');
    expect(table.textContent).toContain('A new auto loan with ALLY FINANCIAL');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Alert type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Delinquency' }));
    expect(await screen.findByText(PM_ALERTS_MESSAGES.noAlerts)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Alerts' })).toBeNull();
    expect(calls('GET', '/alerts').at(-1)?.url.searchParams.get('alertType')).toBe('delinquency');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Alert type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All types' }));
    fireEvent.click(await screen.findByRole('button', { name: /: open the New account alert of 11-19-2026 on VICTOR HALE$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ALLY FINANCIAL')).toBeTruthy();
    expect(within(dialog).getByText('***-**-1302 · account 100200300 · ref LOAN-4100')).toBeTruthy();
  });

  it('asks for one consumer’s alerts from the watch list', async () => {
    const { calls } = await openWorkspace();
    fireEvent.click(await screen.findByRole('button', { name: 'Show alerts' }));
    await waitFor(() => expect(calls('GET', '/alerts').at(-1)?.url.searchParams.get('watchEntryId')).toBe(ENTRY_ID));
  });
});
