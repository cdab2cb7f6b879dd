import { describe, expect, it } from 'vitest';
import { PMLT_PRODUCT, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = PMLT_PRODUCT.name;

describe.skipIf(skipIfNoBrowser())('PM Alerts in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending holds PMLT and its "Credit Reports" group grants it

  it('adds a consumer to the watch, sees their alerts, opens one, pulls the alerts report with its PDF and finds it in My Reports; fits a phone', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES['consumer-credit'] }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/pmalerts');

    // the demo's watched consumers are listed, masked
    const watched = page.getByRole('list', { name: 'Watched consumers' });
    await watched.getByText('VICTOR HALE').waitFor();
    expect(await watched.textContent()).toContain('***-**-1302');

    // add the documented shopper (docs/products/pmalerts.md): a new inquiry every 10 days
    const form = page.getByRole('form', { name: 'Add a consumer to the watch list' });
    await form.getByLabel('Account number').selectOption('100200300');
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Quinlan');
    await form.getByLabel('Social Security number').fill('123-45-1301');
    await form.getByLabel('Date of birth').fill('1984-02-11');
    await form.getByLabel('Street address').fill('12 Elm St');
    await form.getByLabel('City').fill('Peoria');
    await form.getByLabel('State').selectOption('IL');
    await form.getByLabel('ZIP code').fill('61602');
    await form.getByRole('button', { name: 'Add to watch list' }).click();
    await page.getByText('NORA QUINLAN has been added to the watch list.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // the watch list sorts by its Sort by, the order in the page's address (its own parameter beside the alerts' sort)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Consumer, descending' });
    await page.waitForURL(/[?&]watchSort=-consumerName/);
    const names = async () => (await watched.getByRole('listitem').allTextContents()).map((t) => t.split('***')[0]);
    await expect
      .poll(async () => {
        const shown = await names();
        return shown.join('|') === [...shown].sort((x, y) => y.localeCompare(x)).join('|');
      })
      .toBe(true);

    // her alerts only: new inquiries
    await watched.getByRole('listitem').filter({ hasText: 'NORA QUINLAN' }).getByRole('button', { name: 'Show alerts' }).click();
    const table = page.getByRole('table', { name: 'Alerts' });
    // the list first shows every consumer's alerts, then hers once the filtered page arrives
    await expect.poll(async () => words((await table.textContent()) ?? '')).toMatch(/New inquiry/);
    await expect.poll(async () => (await table.textContent()) ?? '').not.toContain('VICTOR HALE');
    await page.getByRole('status').filter({ hasText: /alerts? found for these criteria/ }).waitFor();
    await desktopShot(page, 'pmalerts-workspace');

    // one alert's facts
    await table.getByRole('button', { name: /open the New inquiry alert/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Inquirer').waitFor();
    expect(await dialog.textContent()).toContain('NORA QUINLAN');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'pmalerts-alert');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // the alerts report: stored, opened on its own page, downloaded as its PDF
    await page.getByRole('button', { name: 'Pull alerts report' }).click();
    const report = shownReport(page, NAME);
    await report.getByText(/alerts? found for these criteria/).waitFor();
    expect(await report.textContent()).toContain('NORA QUINLAN');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'pmalerts-report');
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('pmAlerts_report.pdf');
    expect(words(pdf.text)).toContain('NORA QUINLAN');
    expect(pdf.text).not.toContain('123451301');

    // My Reports names it and opens it again
    const address = page.url();
    await openFromMyReports(page, server.url, 'demo.user', /Alerts/, NAME);
    await page.waitForURL(address);

    // a phone: the page fits the screen
    await phone.goto(`${server.url}/products/pmalerts`);
    await phone.getByRole('list', { name: 'Watched consumers' }).getByText('VICTOR HALE').waitFor();
    // the alerts as cards, not a table scrolling sideways; an alert's facts and the report fit too
    const cards = phone.getByRole('list', { name: 'Alerts' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await phone.getByRole('table', { name: 'Alerts' }).count()).toBe(0);
    await phoneShot(phone, 'pmalerts-workspace');
    await cards.getByRole('button', { name: /open the .* alert/ }).first().click();
    await phone.getByRole('dialog').getByRole('term').first().waitFor();
    await phoneShot(phone, 'pmalerts-alert');
    await phone.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await phone.goto(address);
    await shownReport(phone, NAME).getByText(/alerts? found for these criteria/).waitFor();
    await phoneShot(phone, 'pmalerts-report');
  });
});
