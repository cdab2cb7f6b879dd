import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, RECOVERY_NO_LOCATE, RECOVERY_REPORT_PRODUCT } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, orderFormShown, type Person } from './support/orders';
import { desktopShot, downloadPdf, findingsOn, openFromMyReports, phoneShot, productBrowserSession, shownReport as reportOf, words } from './support/product-report';

/** docs/products/recoveryreport.md: the skip, at the address the lender has from before the charge-off. */
const SKIP: Person = { first: 'Brittany', last: 'Cole', ssn: '123-45-1009', dob: '1990-03-28', line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'LA', zip: '71105' };
const CHARGE_OFF = '2024-03-15';

/** Her key findings for that charge-off, as the contracts word them from the sandbox's file (recoveryKeyFindings). */
const SKIP_FINDINGS = [
  'Moved twice since the charge-off on 03-15-2024: now at 457 RIDGE TER, DALLAS, TX 75201 since 12-14-2025.',
  '2 phone numbers first reported since the charge-off.',
];

const NAME = RECOVERY_REPORT_PRODUCT.name;
const shownReport = (page: Parameters<typeof reportOf>[0]) => reportOf(page, NAME);

describe.skipIf(skipIfNoBrowser())('the Recovery Report in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants RREP

  it('locates a skip for a charge-off: her moves on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    const family = page.getByRole('region', { name: PRODUCT_FAMILIES['consumer-credit'] });
    await family.getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/recoveryreport');
    await orderFormShown(page);

    // the form: the collection purpose only, one consumer, the charge-off date
    const purposes = await page.getByLabel('Permissible purpose').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(purposes).toEqual(['ACCOUNT_REVIEW']);
    expect(await page.getByRole('switch', { name: /co-applicant/i }).count()).toBe(0);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('Charge-off date is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Permissible purpose').selectOption('ACCOUNT_REVIEW');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('COLL-2024-0315');
    await page.getByLabel(/^Charge-off date/).fill(CHARGE_OFF);
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), SKIP);
    await desktopShot(page, 'recoveryreport-form');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page);
    await report.getByRole('heading', { level: 2, name: 'BRITTANY COLE' }).waitFor();
    expect(await report.getByTestId('subject-status').textContent()).toBe('Skip located');
    expect(await report.locator('dt:text-is("Charge-off date") + dd').textContent()).toBe('03-15-2024');
    expect(await findingsOn(report)).toEqual(SKIP_FINDINGS);
    expect(await report.getByRole('region', { name: 'Recovery score' }).getByTestId('score-value').textContent()).toBe('461');
    expect(await report.getByRole('table', { name: 'Addresses' }).getByText('New since charge-off').count()).toBe(2);
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'recoveryreport-report');

    // the PDF holds the consumer's name, the charge-off date and the same key findings
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('recovery_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('BRITTANY COLE');
    expect(text).toContain('Charge-off date 03-15-2024');
    for (const finding of SKIP_FINDINGS) expect(text).toContain(finding);

    // My Reports lists it under the Recovery Report and opens it at its address again
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await openFromMyReports(page, server.url, 'Cole', /Brittany .*Cole/i, NAME);
    await page.waitForURL(address);
    await shownReport(page).getByRole('heading', { level: 2, name: 'BRITTANY COLE' }).waitFor();
    expect(await findingsOn(shownReport(page))).toEqual(SKIP_FINDINGS);

    // on a phone: the form and the report fit the screen, records as cards
    await phone.goto(`${server.url}/products/recoveryreport`);
    await phone.getByLabel(/^Charge-off date/).fill(CHARGE_OFF);
    await fillPerson(phone.getByRole('group', { name: 'Applicant' }), SKIP);
    await phoneShot(phone, 'recoveryreport-form');
    await phone.goto(address);
    await shownReport(phone).getByRole('heading', { level: 2, name: 'BRITTANY COLE' }).waitFor();
    await shownReport(phone).getByRole('list', { name: 'Addresses' }).waitFor();
    await phoneShot(phone, 'recoveryreport-report');
  });

  it('orders a deceased consumer and a consumer without locate data from the test-consumer menu', async () => {
    const { server, page, downloads } = session;
    const order = async (who: RegExp) => {
      await page.goto(`${server.url}/products/recoveryreport`);
      await page.getByLabel('Permissible purpose').selectOption('ACCOUNT_REVIEW');
      await page.getByLabel('Account number').selectOption('100200300');
      await page.getByLabel(/^Charge-off date/).fill(CHARGE_OFF);
      await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
      await page.getByRole('menu', { name: 'Sandbox test consumers' }).getByRole('menuitem', { name: who }).click();
      await page.getByRole('button', { name: 'Run Report' }).click();
      await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    };

    await order(/Harold Jennings/);
    let report = shownReport(page);
    await report.getByRole('heading', { level: 2, name: 'HAROLD JENNINGS' }).waitFor();
    expect(await report.getByTestId('subject-status').textContent()).toBe('Reported deceased');
    expect((await findingsOn(report))[0]).toBe('Reported deceased on 01-02-2026.');
    await report.getByRole('region', { name: 'Recovery score' }).getByText('Not scored').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'recoveryreport-deceased');
    let text = words((await downloadPdf(page, downloads)).text);
    expect(text).toContain('HAROLD JENNINGS');
    expect(text).toContain('Reported deceased on 01-02-2026.');

    await order(/Priya Raman/);
    report = shownReport(page);
    await report.getByRole('heading', { level: 2, name: 'PRIYA RAMAN' }).waitFor();
    await report.getByText(RECOVERY_NO_LOCATE.title).waitFor();
    expect(await report.getByRole('region', { name: 'Addresses' }).count()).toBe(0);
    text = words((await downloadPdf(page, downloads)).text);
    expect(text).toContain('PRIYA RAMAN');
    expect(text).toContain(RECOVERY_NO_LOCATE.title);
  });
});
