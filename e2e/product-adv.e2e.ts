import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { BANKRUPTCY } from './support/orders';
import { logIn } from './support/portal';
import { downloadsFolder, signedInPortal } from './support/signed-in';
import { shot } from './support/shots';

/** Kevin Doyle's key findings (docs/products/adv.md, "bankruptcy and lien"): the sandbox's view as of 2026-11-01. */
const DOYLE_FINDINGS = ['Chapter 7 bankruptcy filed 03-26-2025, discharged 07-06-2025.', 'Open federal tax lien of $32,723 filed 10-12-2025 (Internal Revenue Service).'];

/**
 * With SHOTS_DIR set, full-page screenshots of `address` at the desktop width and at a phone's (390 px),
 * each in a fresh tab of that size (the portal lays itself out for the width it opens at); `prepare`
 * fills what the shot should show.
 */
async function shots(browser: Browser, baseUrl: string, address: string, name: string, prepare?: (page: Page) => Promise<void>) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'demo.user');
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await prepare?.(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await shot(page, `${name}-${width}`);
    await context.close();
  }
}

/** Fills the consumer as the documented persona Kevin Doyle (docs/products/adv.md). */
async function fillDoyle(page: Page) {
  const consumer = page.getByRole('group', { name: 'Consumer' });
  await consumer.getByLabel('First name').fill(BANKRUPTCY.first);
  await consumer.getByLabel('Last name').fill(BANKRUPTCY.last);
  await consumer.getByLabel('Social Security number').fill('123-45-1008');
  await consumer.getByLabel('Date of birth').fill(BANKRUPTCY.dob);
  await consumer.getByLabel('Street address').fill(BANKRUPTCY.line1);
  await consumer.getByLabel('City').fill(BANKRUPTCY.city);
  await consumer.getByLabel('State').selectOption(BANKRUPTCY.state);
  await consumer.getByLabel('ZIP code').fill(BANKRUPTCY.zip);
  await page.getByLabel('Customer reference number').fill('LOAN-ADV-1');
  await consumer.getByText('Sandbox test consumer: KEVIN DOYLE (fictitious data)').waitFor();
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe.skipIf(skipIfNoBrowser())('the Automated Data View in a browser', () => {
  const portal = signedInPortal('demo.user'); // Demo Lending's "Credit Reports" group grants ADV
  const downloads = downloadsFolder('creditdesk-adv-');

  it('orders a view of Kevin Doyle, reads his bankruptcy and lien, downloads the PDF and opens it again from My Reports', async () => {
    const { server, browser, page } = portal;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'Order Automated Data View', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Automated Data View', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/adv');

    // the company's one ADV configuration is chosen by itself; its account is the one billed
    const profile = page.getByLabel('Product configuration');
    await expect.poll(() => profile.inputValue()).toBe('Public records view');
    await page.getByText('Billed to account number 100200300.').waitFor();
    expect(await page.getByLabel('Permissible purpose').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // the consumer, typed as the documented persona
    await fillDoyle(page);
    await shots(browser, server.url, page.url(), 'adv-form', fillDoyle);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);

    // on screen: the consumer, the status and the key findings of the contracts
    const report = page.getByRole('article', { name: 'Automated Data View report' });
    await report.getByRole('heading', { level: 2, name: 'KEVIN DOYLE' }).waitFor();
    expect(await report.getByTestId('adv-status').textContent()).toBe('Derogatory records');
    const findings = squash((await report.getByRole('region', { name: 'Key findings' }).textContent())!);
    for (const finding of DOYLE_FINDINGS) expect(findings).toContain(finding);
    expect(await report.getByRole('table', { name: 'Liens' }).textContent()).toContain('Internal Revenue Service');
    expect(await page.getByText(/Reference:/).locator('..').textContent()).toContain('LOAN-ADV-1');
    expect(await axeViolations(page)).toEqual([]);
    await shots(browser, server.url, address, 'adv-report');

    // the PDF: the consumer's name and the same key findings
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('adv_report.pdf');
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const text = squash(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    expect(text).toContain('KEVIN DOYLE');
    for (const finding of DOYLE_FINDINGS) expect(text).toContain(finding);

    // My Reports lists it by the name searched and opens it again at its address
    await page.goto(`${server.url}/my-reports`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Kevin Doyle', exact: true }) });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Automated Data View');
    await row.getByRole('link', { name: 'Kevin Doyle', exact: true }).click();
    await page.waitForURL(address);
    await page.getByRole('heading', { level: 2, name: 'KEVIN DOYLE' }).waitFor();
    expect(squash((await page.getByRole('region', { name: 'Key findings' }).textContent())!)).toContain(DOYLE_FINDINGS[1]);
  });

  it('shows a no-hit view as such', async () => {
    const { server, browser, page } = portal;
    await page.goto(`${server.url}/products/adv`);
    await page.getByRole('button', { name: 'Use a test consumer for the Consumer' }).click();
    await page.getByRole('menuitem', { name: /Priya Raman/ }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'PRIYA RAMAN' }).waitFor();
    expect(await page.getByTestId('adv-status').textContent()).toBe('No record found');
    await page.getByText('No public-records identity was found for this consumer').waitFor();
    expect(await page.getByRole('region', { name: 'Summary' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shots(browser, server.url, page.url(), 'adv-no-hit');
  });
});
