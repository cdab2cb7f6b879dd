import { describe, expect, it } from 'vitest';
import { EIDC_MATCH_INFO, EIDC_VERDICT_INFO, EID_COMPARE_PRODUCT, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, type Person } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

/** docs/products/eidcompare.md: the file of DANIEL OKAFOR, given with another apartment and another phone. */
const OKAFOR: Person = { first: 'Daniel', last: 'Okafor', ssn: '123-45-1401', dob: '1979-09-30', line1: '1180 Birch St Apt 7', city: 'Columbus', state: 'OH', zip: '43215' };
const NAME = EID_COMPARE_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('eIDcompare in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending holds EIDC and its registration; its group grants it

  it('compares an identity typed by hand with the file: a match level per field on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES['identity-fraud'] }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/eidcompare');

    const applicant = page.getByRole('group', { name: 'Applicant' });
    await applicant.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('Email must be an address like name@example.com').waitFor();
    await page.getByLabel('Account number').selectOption('100200300');
    await fillPerson(applicant, OKAFOR);
    await applicant.getByLabel('Phone number').fill('614-555-0199');
    await applicant.getByLabel('Email').fill('dan.okafor@example.com');
    await applicant.getByLabel("Driver's licence number").fill('OK123456');
    await applicant.getByLabel('Licence issued in').selectOption('OH');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'eidcompare-form');

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'DANIEL OKAFOR' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(EIDC_VERDICT_INFO.review.label);
    const rows = report.getByRole('table', { name: 'Field by field' }).getByRole('row');
    const match = async (field: string) => words((await rows.filter({ has: page.getByRole('cell', { name: field, exact: true }) }).getByRole('cell').nth(1).textContent()) ?? '');
    expect(await match('Name')).toBe(EIDC_MATCH_INFO.exact.label);
    expect(await match('Address')).toBe(`${EIDC_MATCH_INFO.partial.label}Another apartment or unit`);
    expect(await match('Phone')).toBe(EIDC_MATCH_INFO['no-match'].label);
    expect(await match('Email')).toBe(EIDC_MATCH_INFO['not-on-file'].label);
    expect(await match("Driver's licence")).toBe(EIDC_MATCH_INFO.exact.label);
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'eidcompare-report');

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('eIDcompare_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('DANIEL OKAFOR');
    expect(text).toContain(`Verdict: ${EIDC_VERDICT_INFO.review.label}.`);
    for (const level of ['exact', 'partial', 'no-match', 'not-on-file'] as const) expect(text).toContain(EIDC_MATCH_INFO[level].label);
    expect(text).not.toContain('123451401');

    const address = page.url();
    await openFromMyReports(page, server.url, 'Okafor', /Daniel .*Okafor/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'DANIEL OKAFOR' }).waitFor();

    await phone.goto(`${server.url}/products/eidcompare`);
    await fillPerson(phone.getByRole('group', { name: 'Applicant' }), OKAFOR);
    await phoneShot(phone, 'eidcompare-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('heading', { level: 2, name: 'DANIEL OKAFOR' }).waitFor();
    await phoneShot(phone, 'eidcompare-report');
  });
});
