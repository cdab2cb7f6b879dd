import { describe, expect, it } from 'vitest';
import { OFAC_CASE_STATUS_LABELS, OFAC_PRODUCT, OFAC_RESULT_INFO, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';
import { orderFormShown } from './support/orders';

const NAME = OFAC_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('OFAC in a browser', () => {
  // demo.admin holds every product and decides review cases (securityadmin)
  const session = productBrowserSession('demo.admin');

  it('screens a real SDN name from the test subjects: the hit, its review case, the list’s dates and the candidate on screen and in the PDF; a business typed by hand clears; both open again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES.compliance }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/ofac');
    await orderFormShown(page);

    // the form: no permissible purpose, a person or a business; the contract's words on the fields
    expect(await page.getByLabel('Permissible purpose').count()).toBe(0);
    const subject = page.getByRole('group', { name: 'Subject' });
    expect(await subject.getByRole('radio', { name: 'Person' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('KYC-OFAC-1');
    await page.getByRole('button', { name: 'Use a test subject for the Subject' }).click();
    const menu = page.getByRole('menu', { name: 'Test subjects' });
    expect(await menu.getByRole('menuitem').count()).toBe(7);
    await menu.getByRole('menuitem', { name: /Joaquin Guzman Loera/ }).click();
    await page.getByRole('dialog', { name: 'Test subjects' }).waitFor({ state: 'detached' }); // closed before the screenshot
    expect(await subject.getByLabel('Date of birth').inputValue()).toBe('1954-12-25');
    expect(await subject.getByLabel('Country').inputValue()).toBe('MX');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'ofac-form');

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(OFAC_RESULT_INFO.hit.label);

    // the review case the hit opened, and the way to it for a compliance user
    const reviewCase = report.getByRole('region', { name: 'Review case' });
    await reviewCase.getByText(OFAC_CASE_STATUS_LABELS.open).waitFor();
    expect(await reviewCase.getByRole('link', { name: 'Review the case' }).getAttribute('href')).toMatch(/^\/compliance\/ofac-cases\/[0-9a-f-]{36}$/);

    // the list screened on: its publish date and load time, and the threshold
    const list = report.getByRole('region', { name: 'SDN list screened' });
    const published = (await list.locator('dt:text-is("SDN list published") + dd').textContent())!;
    expect(published).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await list.locator('dt:text-is("SDN list loaded") + dd').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} [AP]M$/);
    expect(await list.locator('dt:text-is("Threshold") + dd').textContent()).toBe('88 %');
    const candidate = report.getByRole('table', { name: 'Candidates' }).getByRole('row').nth(1);
    expect(words((await candidate.textContent())!)).toContain('GUZMAN LOERA, JoaquinEntry 6861 · Individual100 %ExactSDNTK');
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'ofac-report');

    // the PDF holds the same result, list and candidate
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('ofac_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('Joaquin Guzman Loera');
    expect(text).toContain(`Result: ${OFAC_RESULT_INFO.hit.label}.`);
    expect(text).toContain(`Published ${published}`);
    expect(text).toContain('GUZMAN LOERA, Joaquin');
    expect(text).toContain('Entry 6861 · Individual');
    const hitAddress = page.url();
    expect(new URL(hitAddress).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);

    // a business typed by hand, on no list: a clear screen says so, and opens no case
    await page.getByRole('button', { name: 'New report' }).click();
    await page.getByRole('form', { name: 'Order a report' }).waitFor();
    await page.getByLabel('Account number').selectOption('100200300');
    await subject.getByRole('radio', { name: 'Business' }).check();
    await subject.getByLabel('Business name').fill('Maple Street Bakery LLC');
    await subject.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByRole('button', { name: 'Run Report' }).click();
    const clear = shownReport(page, NAME);
    await clear.getByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' }).waitFor();
    expect(await clear.getByTestId('report-statement').textContent()).toBe(OFAC_RESULT_INFO.clear.label);
    await clear.getByRole('region', { name: 'Candidates' }).getByText('No candidate at or above 88 %.').waitFor();
    expect(await clear.getByRole('region', { name: 'Review case' }).count()).toBe(0);
    expect(await clear.locator('dt:text-is("Country") + dd').first().textContent()).toBe('United States (US)');
    await desktopShot(page, 'ofac-clear');

    // My Reports lists the screen under OFAC and opens it at its address again, its case beside it
    await openFromMyReports(page, server.url, 'Guzman', /Joaquin Guzman Loera/i, NAME);
    await page.waitForURL(hitAddress);
    await shownReport(page, NAME).getByRole('region', { name: 'Review case' }).getByText(OFAC_CASE_STATUS_LABELS.open).waitFor();

    // on a phone: the form and the report fit the screen, the candidates as cards
    await phone.goto(`${server.url}/products/ofac`);
    await phone.getByRole('group', { name: 'Subject' }).getByLabel('First name').fill('Joaquin');
    await phone.getByRole('group', { name: 'Subject' }).getByLabel('Last name').fill('Guzman Loera');
    await phoneShot(phone, 'ofac-form');
    await phone.goto(hitAddress);
    await shownReport(phone, NAME).getByRole('list', { name: 'Candidates' }).waitFor();
    await shownReport(phone, NAME).getByRole('region', { name: 'Review case' }).getByText(OFAC_CASE_STATUS_LABELS.open).waitFor();
    await phoneShot(phone, 'ofac-report');
  });
});
