import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LETTER_MESSAGES, formatLetterDate, letterDueDate } from '@creditdesk/contracts';
import { END_USER_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { TRACKER, daysAgo, lettersApi, makeSummary } from '../testing/fake-letters-api';


const rows = () => within(screen.getByRole('table', { name: 'Letters' })).getAllByRole('row').slice(1);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

describe('the letters tracker', () => {
  it('lists the letters due with the days left of their 30, an overdue one in red, and marks one sent', async () => {
    const server = lettersApi({
      letters: [makeSummary('Kevin Doyle', 34, {}, 1), makeSummary('Margaret Ellison', 2, {}, 2), makeSummary('Tyler Okafor', 10, { status: 'sent', sentOn: daysAgo(8) }, 3)],
    });
    renderApp({ path: '/letters', auth: END_USER_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Letters' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.callsTo(TRACKER).at(-1)!.url.searchParams.get('status')).toBe('due');
    expect(screen.getByText('2 letters due')).toBeTruthy();
    expect(screen.getByText('1 overdue')).toBeTruthy();

    const [late, fresh] = rows();
    expect(within(late).getByText('Overdue by 4 days')).toBeTruthy();
    expect(getComputedStyle(within(late).getByText('Overdue by 4 days')).color).toBe('rgb(179, 38, 30)'); // the theme's error red
    expect(late.textContent).toContain(`Due ${formatLetterDate(letterDueDate(daysAgo(34)))}`);
    expect(within(fresh).getByText('28 days left')).toBeTruthy();
    expect(within(late).getByRole('link', { name: 'Kevin Doyle' }).getAttribute('href')).toMatch(/^\/reports\//);

    fireEvent.click(within(fresh).getByRole('button', { name: 'Mark as sent: the letter to Margaret Ellison' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Mark this letter as sent?' })).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText(LETTER_MESSAGES.markedSent)).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows the sent letters with their day, the tab kept in the URL', async () => {
    lettersApi({ letters: [makeSummary('Tyler Okafor', 10, { status: 'sent', sentOn: '2026-11-02' }, 3)] });
    const { router } = renderApp({ path: '/letters', auth: END_USER_AUTH });
    expect(await screen.findByRole('heading', { name: 'No letters due' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    await waitFor(() => expect(where(router)).toBe('/letters?status=sent'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('Sent November 2, 2026');
    expect(within(rows()[0]).queryByRole('button', { name: /Mark the letter/ })).toBeNull();
  });
});

describe('the letters tracker on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a letter and sorts by the Sort by, the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = lettersApi({ letters: [makeSummary('Kevin Doyle', 34, {}, 1), makeSummary('Margaret Ellison', 2, {}, 2)] });
    const { router } = renderApp({ path: '/letters', auth: END_USER_AUTH });
    const cards = await screen.findByRole('list', { name: 'Letters' });
    await within(cards).findByRole('link', { name: 'Kevin Doyle' });
    expect(screen.queryByRole('table', { name: 'Letters' })).toBeNull();
    // the tracker's own order (by deadline) until one is chosen
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sortBy as HTMLSelectElement).value).toBe('');
    fireEvent.change(sortBy, { target: { value: 'consumerName.asc' } });
    await waitFor(() => expect(where(router)).toBe('/letters?sort=consumerName'));
    await waitFor(() => expect(server.callsTo(TRACKER).at(-1)!.url.searchParams.get('sort')).toBe('consumerName'));
  });
});
