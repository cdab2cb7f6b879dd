import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT, FIRST_SEARCH_PRODUCT, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { runReport } from './support/orders';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = FIRST_SEARCH_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('First Search in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants FSCH

  it('searches by name and address, reads the candidates on screen and in the PDF, opens it from My Reports, and a candidate opens the credit report’s form prefilled', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES['identity-fraud'] }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/firstsearch');

    // docs/products/firstsearch.md: the household, three files at one address
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('LOC-77');
    const criteria = page.getByRole('group', { name: 'Search criteria' });
    await criteria.getByLabel('First name').fill('Michael');
    await criteria.getByLabel('Last name').fill('Johnson');
    await criteria.getByLabel('Street address').fill('77 Maple Ave');
    await criteria.getByLabel('ZIP code').fill('62704');
    await desktopShot(page, 'firstsearch-form');
    expect(await axeViolations(page)).toEqual([]);

    await runReport(page);
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'MICHAEL JOHNSON' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe('3 candidates found');
    const cards = report.getByRole('listitem');
    expect(await cards.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))).toEqual(['Candidate 1: MICHAEL JOHNSON', 'Candidate 2: MICHAEL A JOHNSON JR', 'Candidate 3: MICHELLE JOHNSON']);
    expect(await cards.first().locator('dt:text-is("SSN") + dd').textContent()).toBe('***-**-2001');
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'firstsearch-report');

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('firstSearch_report.pdf');
    const text = words(pdf.text);
    for (const part of ['MICHAEL JOHNSON', '3 CANDIDATES FOUND', 'MICHAEL A JOHNSON JR', '***-**-2003', 'Matched on Name, Address']) expect(text).toContain(part);

    const address = page.url();
    await openFromMyReports(page, server.url, 'LOC-77', /Michael .*Johnson/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'MICHAEL JOHNSON' }).waitFor();

    // on a phone: the form and the candidates fit the screen
    await phone.goto(`${server.url}/products/firstsearch`);
    await phone.getByRole('group', { name: 'Search criteria' }).waitFor();
    await phoneShot(phone, 'firstsearch-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('listitem').first().waitFor();
    await phoneShot(phone, 'firstsearch-report');

    // a candidate picked: the credit report's form with the name and address filled in
    await shownReport(page, NAME).getByRole('link', { name: `Order a ${CCR_PRODUCT.name} for MICHELLE JOHNSON` }).click();
    await page.waitForURL(/\/products\/acrov6$/);
    const applicant = page.getByRole('group', { name: 'Applicant' });
    expect(await applicant.getByLabel('First name').inputValue()).toBe('Michelle');
    expect(await applicant.getByLabel('Street address').inputValue()).toBe('77 Maple Ave');
  });
});
