import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT, MESSAGES, MLA_PRODUCT, MLA_STATUS_INFO, OFAC_RESULT_INFO, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { customers } from '../apps/api/src/db/schema/index.js';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, orderFormShown, runReport, startOrder, type Person } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

/** docs/products/mla.md: activeDuty, an active-duty soldier (the shared personas' MARCUS BELL). */
const MARCUS: Person = { first: 'Marcus', last: 'Bell', ssn: '123-45-1006', dob: '1992-01-17', line1: '56 Liberty Ln', city: 'Fayetteville', state: 'NC', zip: '28303' };

const NAME = MLA_PRODUCT.name;
const COVERED = MLA_STATUS_INFO['covered-member'];

describe.skipIf(skipIfNoBrowser())('the Military Lending Act check in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants MLA

  it('checks a consumer typed by hand (no address asked), reads the answer and the safe-harbour record on screen and in the PDF, opens it again from My Reports; a credit report runs it with the OFAC screen once the company turns them on', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES.compliance }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/mla');
    await orderFormShown(page);

    // the form: one consumer's name, SSN and date of birth; no address, no permissible purpose
    const applicant = page.getByRole('group', { name: 'Applicant' });
    expect(await applicant.getByLabel('Street address').count()).toBe(0);
    expect(await page.getByLabel('Permissible purpose').count()).toBe(0);
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('LOAN-77');
    await applicant.getByLabel('First name').fill(MARCUS.first);
    await applicant.getByLabel('Last name').fill(MARCUS.last);
    await applicant.getByLabel('Social Security number').fill(MARCUS.ssn);
    await applicant.getByLabel('Date of birth').fill(MARCUS.dob);
    await desktopShot(page, 'mla-form');
    expect(await axeViolations(page)).toEqual([]);

    await runReport(page);
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'MARCUS BELL' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(COVERED.label);
    await report.getByText(COVERED.text).waitFor();
    const record = report.getByRole('region', { name: 'Safe-harbour record, 32 CFR 232.5(b)' });
    expect(await record.locator('dt:text-is("Checked by") + dd').textContent()).toBe('demo.user');
    expect(await record.locator('dt:text-is("Records as of") + dd').textContent()).toBe('11-01-2026');
    const certificate = (await record.locator('dt:text-is("Certificate") + dd').textContent()) ?? '';
    expect(certificate).toMatch(/^MLA-[0-9A-F]{12}$/);
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'mla-report');

    // the PDF holds the answer and the record; the portal says it is downloaded in reports.md §8's words
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('mla_report.pdf');
    const text = words(pdf.text);
    for (const part of ['MARCUS BELL', COVERED.label, 'Checked by demo.user', certificate, 'SAFE-HARBOUR RECORD', 'Department of Defense, Defense Manpower', '32 CFR 232.5(b)']) expect(text).toContain(part);
    await page.getByText(MESSAGES.reports.mlaDownloaded, { exact: true }).waitFor();

    // My Reports lists it and opens it at its address again
    const address = page.url();
    await openFromMyReports(page, server.url, 'LOAN-77', /Marcus .*Bell/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'MARCUS BELL' }).waitFor();

    // on a phone: the form and the answer fit the screen
    await phone.goto(`${server.url}/products/mla`);
    await phone.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await phone.getByRole('menuitem', { name: /Angela Bell/ }).click();
    await phoneShot(phone, 'mla-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'MARCUS BELL' }).waitFor();
    await phoneShot(phone, 'mla-report');

    // the company turns the add-on checks on: a consumer credit report runs both, each a report of its own
    await server.database.db.update(customers).set({ addMlaToCreditReports: true, addOfacToCreditReports: true }).where(eq(customers.name, 'Demo Lending'));
    await startOrder(page, server.url, CCR_PRODUCT.name);
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), MARCUS);
    await runReport(page);
    const checks = page.getByRole('region', { name: 'Compliance checks run with this report' });
    const lines = checks.getByRole('listitem');
    await lines.first().getByText(COVERED.label, { exact: true }).waitFor();
    expect((await lines.allTextContents()).map(words)).toEqual([
      expect.stringMatching(new RegExp(`^${NAME} check.*Marcus Bell.*${COVERED.label}.*Open report$`)),
      expect.stringMatching(new RegExp(`^OFAC check.*Marcus Bell.*${OFAC_RESULT_INFO.clear.label}.*Open report$`)),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'mla-credit-report-checks');
    const creditReport = page.url();
    await phone.goto(creditReport);
    await phone.getByRole('region', { name: 'Compliance checks run with this report' }).waitFor();
    await phoneShot(phone, 'mla-credit-report-checks');

    await checks.getByRole('link', { name: /^Open report: the Military Lending Act check/ }).click();
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'MARCUS BELL' }).waitFor();
    expect(page.url()).not.toBe(creditReport);
    expect(page.url()).not.toBe(address);
  });
});
