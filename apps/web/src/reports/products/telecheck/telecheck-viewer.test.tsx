import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TELECHECK_CODE_INFO } from '@creditdesk/contracts';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { fakeApi, json } from '../../../testing/fake-api';
import { makeTokenSet } from '../../../testing/fixtures';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { factsOf, region, showReport } from '../../testing/report-screen';
import { APPROVED, DECLINED, telecheckDsr } from './telecheck-fixtures';

afterEach(() => vi.restoreAllMocks());

const show = (report = APPROVED) => showReport('telecheck', 'TeleCheck', telecheckDsr(report));

// Whole reports in jsdom: slow on a busy machine.
describe('the TeleCheck verification on screen', () => {
  it('puts the decision up front in the contracts’ words, with the code and reason, and the check with its account masked', () => {
    show();
    const article = screen.getByRole('article', { name: 'TeleCheck report' });
    expect(within(article).getByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    const answer = screen.getByTestId('report-statement');
    expect(answer.textContent).toBe('Approved');
    expect(answer.getAttribute('data-level')).toBe('good');
    expect(factsOf(region('Check verified'))).toEqual({ Bank: 'JPMORGAN CHASE BANK, NA', 'Routing number': '021000021', Account: '****3456', 'Check number': '1042', Amount: '$125.50' });
    expect(screen.queryByRole('region', { name: 'Collections and negative items' })).toBeNull();
  });

  it('reads a decline as an alarm with its history, and offers to place the check for collection or as a negative item', async () => {
    storeSessionTokens(makeTokenSet({ access_token: 'access-0' }));
    const placed = { id: 'e-1', type: 'collections', checkNumber: '2210', amount: 480, routingNumber: '021000021', accountMasked: '****0004', consumerName: 'Dwayne Price', placedAt: '2026-11-20T15:00:00.000Z', status: 'open', placedBy: 'demo.user', source: 'report', inquiryId: INQUIRY_ID };
    let placements: unknown[] = [];
    const server = fakeApi((request) => {
      if (request.url.pathname === '/api/telecheck/collections-negatives/placements') {
        placements = [placed];
        return json(placed, 201);
      }
      return json({ content: placements });
    });
    const { store } = show(DECLINED);
    expect(screen.getByTestId('report-statement').getAttribute('data-level')).toBe('alarm');
    expect(screen.getByText(TELECHECK_CODE_INFO['04'].text)).toBeTruthy();
    expect(factsOf(region('TeleCheck history of the account'))['Unpaid returned checks']).toBe('2 ($612.45)');
    const panel = region('Collections and negative items');
    const placeIt = await within(panel).findByRole('button', { name: 'Place for collection' });
    // enabled once the report's placements are known
    await waitFor(() => expect((placeIt as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeIt);
    // asked first: one click places nothing (issue 33); Cancel leaves it unplaced, the dialog's button places it
    const asked = await screen.findByRole('alertdialog', { name: 'Place this check for collection?' });
    expect(server.callsTo('/api/telecheck/collections-negatives/placements')).toHaveLength(0);
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.callsTo('/api/telecheck/collections-negatives/placements')).toHaveLength(0);
    fireEvent.click(placeIt);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Place this check for collection?' })).getByRole('button', { name: 'Place for collection' }));
    // the section is drawn again with the report's placements
    await waitFor(() => expect(within(region('Collections and negative items')).getByRole('status').textContent).toMatch(/Placed as a collection placement on 11-20-2026 by demo.user/));
    expect(within(region('Collections and negative items')).getByRole('button', { name: 'Report as a negative item' })).toBeTruthy();
    expect(bodyOfPlacement(server.callsTo('/api/telecheck/collections-negatives/placements')[0].body)).toEqual({ inquiryId: INQUIRY_ID, type: 'collections' });
    expect(store.getState().messages.items.at(-1)).toMatchObject({ status: 'success', content: 'The check was placed on your TeleCheck Collections list.' });
  });
});

const bodyOfPlacement = (body: string) => JSON.parse(body);
