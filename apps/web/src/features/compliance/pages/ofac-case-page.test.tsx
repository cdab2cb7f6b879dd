import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CASE_ID, GUZMAN, SCREEN_ID, casesServer, detailsPath, makeCase } from '../testing/fake-ofac-cases';

configure({ asyncUtilTimeout: 4000 });

const CASE_PATH = `/compliance/ofac-cases/${CASE_ID}`;
const section = (name: string) => screen.getByRole('region', { name });

// Only the date is fixed (Tuesday 24 November 2026): the deadline and the business days left count from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('one OFAC review case', { timeout: 30_000 }, () => {
  it('shows the case, the screen’s candidates from its stored report, a link to the report, and the decision form', async () => {
    const server = casesServer();
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    const facts = section('Case').textContent;
    for (const fact of ['Open: awaiting review', '100 % · Exact', 'Opened by', 'demo.user']) expect(facts).toContain(fact);
    expect(within(section('Case')).getByRole('link', { name: "Open the screen's report" }).getAttribute('href')).toBe(`/reports/${SCREEN_ID}`);

    // the screening reports' own candidates section, from the stored report
    const rows = within(await screen.findByRole('table', { name: 'Candidates' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const text of ['GUZMAN LOERA, Joaquin', 'Entry 6861', '100 %', 'Exact', 'SDNTK, ILLICIT-DRUGS-EO14059', 'Primary name', GUZMAN.reasons[0], '04 Apr 1954; 25 Dec 1954', 'Mexico'])
      expect(rows[0].textContent).toContain(text);
    expect(rows[1].textContent).toContain('GUZMAN, ArturoAlso known as');
    expect(server.callsTo(detailsPath())).toHaveLength(1);

    const form = screen.getByRole('form', { name: 'Decide this case' });
    expect(within(form).getByRole('radio', { name: /Confirm a true match/ })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: /Clear as a false positive/ })).toBeTruthy();
    expect(document.title).toBe('OFAC Review Case | Creditdesk');
  });

  it('shows a decided case’s record and, for a confirmed match, the deadline with the business days left; no form', async () => {
    casesServer({
      cases: [makeCase({ status: 'confirmed', decision: { by: 'compliance.lead', at: '2026-11-23T16:00:00.000Z', reason: 'Same date of birth and nationality', entNum: 6861 }, reportDueOn: '2026-12-08' })],
    });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    const deadline = await screen.findByRole('region', { name: 'Report to OFAC by 12-08-2026 — 10 business days, 31 CFR 501.604' });
    expect(within(deadline).getByRole('status').textContent).toBe('9 business days left');
    const decision = section('Decision').textContent;
    for (const text of ['Decided by', 'compliance.lead', 'Same date of birth and nationality']) expect(decision).toContain(text);
    expect(section('Case').textContent).toContain('Confirmed match');
    expect(await within(section('Decision')).findByText('GUZMAN LOERA, Joaquin (entry 6861)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Decide this case' })).toBeNull();
  });

  it('says when the screen’s report cannot be read: a match cannot be named, the case can still be cleared', async () => {
    casesServer({ screen: 403 });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await within(await screen.findByRole('region', { name: 'Candidates' })).findByText(/You may only open the reports you ran: the screen's candidates show to the user who ran it/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Confirm a true match/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Clear as a false positive/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says when there is no such case', async () => {
    casesServer({ cases: [] });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'This case could not be found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to OFAC Review Cases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'OFAC Review Cases' })).toBeTruthy();
  });

  it('says the user may not open it when the server refuses the cases (403)', async () => {
    casesServer({ listStatus: 403 });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'You are not allowed to open this page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
