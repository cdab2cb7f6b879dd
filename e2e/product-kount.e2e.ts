import { describe, expect, it } from 'vitest';
import { KOUNT_DECISION_INFO, KOUNT_PRODUCT, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = KOUNT_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('Kount Compliance in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants Kount Compliance

  it('matches a person typed by hand: the result at /kount/report with its own address, the PDF named after the person; a reload opens it at that address; a business passes; My Reports opens it again', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES.compliance }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/kount');

    await page.getByLabel('Account number').selectOption('100200300');
    const subject = page.getByRole('group', { name: 'Subject' });
    await subject.getByLabel('First name').fill('Joaquin');
    await subject.getByLabel('Last name').fill('Guzman Loera');
    await subject.getByLabel('Date of birth').fill('1954-12-25');
    await subject.getByLabel('Country').selectOption({ label: 'Mexico' });
    await desktopShot(page, 'kount-form');
    expect(await axeViolations(page)).toEqual([]);

    // after success the user goes to /kount/report (reports.md §3)
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/kount/report');
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(KOUNT_DECISION_INFO.review.label);
    const watchlist = report.getByRole('region', { name: 'Watchlist screened' });
    expect(await watchlist.locator('dt:text-is("Watchlist") + dd').textContent()).toBe('OFAC Specially Designated Nationals');
    const published = (await watchlist.locator('dt:text-is("SDN list published") + dd').textContent())!;
    expect(published).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const match = report.getByRole('table', { name: 'Watchlist matches' }).getByRole('row').nth(1);
    expect(words((await match.textContent())!)).toContain('GUZMAN LOERA, JoaquinEntry 6861 · Individual100 %Exact');
    const permalink = page.getByRole('note').getByRole('link');
    const address = (await permalink.getAttribute('href'))!;
    expect(address).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'kount-report');

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('AMLCompliance_report_Joaquin_Guzman_Loera.pdf');
    const text = words(pdf.text);
    expect(text).toContain(`Decision: ${KOUNT_DECISION_INFO.review.label}.`);
    expect(text).toContain('GUZMAN LOERA, Joaquin');
    expect(text).toContain(`Published ${published}`);

    // a reload: the report is no longer in memory, so it opens at its own address
    await page.reload();
    await page.waitForURL(`${server.url}${address}`);
    await shownReport(page, NAME).getByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' }).waitFor();

    // a business on no watchlist passes
    await page.goto(`${server.url}/products/kount`);
    await page.getByLabel('Account number').selectOption('100200300');
    await subject.getByRole('radio', { name: 'Business' }).check();
    await subject.getByLabel('Business name').fill('Maple Street Bakery LLC');
    await page.getByRole('button', { name: 'Run Report' }).click();
    const passed = shownReport(page, NAME);
    await passed.getByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/kount/report');
    expect(await passed.getByTestId('report-statement').textContent()).toBe(KOUNT_DECISION_INFO.pass.label);
    await passed.getByText('Business match', { exact: true }).waitFor();
    await passed.getByRole('region', { name: 'Watchlist matches' }).getByText('No candidate at or above 88 %.').waitFor();
    expect((await downloadPdf(page, downloads)).fileName).toBe('AMLCompliance_report_Maple_Street_Bakery_LLC.pdf');

    // My Reports lists the person's match under Kount Compliance and opens it at its address
    await openFromMyReports(page, server.url, 'Guzman', /Joaquin Guzman Loera/i, NAME);
    await page.waitForURL(`${server.url}${address}`);
    await shownReport(page, NAME).getByRole('table', { name: 'Watchlist matches' }).waitFor();

    // on a phone: the form and the report fit the screen
    await phone.goto(`${server.url}/products/kount`);
    await phone.getByRole('group', { name: 'Subject' }).getByLabel('First name').fill('Joaquin');
    await phone.getByRole('group', { name: 'Subject' }).getByLabel('Last name').fill('Guzman Loera');
    await phoneShot(phone, 'kount-form');
    await phone.goto(`${server.url}${address}`);
    await shownReport(phone, NAME).getByRole('list', { name: 'Watchlist matches' }).waitFor();
    await phoneShot(phone, 'kount-report');
  });
});
