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
  targetName: null,
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
    expect(rows[1].textContent).toContain('03-05-2026 2:07:09 PM UTC');
    expect(rows[2].textContent).not.toContain('support agent');
    const asked = server.callsTo(ACTIVITY)[0].url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ userName: 'demo.user', event: 'administration', pageNumber: '1', pageSize: '10' });
  });

  it('says each event and what it acted on in words and names, never a code or an id', async () => {
    const batch = { ...event(3, null), kind: 'other', action: 'batch.deleted', targetType: 'batch', targetId: '0b7c2a9e-6a47-4c1e-9a51-3f3a8a2c1d11', targetName: 'March applications' };
    const unknown = { ...event(4, null), kind: 'other', action: 'batch.rows-failed', targetType: 'batch', targetId: '5f1d2c3b-1111-4222-8333-944455556666', targetName: null };
    fakeApi((req) => (req.url.pathname === ACTIVITY ? page([event(2, null), batch, unknown]) : json({})));
    renderApp({ path: '/audit-report/user-activity', auth: ADMIN_AUTH });
    const table = await screen.findByRole('table', { name: 'User Activity' });
    await within(table).findByText('User status changed');
    const text = within(table).getAllByRole('row').map((r) => r.textContent ?? '');
    expect(text[1]).toContain('User: demo.other');
    expect(text[2]).toContain('Batch deleted');
    expect(text[2]).toContain('Batch: March applications');
    expect(text[3]).toContain('Batch rows failed');
    for (const row of text) expect(row).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|user\.status-changed|batch\.deleted/);
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
