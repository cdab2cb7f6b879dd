import { describe, expect, it } from 'vitest';
import { ID_REPORT_PRODUCT, ID_VERDICT_INFO, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, orderFormShown, type Person } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

/** docs/products/idreport.md: multipleIdentities, his identity matches and two other people use his SSN. */
const PIERCE: Person = { first: 'Raymond', last: 'Pierce', ssn: '123-45-1207', dob: '1979-05-23', line1: '2210 Fairview Ave', city: 'Baltimore', state: 'MD', zip: '21215' };
/** His key finding, as the sandbox words it (a risk indicator: title, severity, code and text). */
const PIERCE_FINDING = { title: 'Other identities use the SSN', severity: 'Medium', code: 'SSN_MULTIPLE_IDENTITIES', text: '2 other identities reported with this SSN since 04-11-2019.' };

const NAME = ID_REPORT_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('the ID Report in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants IDRT

  it('verifies an identity typed by hand, reads its key finding on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    const family = page.getByRole('region', { name: PRODUCT_FAMILIES['identity-fraud'] });
    await family.getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/idreport');
    await orderFormShown(page);

    // the form: one identity, no permissible purpose, a US address, the date of birth optional
    expect(await page.getByLabel('Permissible purpose').count()).toBe(0);
    expect(await page.getByRole('switch', { name: /co-applicant/i }).count()).toBe(0);
    expect(await page.getByLabel('Country').count()).toBe(0);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await page.getByText('Date of birth is required').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('LOAN-2231');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), PIERCE);
    await desktopShot(page, 'idreport-form');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'RAYMOND PIERCE' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(ID_VERDICT_INFO.review.label);
    expect(await report.locator('dt:text-is("SSN") + dd').first().textContent()).toBe('***-**-1207');
    const findings = report.getByRole('region', { name: 'Key findings' }).getByRole('listitem');
    expect(await findings.count()).toBe(1);
    for (const part of Object.values(PIERCE_FINDING)) await findings.getByText(part, { exact: true }).waitFor();
    const others = report.getByRole('table', { name: 'Other identities reported with this SSN' });
    expect(await others.getByRole('row').count()).toBe(1 + 2);
    expect(await others.textContent()).toContain('KEISHA L MORROW');
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'idreport-report');

    // the PDF holds the consumer's name, the verdict and the same key finding
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('id_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('RAYMOND PIERCE');
    expect(text).toContain(`Verdict: ${ID_VERDICT_INFO.review.label}.`);
    for (const part of Object.values(PIERCE_FINDING)) expect(text).toContain(part);

    // My Reports lists it under the ID Report and opens it at its address again
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await openFromMyReports(page, server.url, 'Pierce', /Raymond .*Pierce/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'RAYMOND PIERCE' }).waitFor();
    await shownReport(page, NAME).getByRole('region', { name: 'Key findings' }).getByText(PIERCE_FINDING.text).waitFor();

    // on a phone: the form and the report fit the screen
    await phone.goto(`${server.url}/products/idreport`);
    await fillPerson(phone.getByRole('group', { name: 'Applicant' }), PIERCE);
    await phoneShot(phone, 'idreport-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'RAYMOND PIERCE' }).waitFor();
    await phoneShot(phone, 'idreport-report');
  });

  it('verifies a never-issued SSN from the test-consumer menu: not verified, no record, on screen and in the PDF', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products/idreport`);
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    const menu = page.getByRole('menu', { name: 'Sandbox test consumers' });
    expect(await menu.getByRole('menuitem').count()).toBe(8);
    await menu.getByRole('menuitem', { name: /Victor Nash/ }).click();
    expect(await page.getByLabel('Social Security number').inputValue()).toBe('666-45-1204');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'VICTOR NASH' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(ID_VERDICT_INFO['not-verified'].label);
    const finding = report.getByRole('region', { name: 'Key findings' }).getByRole('listitem');
    await finding.getByText('SSN never issued', { exact: true }).waitFor();
    await finding.getByText('SSN_NEVER_ISSUED', { exact: true }).waitFor();
    await report.getByText('Never issued: area number 666 is never issued').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'idreport-never-issued');
    await phone.goto(page.url());
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'VICTOR NASH' }).waitFor();
    await phoneShot(phone, 'idreport-never-issued');

    const text = words((await downloadPdf(page, downloads)).text);
    expect(text).toContain('VICTOR NASH');
    expect(text).toContain(`Verdict: ${ID_VERDICT_INFO['not-verified'].label}.`);
    expect(text).toContain('SSN never issued');
    expect(text).toContain('SSN_NEVER_ISSUED');
  });
});
