import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CASES, CASE_ID, GUZMAN, SCREEN_ID, casePath, casesServer, makeCase } from '../testing/fake-ofac-cases';


const CASE_PATH = `/compliance/ofac-cases/${CASE_ID}`;
const section = (name: string) => screen.getByRole('region', { name });

// Only the date is fixed (Tuesday 24 November 2026): the deadline and the business days left count from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('one OFAC review case', () => {
  it('shows the case, what was screened on which list, the candidates and the decision form, all from the one case call', async () => {
    const server = casesServer();
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    const facts = section('Case').textContent;
    for (const fact of ['Open: awaiting review', '100 % · Exact', 'Opened by', 'demo.user']) expect(facts).toContain(fact);
    expect(within(section('Case')).getByRole('link', { name: "Open the screen's report" }).getAttribute('href')).toBe(`/reports/${SCREEN_ID}`);

    // what the reviewer weighs the candidates against: the subject as screened, when, the list's date and the threshold
    const screened = section('Screen').textContent;
    for (const fact of ['Screened asPerson', 'Date of birthNot given', 'Screened11-20-2026', 'SDN list published11-18-2026', 'Threshold88 %']) expect(screened).toContain(fact);

    // the screening reports' own candidates section
    const rows = within(screen.getByRole('table', { name: 'Candidates' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const text of ['GUZMAN LOERA, Joaquin', 'Entry 6861', '100 %', 'Exact', 'SDNTK, ILLICIT-DRUGS-EO14059', 'Primary name', GUZMAN.reasons[0], '04 Apr 1954; 25 Dec 1954', 'Mexico'])
      expect(rows[0].textContent).toContain(text);
    expect(rows[1].textContent).toContain('GUZMAN, ArturoAlso known as');
    // one call: neither the company's list nor the stored report
    expect(server.callsTo(casePath())).toHaveLength(1);
    expect(server.calls.filter((c) => c.url.pathname === CASES || c.url.pathname.startsWith('/api/reportinquiries'))).toEqual([]);

    const form = screen.getByRole('form', { name: 'Decide this case' });
    expect((within(form).getByRole('radio', { name: /Confirm a true match/ }) as HTMLInputElement).disabled).toBe(false);
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

  it('says when the case could not be loaded and loads it again on request', async () => {
    let failing = true;
    const server = casesServer();
    const answer = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input, init) => (failing ? new Response('{}', { status: 500 }) : answer(input, init)));
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    const alert = await screen.findByText('The case could not be loaded.');
    failing = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Joaquin Guzman Loera' })).toBeTruthy();
  });

  it('says when there is no such case', async () => {
    casesServer({ cases: [] });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'This case could not be found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to OFAC Review Cases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'OFAC Review Cases' })).toBeTruthy();
  });

  it('says the user may not open it when the server refuses the case (403)', async () => {
    casesServer({ refuse: 403 });
    renderApp({ path: CASE_PATH, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'You are not allowed to open this page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
