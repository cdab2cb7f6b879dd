import { describe, expect, it } from 'vitest';
import { AML_CONNECT_PRODUCT, AML_RISK_INFO, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = AML_CONNECT_PRODUCT.name;
/** docs/products/amlconnect.md: a former PEP of Venezuela's National Assembly, named in an article on corruption. */
const KRESGE_ARTICLE = 'Former legislator named in contract kickback inquiry';

describe.skipIf(skipIfNoBrowser())('AML Connect in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants AML Connect

  it('screens a documented former PEP with adverse media: high risk and why, each list with its date, on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('region', { name: PRODUCT_FAMILIES.compliance }).getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/amlconnect');

    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test subject for the Subject' }).click();
    const menu = page.getByRole('menu', { name: 'Test subjects' });
    expect(await menu.getByRole('menuitem').count()).toBe(6);
    await menu.getByRole('menuitem', { name: /Oswald Kresge/ }).click();
    await page.getByRole('dialog', { name: 'Test subjects' }).waitFor({ state: 'detached' }); // closed before the screenshot
    const subject = page.getByRole('group', { name: 'Subject' });
    expect(await subject.getByLabel('Country').inputValue()).toBe('VE');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'amlconnect-form');

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'Oswald Kresge' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(AML_RISK_INFO.high.label);
    expect(await report.getByRole('list', { name: 'Why' }).getByRole('listitem').allTextContents()).toEqual([
      'Politically exposed person: Member of the National Assembly, Venezuela.',
      '1 adverse media article: corruption.',
    ]);

    // each list with its date; the SDN list found nothing, the PEP list and the media did
    const lists = report.getByRole('region', { name: 'Lists screened' });
    const published = (await lists.locator('dt:text-is("SDN list published") + dd').textContent())!;
    expect(published).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await lists.locator('dt:text-is("PEP and media lists as of") + dd').textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await report.getByRole('region', { name: 'Sanctions: OFAC SDN list' }).getByText('No candidate at or above 88 %.').waitFor();
    const pep = report.getByRole('table', { name: 'Politically exposed persons' }).getByRole('row').nth(1);
    expect(words((await pep.textContent())!)).toBe('OSWALD KRESGEPolitically exposed personMember of the National Assembly—Venezuela01-05-201601-05-2021');
    await report.getByRole('table', { name: 'Adverse media' }).getByText(KRESGE_ARTICLE).waitFor();
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'amlconnect-report');

    // the PDF holds the same risk, lists and findings
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('AMLConnect_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('Oswald Kresge');
    expect(text).toContain(`Risk: ${AML_RISK_INFO.high.label}.`);
    expect(text).toContain(`published ${published}`);
    expect(text).toContain('OSWALD KRESGE');
    expect(text).toContain(KRESGE_ARTICLE);

    // My Reports lists it under AML Connect and opens it at its address again
    const address = page.url();
    await openFromMyReports(page, server.url, 'Kresge', /Oswald Kresge/i, NAME);
    await page.waitForURL(address);
    await shownReport(page, NAME).getByRole('table', { name: 'Adverse media' }).getByText(KRESGE_ARTICLE).waitFor();

    // on a phone: the form and the report fit the screen, each finding a card
    await phone.goto(`${server.url}/products/amlconnect`);
    await phone.getByRole('group', { name: 'Subject' }).getByRole('radio', { name: 'Business' }).check();
    await phone.getByRole('group', { name: 'Subject' }).getByLabel('Business name').fill('Maple Street Bakery LLC');
    await phoneShot(phone, 'amlconnect-form');
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('list', { name: 'Politically exposed persons' }).waitFor();
    await phoneShot(phone, 'amlconnect-report');
  });
});
