import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, REPORT_PRODUCTS } from '@creditdesk/contracts';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { BANKRUPTCY, COAPPLICANT, THICK, fillPerson, runReport, startOrder } from './support/orders';
import { logIn } from './support/portal';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';
import { downloadsFolder, signedInPortal } from './support/signed-in';

const skip = skipIfNoBrowser();

/** What a report shows on screen, read back from the page. */
type OnScreen = { name: string; ssn: string; score: string; creditors: string[] };

/** The report on screen (the order form has folded away). */
const shownReport = (page: Page) => page.getByRole('article', { name: / report$/ });

/** The report in `scope` as a reader sees it: the subject's name and SSN, the score, the creditors. */
async function readReport(scope: Locator): Promise<OnScreen> {
  const name = (await scope.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  const ssn = (await scope.locator('dt:text-is("SSN") + dd').first().textContent())!.trim();
  const score = (await scope.getByTestId('score-value').textContent())!.trim();
  const grids = await scope.getByRole('list', { name: /: payment history, newest month first$/ }).evaluateAll((lists) =>
    lists.map((l) => l.getAttribute('aria-label')!.replace(/: payment history, newest month first$/, '')),
  );
  return { name, ssn, score, creditors: [...new Set(grids)] };
}

/** Downloads the PDF of the view shown and returns its file name and its text (pdftotext -layout). */
async function downloadPdf(page: Page, dir: string): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download .*PDF/ }).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { fileName: download.suggestedFilename(), text };
}

function expectPdfShows(text: string, report: OnScreen) {
  expect(text).toContain(report.name);
  expect(text).toContain(report.ssn);
  expect(text).toContain(report.score);
  expect(report.creditors.filter((creditor) => !text.includes(creditor))).toEqual([]);
}

/** Finds the report in My Reports by the consumer's name, then deletes it. */
async function findAndDelete(page: Page, baseUrl: string, consumerName: string, productName: string) {
  await page.goto(`${baseUrl}/my-reports`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(consumerName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === consumerName);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: consumerName, exact: true }) });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain(productName);

  await row.getByRole('button', { name: `Delete the report for ${consumerName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this report?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Messages' }).textContent()).toContain('Report has been successfully deleted.');
  await page.getByRole('heading', { name: 'No reports match your search' }).waitFor();
  expect(await page.getByRole('link', { name: consumerName, exact: true }).count()).toBe(0);
}

describe.skipIf(skip)('consumer reports in a browser', () => {
  const portal = signedInPortal('demo.admin');
  const downloads = downloadsFolder('creditdesk-pdf-');

  it('orders a Consumer Credit Report typed by hand, reads it, downloads its PDF, finds and deletes it', async () => {
    const { server, browser, page } = portal;
    await startOrder(page, server.url, 'Consumer Credit Report');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), THICK);
    await runReport(page);

    const report = await readReport(shownReport(page));
    expect(report.name).toBe('MARGARET ELLISON');
    expect(report.ssn).toBe('***-**-1001');
    expect(Number(report.score)).toBeGreaterThanOrEqual(760); // a thick, clean file scores about 800
    expect(report.creditors.length).toBeGreaterThanOrEqual(10);
    expect(await page.getByRole('tab').count()).toBe(0);

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('consumer_report_Margaret_Ellison.pdf'); // named as the order was typed
    expectPdfShows(pdf.text, report);

    // the report has its own address: a reload (or a bookmark) opens the same report from the stored copy
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await page.reload();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    expect(await readReport(shownReport(page))).toEqual(report);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Consumer Credit Report');

    // issue 33, applicant recall: another product for the same consumer, its form filled from the stored report
    // (the address names the report, never the SSN)
    await page.getByRole('button', { name: 'Order another product for this consumer' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'recall-menu-1280');
    await page.getByRole('menuitem', { name: 'Military Lending Act' }).click();
    await page.waitForURL((url) => url.pathname === '/products/mla' && url.searchParams.get('recall') === new URL(address).pathname.split('/').pop());
    expect(page.url()).not.toContain('1001');
    const recalled = page.getByRole('group', { name: 'Applicant' });
    await expect.poll(() => recalled.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(THICK.last);
    expect(await recalled.getByRole('textbox', { name: 'Social Security number' }).inputValue()).toMatch(/^\d{3}-\d{2}-1001$/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'recall-form-1280');
    await page.goto(address);
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    // a shared link opens only for those who may read it: a colleague who sees only their own reports is refused
    const colleague = await newPage(browser);
    await logIn(colleague, server.url, 'demo.user');
    await colleague.goto(address);
    await colleague.getByRole('heading', { level: 1, name: 'Report not available' }).waitFor();
    expect(await colleague.getByRole('article').count()).toBe(0);
    expect(pageErrors(colleague)).toEqual([]);
    await colleague.close();

    // My Reports opens it at its address, and comes back to the list
    await page.goto(`${server.url}/my-reports`);
    await page.getByRole('link', { name: 'Margaret Ellison', exact: true }).click();
    await page.waitForURL(address);
    await page.getByRole('heading', { level: 2, name: 'MARGARET ELLISON' }).waitFor();
    await page.getByRole('link', { name: 'Back to My Reports' }).click();
    await page.waitForURL(`${server.url}/my-reports`);

    await findAndDelete(page, server.url, 'Margaret Ellison', 'Consumer Credit Report'); // listed as ordered

    // deleted from My Reports: its address now says so
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Report not found' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'This report could not be found' }).waitFor();
  });

  it('lists the products by family; each opens its order page at its own address or says it is coming to the portal', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'Order Consumer Credit Report', exact: true }).waitFor();
    const families = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(families[0]).toBe(PRODUCT_FAMILIES['consumer-credit']);
    expect(families.filter((f) => !(Object.values(PRODUCT_FAMILIES) as string[]).includes(f))).toEqual([]);
    const consumer = page.getByRole('region', { name: PRODUCT_FAMILIES['consumer-credit'] });
    expect((await consumer.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 3)).toEqual(['Consumer Credit Report', 'OneView', 'OneView+']);

    // every product the company holds is either ordered at /products/<key>, or listed as coming (never a broken page)
    const cards = await page.getByRole('article').all();
    const coming: string[] = [];
    for (const card of cards) {
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
      // a TeleCheck list is read, not ordered: its card opens the list
      const list = card.getByRole('link', { name: `Open ${name}`, exact: true });
      if ((await list.count()) === 1) {
        expect(await list.getAttribute('href')).toMatch(/^\/telecheck\/collections-negatives\?type=/);
        continue;
      }
      const product = REPORT_PRODUCTS.find((p) => p.name === name)!;
      expect(product).toBeDefined();
      const order = card.getByRole('link', { name: `Order ${name}`, exact: true });
      if ((await order.count()) === 1) expect(await order.getAttribute('href')).toBe(`/products/${product.key}`);
      else {
        expect(await card.textContent()).toContain('Coming to the portal.');
        coming.push(product.key);
      }
    }
    for (const key of coming) {
      await page.goto(`${server.url}/products/${key}`);
      await page.getByText(/is coming to the portal: it cannot be ordered here yet/).waitFor();
      expect(await page.getByRole('form', { name: 'Order a report' }).count()).toBe(0);
    }

    // the former address of an order form leads to the order page
    await page.goto(`${server.url}/products?product=nal`);
    await page.getByRole('heading', { level: 1, name: 'OneView', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/nal');
  });

  it('orders a OneView for a test consumer picked from the sandbox menu', async () => {
    const { server, page } = portal;
    await startOrder(page, server.url, 'OneView');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menuitem', { name: /Tyler Okafor/ }).click();
    expect(await page.getByLabel('Social Security number').inputValue()).toBe('123-45-1002');
    await runReport(page);

    const report = await readReport(shownReport(page));
    expect(report).toMatchObject({ name: 'TYLER OKAFOR', ssn: '***-**-1002' });
    expect(Number(report.score)).toBeGreaterThanOrEqual(600);
    expect(report.creditors.length).toBeGreaterThanOrEqual(1);

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('consumer_report_nal.pdf');
    expectPdfShows(pdf.text, report);

    await findAndDelete(page, server.url, 'TYLER OKAFOR', 'OneView');
  });

  it('orders a OneView+ with its employment verification and alternative data', async () => {
    const { server, page } = portal;
    await startOrder(page, server.url, 'OneView+');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), BANKRUPTCY);
    await runReport(page);

    const main = shownReport(page);
    const report = await readReport(main);
    expect(report).toMatchObject({ name: 'KEVIN DOYLE', ssn: '***-**-1008' });
    expect(Number(report.score)).toBeLessThan(600);
    await main.getByRole('heading', { name: 'Employment verification' }).waitFor();
    await main.getByRole('heading', { name: 'Alternative data' }).waitFor();
    expect(await main.getByRole('region', { name: 'Public records', exact: true }).textContent()).toMatch(/Bankruptcy/i);

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('oneview_report.pdf');
    expectPdfShows(pdf.text, report);

    await findAndDelete(page, server.url, 'Kevin Doyle', 'OneView+');
  });

  it('shows an applicant and co-applicant as two views, each with only its own person', async () => {
    const { server, page } = portal;
    await startOrder(page, server.url, 'Consumer Credit Report');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menuitem', { name: /James Carter/ }).click();
    await page.getByRole('switch', { name: /Add a co-applicant/ }).check();
    await fillPerson(page.getByRole('group', { name: 'Co-Applicant' }), COAPPLICANT);
    await runReport(page);

    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Primary Applicant', 'Co-Applicant']);
    const panel = page.getByRole('tabpanel');

    const primary = await readReport(panel);
    expect(primary).toMatchObject({ name: 'JAMES CARTER', ssn: '***-**-1010' });
    const primaryText = (await panel.textContent())!;
    expect(primaryText).not.toContain('EMILY');
    expect(primaryText).not.toContain('***-**-1011');

    await page.getByRole('tab', { name: 'Co-Applicant' }).click();
    await panel.getByRole('heading', { level: 2, name: 'EMILY CARTER' }).waitFor();
    const co = await readReport(panel);
    expect(co).toMatchObject({ name: 'EMILY CARTER', ssn: '***-**-1011' });
    const coText = (await panel.textContent())!;
    expect(coText).not.toContain('JAMES');
    expect(coText).not.toContain('***-**-1010');

    const pdf = await downloadPdf(page, downloads);
    expectPdfShows(pdf.text, co);
    expect(pdf.text).not.toContain('***-**-1010');

    await findAndDelete(page, server.url, 'JAMES CARTER', 'Consumer Credit Report');
  });
});
