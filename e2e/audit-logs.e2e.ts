import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, AUDIT_MESSAGES, AUDIT_TABS, CCR_PRODUCT, PORTAL_CLIENT_ID, auditCsvFileName, type AuditTabSlug } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../apps/api/src/datasources/sandbox/personas.js';
import { consumerRequest } from '../apps/api/src/testing/consumer-requests.js';
import { axeViolations } from './support/axe';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, logIn } from './support/portal';
import { desktopShot, phoneShot, productBrowserSession } from './support/product-report';
import type { TestServer } from './support/server';

const TITLE = 'Audit Logs';
/** Waits for the page's heading; a page that never shows it is named by its address and first words (a CI flake: issue 29's note). */
const heading = (page: Page) =>
  page
    .getByRole('heading', { level: 1, name: TITLE, exact: true })
    .waitFor()
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)).catch(() => '?');
      throw new Error(`${TITLE} heading not shown at ${page.url()}; the page shows: ${shown}\n${String(error)}`);
    });
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const tabsOf = (page: Page) => page.getByRole('tablist', { name: 'Audit log tabs' });

/** The tab at 1280 px and on a phone (390 px), without sideways scrolling there (wide tables become cards). */
async function shots(desktop: Page, phone: Page, name: string) {
  await desktopShot(desktop, name);
  await phone.goto(desktop.url());
  await heading(phone);
  await phoneShot(phone, name);
}

/** A sign-in of demo.user through the API (a User Activity event); answers its access token. */
async function signIn(server: TestServer): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return (res.json() as { access_token: string }).access_token;
}

describe.skipIf(skipIfNoBrowser())('Audit Logs in a browser', () => {
  const session = productBrowserSession('demo.admin');

  // demo.user orders a consumer credit report through the API: Report History has something to show
  beforeAll(async () => {
    const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
    const res = await session.server.app.inject({ method: 'POST', url: `/api${CCR_PRODUCT.order.path}`, payload: consumerRequest(thick), headers: { authorization: `Bearer ${await signIn(session.server)}` } });
    expect(res.statusCode).toBe(200);
  });

  /** Downloads the tab's CSV with the filters shown: its name, the portal's message, its text. */
  async function downloadCsv(tab: AuditTabSlug): Promise<string> {
    const { page, downloads } = session;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(auditCsvFileName(tab));
    const file = path.join(downloads, `${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    await messages(page).getByText(AUDIT_MESSAGES.downloaded, { exact: true }).first().waitFor();
    return fs.readFileSync(file, 'utf8');
  }

  it('a security administrator opens each tab from the menu, filters, pages and downloads its CSV', async () => {
    const { server, page, phone } = session;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const manage = nav.getByRole('button', { name: 'Manage', exact: true });
    if ((await manage.getAttribute('aria-expanded')) === 'false') await manage.click();
    await nav.getByRole('link', { name: 'Audit Report History', exact: true }).click();
    await heading(page);
    expect(new URL(page.url()).pathname).toBe('/audit-report/report-history');
    expect(await tabsOf(page).getByRole('tab').allTextContents()).toEqual(AUDIT_TABS.map((t) => t.title));

    // Report History: demo.user's order, the consumer by name and SSN's last four
    const table = page.getByRole('table', { name: 'Report History' });
    const ordered = table.getByRole('row').filter({ hasText: 'demo.user' }).first();
    await ordered.waitFor();
    expect(await ordered.textContent()).toContain(CCR_PRODUCT.name);
    expect(await ordered.textContent()).toMatch(/\*\*\*-\*\*-1001/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, phone, 'audit-report-history');

    // filters go in the address; an end before the start is said on the spot and nothing is asked
    await page.getByLabel('From date').fill('12/31/2030');
    await page.getByLabel('To date').fill('01/01/2030');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The end date must not be before the start date').waitFor();
    expect(new URL(page.url()).searchParams.get('fromDate')).toBeNull();
    // a range in the future: nothing matches, the empty state offers to clear
    await page.getByLabel('To date').fill('12/31/2031');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('fromDate') === '12/31/2030' && url.searchParams.get('toDate') === '12/31/2031');
    await page.getByRole('heading', { name: 'Nothing matches these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('row').filter({ hasText: 'demo.user' }).first().waitFor();
    // the user filter and the product filter
    await page.getByLabel('User').fill('demo.user');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('userName') === 'demo.user');
    await table.getByRole('row').filter({ hasText: 'demo.user' }).first().waitFor();
    const csv = await downloadCsv('report-history');
    expect(csv.split(/\r?\n/)[0]).toContain(AUDIT_CSV_COLUMNS['report-history'][0]);
    expect(csv).toContain('demo.user');

    // User Activity: the logins; paging 10 a page, the page in the address
    await tabsOf(page).getByRole('tab', { name: 'User Activity' }).click();
    await page.waitForURL((url) => url.pathname === '/audit-report/user-activity');
    const activity = page.getByRole('table', { name: 'User Activity' });
    await activity.getByRole('row').filter({ hasText: 'demo.admin' }).first().waitFor();
    // enough sign-ins for a second page
    for (let i = 0; i < 10; i += 1) await signIn(server);
    await page.reload();
    await activity.getByRole('row').nth(10).waitFor();
    expect(await activity.getByRole('row').count()).toBe(11); // head + 10
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageNumber') === '2');
    await activity.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Event').click();
    await page.getByRole('option', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('event') === 'login' && url.searchParams.get('pageNumber') === null);
    await activity.getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, phone, 'audit-user-activity');
    expect(await downloadCsv('user-activity')).toContain('demo.admin');

    // the downloads tabs list the downloads just made
    await tabsOf(page).getByRole('tab', { name: 'Report Audit Downloads' }).click();
    await page.waitForURL((url) => url.pathname === '/audit-report/report-audit-downloads');
    await page.getByRole('table', { name: 'Report Audit Downloads' }).getByRole('row').filter({ hasText: 'Report History' }).first().waitFor();
    await shots(page, phone, 'audit-report-audit-downloads');
    await downloadCsv('report-audit-downloads');

    await tabsOf(page).getByRole('tab', { name: 'User Audit Downloads' }).click();
    await page.waitForURL((url) => url.pathname === '/audit-report/user-audit-downloads');
    await page.getByRole('table', { name: 'User Audit Downloads' }).getByRole('row').filter({ hasText: 'User Activity' }).first().waitFor();
    await downloadCsv('user-audit-downloads');

    // User Status Downloads: every user with status and rights
    await tabsOf(page).getByRole('tab', { name: 'User Status Downloads' }).click();
    await page.waitForURL((url) => url.pathname === '/audit-report/user-status-downloads');
    const status = page.getByRole('table', { name: 'User Status Downloads' });
    await status.getByRole('row').filter({ hasText: 'demo.user' }).first().waitFor();
    expect(await status.textContent()).not.toContain('other.admin'); // Second Bank's
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, phone, 'audit-user-status-downloads');
    const users = await downloadCsv('user-status-downloads');
    expect(users.split(/\r?\n/)[0]).toContain('User Name');
    expect(users).toContain('demo.user');
  });

  it('a standard user has no menu entry and is refused the address', async () => {
    const { server, browser } = session;
    const user = await newPage(browser);
    await logIn(user, server.url, 'demo.user');
    const nav = user.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Help', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Audit Report History' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Manage' }).count()).toBe(0);
    for (const slug of ['report-history', 'user-status-downloads']) {
      await user.goto(`${server.url}/audit-report/${slug}`);
      await user.waitForURL((url) => !url.pathname.startsWith('/audit-report'));
      expect(await user.getByRole('heading', { level: 1, name: TITLE }).count()).toBe(0);
    }
    expect(pageErrors(user)).toEqual([]);
  });
});
