import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { CASES, CASE_ID, OTHER_CASE_ID, casesServer, makeCase } from '../testing/fake-ofac-cases';

// Whole pages render slowly on a busy machine.

const CONFIRMED = makeCase({
  id: OTHER_CASE_ID,
  subjectName: 'Ismael Zambada Garcia',
  candidateCount: 1,
  bestScore: 0.93,
  openedAt: '2026-11-18T09:30:00.000Z',
  openedBy: 'loan.officer',
  status: 'confirmed',
  decision: { by: 'demo.admin', at: '2026-11-19T10:00:00.000Z', reason: 'Same name and date of birth as the listed person', entNum: 7300 },
  reportDueOn: '2026-12-04',
});

const rows = () => within(screen.getByRole('table', { name: 'OFAC review cases' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('OFAC review cases list', () => {
  it('lists the cases open first, each with its subject, best score, candidates, when and by whom it opened, and status', async () => {
    casesServer({ cases: [CONFIRMED, makeCase()] });
    const { router } = renderApp({ path: '/compliance/ofac-cases', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'OFAC Review Cases' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Joaquin Guzman Loera' });
    expect(rows().map(cells)).toEqual([
      ['Joaquin Guzman Loera', '100 % · Exact', '2', expect.stringMatching(/^11-20-2026/), 'demo.user', 'Open: awaiting review'],
      ['Ismael Zambada Garcia', '93 % · Possible', '1', expect.stringMatching(/^11-18-2026/), 'loan.officer', 'Confirmed matchReport by 12-04-2026'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'OFAC Review Cases' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Joaquin Guzman Loera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/compliance/ofac-cases/${CASE_ID}`));
  });

  it('filters by status in the address, and says when no case has the status chosen', async () => {
    const server = casesServer({ cases: [CONFIRMED] });
    const { router } = renderApp({ path: '/compliance/ofac-cases', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'Ismael Zambada Garcia' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No open cases' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=open');
    expect(server.callsTo(CASES).at(-1)!.url.searchParams.get('status')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Show all cases' }));
    expect(await screen.findByRole('link', { name: 'Ismael Zambada Garcia' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows a loading table, then says no screen has hit the list when there are no cases', async () => {
    casesServer({ cases: [] });
    renderApp({ path: '/compliance/ofac-cases', auth: ADMIN_AUTH });
    expect((await screen.findByRole('table', { name: 'OFAC review cases' })).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'No OFAC cases: no screen has hit the list' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the user may not open the cases when the server refuses them (403)', async () => {
    casesServer({ refuse: 403 });
    renderApp({ path: '/compliance/ofac-cases', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'You are not allowed to open this page' })).toBeTruthy();
    expect(screen.getByText(/those holding the Security administrator right/)).toBeTruthy();
  });
});

describe('OFAC review cases on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a case and sorts by the Sort by, the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = casesServer({ cases: [CONFIRMED, makeCase()] });
    const { router } = renderApp({ path: '/compliance/ofac-cases', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'OFAC review cases' });
    await within(cards).findByRole('link', { name: 'Joaquin Guzman Loera' });
    expect(screen.queryByRole('table', { name: 'OFAC review cases' })).toBeNull();
    expect(within(cards).getAllByRole('listitem')[1].textContent).toContain('Confirmed match');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'bestScore.desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-bestScore'));
    await waitFor(() => expect(server.calls.filter((c) => c.url.pathname === CASES).at(-1)?.url.searchParams.get('sort')).toBe('-bestScore'));
  });
});
