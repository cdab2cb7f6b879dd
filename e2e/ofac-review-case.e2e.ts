import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate, ofacReportDueOn, type OfacResponse } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { newPage, skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { desktopShot, phoneShot, productBrowserSession, words } from './support/product-report';
import { shot } from './support/shots';

/** Names that hit the real SDN list (docs/ofac-screening.md): the listed person, and a one-letter variant of his name. */
const LISTED = { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' };
const NAMESAKE = { type: 'individual', firstName: 'Joakin', lastName: 'Guzman Loera' };

/**
 * Orders an OFAC screen through the API with the page's own session, as the portal would, so this test
 * needs no order form; answers its result and inquiry.
 */
async function screen(page: Page, subject: Record<string, string>) {
  return page.evaluate(async (body) => {
    const res = await fetch('/api/idfc/reports/ofac', {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionStorage.getItem('creditdesk.accessToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as OfacResponse;
  }, { accountNumber: '100200300', subject });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const casesTable = (page: Page) => page.getByRole('table', { name: 'OFAC review cases' });
const rowOf = (page: Page, subject: string) => casesTable(page).getByRole('row').filter({ has: page.getByRole('link', { name: subject, exact: true }) });
/** A case's row, one line of words per cell. */
const cellsOf = async (page: Page, subject: string) => (await rowOf(page, subject).getByRole('cell').allInnerTexts()).map(words);

describe.skipIf(skipIfNoBrowser())('OFAC review cases in a browser', () => {
  const session = productBrowserSession('demo.admin'); // holds securityadmin

  it('a compliance user confirms one hit as a true match and sees the deadline, and clears another as a false positive', async () => {
    const { server, page, phone } = session;
    const listed = await screen(page, LISTED);
    const namesake = await screen(page, NAMESAKE);
    expect([listed.dataSourceResponse.value.ofacReport.result, namesake.dataSourceResponse.value.ofacReport.result]).toEqual(['hit', 'hit']);

    // Compliance → OFAC Review Cases: both open, the newest first
    await page.goto(`${server.url}/products`);
    await nav(page).getByRole('button', { name: 'Compliance' }).click();
    await nav(page).getByRole('link', { name: 'OFAC Review Cases' }).click();
    await page.getByRole('heading', { level: 1, name: 'OFAC Review Cases' }).waitFor();
    await rowOf(page, 'Joakin Guzman Loera').waitFor();
    expect(await cellsOf(page, 'Joaquin Guzman Loera')).toEqual(['Joaquin Guzman Loera', '100 % · Exact', expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d\d-\d\d-\d{4} \d+:\d\d [AP]M$/), 'demo.admin', 'Open: awaiting review']);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'ofac-cases');
    await phone.goto(`${server.url}/compliance/ofac-cases`);
    await phone.getByRole('list', { name: 'OFAC review cases' }).getByRole('link', { name: 'Joaquin Guzman Loera' }).waitFor();
    await phoneShot(phone, 'ofac-cases');

    // the listed person: what was screened on which list and the candidates, then confirmed after a second question
    await rowOf(page, 'Joaquin Guzman Loera').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Joaquin Guzman Loera' }).waitFor();
    expect(words(await page.getByRole('region', { name: 'Screen' }).innerText())).toMatch(/Screened as Person .*SDN list published \d\d-\d\d-\d{4} .*Threshold 88 %/);
    const candidate = page.getByRole('table', { name: 'Candidates' }).getByRole('row').filter({ hasText: 'GUZMAN LOERA, Joaquin' });
    await candidate.waitFor();
    expect((await candidate.getByRole('cell').allInnerTexts()).map(words).slice(0, 2)).toEqual([expect.stringMatching(/^GUZMAN LOERA, Joaquin Entry \d+ · Individual$/), '100 % Exact']);
    expect(await page.getByRole('link', { name: "Open the screen's report" }).getAttribute('href')).toBe(`/reports/${listed.inquiryId}`);
    const form = page.getByRole('form', { name: 'Decide this case' });
    await form.getByRole('radio', { name: /Confirm a true match/ }).check();
    await form.getByRole('radio', { name: /^GUZMAN LOERA, Joaquin \(entry \d+, 100 %\)$/ }).check();
    await form.getByRole('textbox', { name: 'Reason' }).fill('Same name, date of birth and nationality as the listed entry');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'ofac-case-open');
    await phone.goto(page.url());
    await phone.getByRole('form', { name: 'Decide this case' }).getByRole('radio', { name: /Confirm a true match/ }).check();
    await phoneShot(phone, 'ofac-case-open');
    await form.getByRole('button', { name: 'Confirm match…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm this match?' });
    await dialog.getByRole('button', { name: 'Confirm match' }).click();

    // the deadline, prominently: 10 federal business days from the decision
    const due = formatDate(ofacReportDueOn(new Date()));
    const deadline = page.getByRole('region', { name: `Report to OFAC by ${due} — 10 business days, 31 CFR 501.604` });
    await deadline.waitFor();
    expect(words(await deadline.getByRole('status').textContent() ?? '')).toMatch(/^(9|10) business days left$/);
    expect(await form.count()).toBe(0);
    expect(words(await page.getByRole('region', { name: 'Decision' }).innerText())).toContain('Decided by demo.admin');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'ofac-case-confirmed');
    await phone.goto(page.url());
    await phone.getByRole('region', { name: /^Report to OFAC by/ }).waitFor();
    await phoneShot(phone, 'ofac-case-confirmed');

    // the namesake: cleared as a false positive, no deadline
    await page.getByRole('link', { name: 'Back to OFAC Review Cases' }).click();
    await rowOf(page, 'Joakin Guzman Loera').getByRole('link').click();
    const clearing = page.getByRole('form', { name: 'Decide this case' });
    await clearing.getByRole('radio', { name: /Clear as a false positive/ }).check();
    await clearing.getByRole('textbox', { name: 'Reason' }).fill('Passport seen: born 1990 in El Paso; the listed person in 1954');
    await clearing.getByRole('button', { name: 'Clear case' }).click();
    await page.getByRole('region', { name: 'Decision' }).getByText('Passport seen: born 1990 in El Paso; the listed person in 1954').waitFor();
    expect(await page.getByRole('region', { name: /^Report to OFAC by/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to OFAC Review Cases' }).click();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'No open cases' }).waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await rowOf(page, 'Joakin Guzman Loera').waitFor();
    expect((await cellsOf(page, 'Joaquin Guzman Loera')).at(-1)).toBe(`Confirmed match Report by ${due}`);
    expect((await cellsOf(page, 'Joakin Guzman Loera')).at(-1)).toBe('Cleared: false positive');
  });

  it('a user without the Security administrator right has no Compliance entry and is told so at a case’s address', async () => {
    const { server, page } = session;
    const hit = await screen(page, LISTED);
    const caseId = await page.evaluate(async (inquiryId) => {
      const res = await fetch(`/api/compliance/ofac/inquiries/${inquiryId}/case`, { headers: { authorization: `Bearer ${sessionStorage.getItem('creditdesk.accessToken')}` } });
      return ((await res.json()) as { id: string }).id;
    }, hit.inquiryId);

    const user = await newPage(session.browser);
    await logIn(user, server.url, 'demo.user');
    expect(await nav(user).getByRole('button', { name: 'Compliance' }).count()).toBe(0);
    await user.goto(`${server.url}/compliance/ofac-cases/${caseId}`);
    await user.getByRole('heading', { level: 2, name: 'You are not allowed to open this page' }).waitFor();
    expect(await user.getByText(/decided by your company's compliance users: those holding the Security administrator right/).count()).toBe(1);
    expect(new URL(user.url()).pathname).toBe(`/compliance/ofac-cases/${caseId}`);
    expect(await axeViolations(user)).toEqual([]);
    await shot(user, 'ofac-case-not-allowed-1440');
    await user.context().close();
  });
});
