import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@creditdesk/contracts';
import { errorBody, fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

// Whole pages render slowly on a busy machine.

const ACTIVITY = '/api/audit/customers/c-1/user-activity';
const event = (id: number, supportAgent: string | null) => ({
  id: String(id),
  seq: id,
  occurredAt: '2026-03-05T14:07:09.000Z',
  userName: 'demo.user',
  supportAgent,
  outcome: 'success',
  ip: '127.0.0.1',
  kind: 'administration',
  action: 'user.status-changed',
  targetType: 'user',
  targetId: 'demo.other',
  details: null,
});
const page = (data: unknown[]) => json({ data, total: data.length, totalCapped: false, pageNumber: 1, pageSize: 10 });

describe('Audit Logs', () => {
  it('names the support agent beside the user for an event of a support session, and asks with the filters in the address', async () => {
    const server = fakeApi((req) => (req.url.pathname === ACTIVITY ? page([event(2, 'support:7d444840-9dc0-11d1-b245-5ffdce74fad2'), event(1, null)]) : json({})));
    renderApp({ path: '/audit-report/user-activity?userName=demo.user&event=administration&pageNumber=1', auth: ADMIN_AUTH });
    const table = await screen.findByRole('table', { name: 'User Activity' });
    await within(table).findByText(/via support agent/); // the rows while loading are placeholders
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('via support agent 7d444840-9dc0-11d1-b245-5ffdce74fad2');
    expect(rows[1].textContent).toContain('03-05-2026 14:07:09 UTC');
    expect(rows[2].textContent).not.toContain('support agent');
    const asked = server.callsTo(ACTIVITY)[0].url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ userName: 'demo.user', event: 'administration', pageNumber: '1', pageSize: '10' });
  });

  it("says 'Unable to load Please simplify criteria' when the server answers it", async () => {
    fakeApi((req) => (req.url.pathname === ACTIVITY ? errorBody(400, AUDIT_MESSAGES.tooLarge) : json({})));
    renderApp({ path: '/audit-report/user-activity?pageNumber=1001', auth: ADMIN_AUTH });
    expect(await screen.findByText(AUDIT_MESSAGES.tooLarge)).toBeTruthy();
  });

  it('opens Report History at /audit-report (each tab is a route of its own; an unknown slug is an unknown path)', async () => {
    const server = fakeApi((req) => (req.url.pathname.endsWith('/report-history') ? page([]) : json({})));
    renderApp({ path: '/audit-report', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Report History', selected: true })).toBeTruthy();
    expect(server.callsTo('/api/audit/customers/c-1/report-history')).toHaveLength(1);
  });
});
