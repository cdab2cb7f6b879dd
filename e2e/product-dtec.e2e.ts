import { describe, expect, it } from 'vitest';
import { DTEC_PRODUCT, DTEC_RISK_INFO, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, orderFormShown, type Person } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

/** docs/products/dtec.md: highRiskAddress, a private mailbox given with other SSNs and a VoIP phone. */
const COLLIER: Person = { first: 'Trent', last: 'Collier', ssn: '123-45-1302', dob: '1986-11-03', line1: '8817 Desert Bloom Pkwy Ste 110 PMB 412', city: 'Las Vegas', state: 'NV', zip: '89118' };
const COLLIER_PHONE = '702-555-0188';
/** His warnings, most severe first, as the contracts title them (DTEC_WARNINGS) with their codes. */
const COLLIER_WARNINGS = [
  { title: 'High-risk address', code: 'ADDRESS_HIGH_RISK' },
  { title: 'Address used with other SSNs', code: 'ADDRESS_SHARED_SSNS' },
  { title: 'Address not on file for the SSN', code: 'ADDRESS_NOT_ON_FILE' },
  { title: 'VoIP phone', code: 'PHONE_VOIP' },
];

const NAME = DTEC_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('DTEC in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants DTEC

  it('screens an application typed by hand with its phone, reads its warnings on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    const family = page.getByRole('region', { name: PRODUCT_FAMILIES['identity-fraud'] });
    await family.getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/dtec');
    await orderFormShown(page);

    // the form: one application, no permissible purpose, a US address, an optional phone checked as typed
    expect(await page.getByLabel('Permissible purpose').count()).toBe(0);
    expect(await page.getByRole('switch', { name: /co-applicant/i }).count()).toBe(0);
    const applicant = page.getByRole('group', { name: 'Applicant' });
    await applicant.getByLabel('Phone number').fill('702-555-018');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('Phone number must be 10 digits (dashes optional, grouped 3-3-4)').waitFor();
    await page.getByText('First name is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('APP-8812');
    await fillPerson(applicant, COLLIER);
    await applicant.getByLabel('Phone number').fill(COLLIER_PHONE);
    await desktopShot(page, 'dtec-form');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'TRENT COLLIER' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(DTEC_RISK_INFO.high.label);
    expect(await report.locator('dt:text-is("Phone") + dd').first().textContent()).toBe(COLLIER_PHONE);
    const findings = report.getByRole('region', { name: 'Key findings' }).getByRole('listitem');
    expect(await findings.count()).toBe(COLLIER_WARNINGS.length);
    for (const [i, warning] of COLLIER_WARNINGS.entries()) {
      await findings.nth(i).getByText(warning.title, { exact: true }).waitFor();
      await findings.nth(i).getByText(warning.code, { exact: true }).waitFor();
    }
    await findings.nth(1).getByText('3 other SSNs were given with this address in the last 90 days.').waitFor();
    await report.getByRole('region', { name: 'Address and phone screens' }).getByText('Commercial mail receiving agency (private mailbox)').waitFor();
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'dtec-report');

    // the PDF holds the consumer's name, the risk level and the same warnings
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('dtec_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('TRENT COLLIER');
    expect(text).toContain(`Risk: ${DTEC_RISK_INFO.high.label}.`);
    for (const warning of COLLIER_WARNINGS) {
      expect(text).toContain(warning.title);
      expect(text).toContain(warning.code);
    }
    expect(text).toContain('Mail drop'); // the address screen's type

    // My Reports lists it under DTEC and opens it at its address again
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await openFromMyReports(page, server.url, 'Collier', /Trent .*Collier/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'TRENT COLLIER' }).waitFor();
    expect(await shownReport(page, NAME).getByRole('region', { name: 'Key findings' }).getByRole('listitem').count()).toBe(COLLIER_WARNINGS.length);

    // on a phone: the form and the report fit the screen
    await phone.goto(`${server.url}/products/dtec`);
    await fillPerson(phone.getByRole('group', { name: 'Applicant' }), COLLIER);
    await phone.getByRole('group', { name: 'Applicant' }).getByLabel('Phone number').fill(COLLIER_PHONE);
    await phoneShot(phone, 'dtec-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'TRENT COLLIER' }).waitFor();
    await phoneShot(phone, 'dtec-report');
  });

  it('screens a consumer with a fraud alert from the test-consumer menu: the alert and the number to call, on screen and in the PDF', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products/dtec`);
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    const menu = page.getByRole('menu', { name: 'Sandbox test consumers' });
    expect(await menu.getByRole('menuitem').count()).toBe(8);
    await menu.getByRole('menuitem', { name: /Sofia Marquez/ }).click();
    expect(await page.getByLabel('Social Security number').inputValue()).toBe('123-45-1005');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'SOFIA MARQUEZ' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(DTEC_RISK_INFO.high.label);
    await report.getByRole('region', { name: 'Key findings' }).getByText('Fraud alert on file', { exact: true }).waitFor();
    const alerts = report.getByRole('region', { name: 'Alerts on file' });
    await alerts.getByText('Initial fraud alert', { exact: true }).waitFor();
    await alerts.getByText('Placed 08-17-2026 · expires 08-17-2027 · contact 520-555-0143').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'dtec-fraud-alert');
    await phone.goto(page.url());
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'SOFIA MARQUEZ' }).waitFor();
    await phoneShot(phone, 'dtec-fraud-alert');

    const text = words((await downloadPdf(page, downloads)).text);
    expect(text).toContain('SOFIA MARQUEZ');
    expect(text).toContain('Fraud alert on file');
    expect(text).toContain('FRAUD_ALERT');
    expect(text).toContain('520-555-0143');
  });
});
