import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, TELECHECK_CODE_INFO, TELECHECK_PRODUCT } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { runReport } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = TELECHECK_PRODUCT.name;
const DECLINED = TELECHECK_CODE_INFO['04'];

describe.skipIf(skipIfNoBrowser())('TeleCheck in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants TLCK

  it('verifies a check typed by hand (a wrong routing number refused first), reads the decline on screen and in the PDF with the account masked, places the check for collection, opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES['check-verification'] }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/telecheck');

    const check = page.getByRole('group', { name: 'Check', exact: true });
    const writer = page.getByRole('group', { name: 'Check writer' });
    await page.getByLabel(/^Account number/).selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('SALE-4411');
    await check.getByLabel('Routing number').fill('021000022');
    await check.getByLabel('Checking account number').fill('4000040004');
    await check.getByLabel('Check number').fill('2210');
    await check.getByLabel('Amount').fill('480.00');
    await writer.getByLabel('First name').fill('Dwayne');
    await writer.getByLabel('Last name').fill('Price');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await check.getByText(/Routing number is not a valid ABA routing number/).waitFor();
    await check.getByLabel('Routing number').fill('021000021');
    await desktopShot(page, 'telecheck-form');
    expect(await axeViolations(page)).toEqual([]);

    await runReport(page);
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'DWAYNE PRICE' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(DECLINED.label);
    const verified = report.getByRole('region', { name: 'Check verified' });
    expect(await verified.locator('dt:text-is("Account") + dd').textContent()).toBe('****0004');
    expect(await report.textContent()).not.toContain('4000040004');

    // a declined check is placed for collection from its report
    const placement = report.getByRole('region', { name: 'Collections and negative items' });
    await placement.getByRole('button', { name: 'Place for collection' }).click();
    await page.getByRole('alertdialog', { name: 'Place this check for collection?' }).getByRole('button', { name: 'Place for collection' }).click();
    await placement.getByRole('status').getByText(/Placed as a collection placement on .* by demo.user/).waitFor();
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'telecheck-report');

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('telecheck_report.pdf');
    const text = words(pdf.text);
    for (const part of ['DWAYNE PRICE', DECLINED.label, '****0004', '021000021', '$480.00', 'Unpaid returned checks']) expect(text).toContain(part);
    expect(text).not.toContain('4000040004');

    const address = page.url();
    await openFromMyReports(page, server.url, 'SALE-4411', /Dwayne .*Price/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'DWAYNE PRICE' }).waitFor();

    // on a phone: the form and the answer fit the screen
    await phone.goto(`${server.url}/products/telecheck`);
    await phone.getByRole('button', { name: 'Use a test check for the Check' }).click();
    await phone.getByRole('menuitem', { name: /Kelly Morrow/ }).click();
    await phoneShot(phone, 'telecheck-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'DWAYNE PRICE' }).waitFor();
    await phoneShot(phone, 'telecheck-report');
  });
});
