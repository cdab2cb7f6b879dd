import { describe, expect, it } from 'vitest';
import { PERSONA_PRODUCT, PRODUCT_FAMILIES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { fillPerson, orderFormShown, type Person } from './support/orders';
import { desktopShot, downloadPdf, findingsOn, openFromMyReports, phoneShot, productBrowserSession, shownReport as reportOf, words } from './support/product-report';

/** docs/products/persona.md: the consumer with aliases, the Persona's own test consumer. */
const ALIASES: Person = { first: 'Catherine', last: 'Whitfield', ssn: '123-45-7301', dob: '1979-08-23', line1: '1520 Magnolia Ave', city: 'Savannah', state: 'GA', zip: '31401' };

/** Her key findings, as the contracts word them from the sandbox's file (personaKeyFindings). */
const ALIASES_FINDINGS = [
  'Current address: 1520 MAGNOLIA AVE, SAVANNAH, GA 31401, reported since 05-11-2019',
  'Current employer: HCA Healthcare, Registered Nurse, reported since 12-17-2020.',
  '4 aliases reported with this SSN: CATHERINE A DUBOIS; CATHERINE REYES; CATHERINE DUBOIS-REYES; KATE WHITFIELD.',
  'Commercial address on file (former): 6055 CEDAR TER STE 342, NEW ORLEANS, LA 70112.',
];

const NAME = PERSONA_PRODUCT.name;
const shownReport = (page: Parameters<typeof reportOf>[0]) => reportOf(page, NAME);

describe.skipIf(skipIfNoBrowser())('the Persona in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants EMPL

  it('orders a Persona for a consumer with aliases, reads its key findings on screen and in the PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products`);
    const family = page.getByRole('region', { name: PRODUCT_FAMILIES['identity-fraud'] });
    await family.getByRole('link', { name: `Order ${NAME}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/persona');
    await orderFormShown(page);

    // the form: the Persona's purposes only, one consumer, a US address
    const purposes = await page.getByLabel('Permissible purpose').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect([...purposes].sort()).toEqual([...PERSONA_PRODUCT.permissiblePurposes].sort());
    expect(await page.getByRole('switch', { name: /co-applicant/i }).count()).toBe(0);
    expect(await page.getByLabel('Country').count()).toBe(0);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Permissible purpose').selectOption('EMPLOYMENT');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('HIRE-2026-0142');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), ALIASES);
    await page.getByRole('group', { name: 'Applicant' }).getByLabel('Middle name').fill('Anne');
    await desktopShot(page, 'persona-form');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const report = shownReport(page);
    await report.getByRole('heading', { level: 2, name: 'CATHERINE ANNE WHITFIELD' }).waitFor();
    expect(await report.locator('dt:text-is("SSN") + dd').textContent()).toBe('***-**-7301');
    await report.getByText('4 aliases', { exact: true }).waitFor();
    const findings = await findingsOn(report);
    expect(findings).toHaveLength(ALIASES_FINDINGS.length);
    ALIASES_FINDINGS.forEach((finding, i) => expect(findings[i]).toContain(finding));
    expect(await report.getByRole('table', { name: 'Names and aliases' }).getByRole('row').count()).toBe(1 + 5);
    expect(await report.getByRole('table', { name: 'Employment history' }).textContent()).toContain('HCA Healthcare');
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'persona-report');

    // the PDF holds the consumer's name and the same key findings
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('persona_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('CATHERINE ANNE WHITFIELD');
    for (const finding of findings) expect(text).toContain(finding);

    // My Reports lists it under the Persona and opens it at its address again
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    await openFromMyReports(page, server.url, 'Whitfield', /Catherine .*Whitfield/i, NAME);
    await page.waitForURL(address);
    await shownReport(page).getByRole('heading', { level: 2, name: 'CATHERINE ANNE WHITFIELD' }).waitFor();
    expect(await findingsOn(shownReport(page))).toEqual(findings);

    // on a phone: the form and the report fit the screen
    await phone.goto(`${server.url}/products/persona`);
    await phone.getByLabel('Permissible purpose').selectOption('EMPLOYMENT');
    await fillPerson(phone.getByRole('group', { name: 'Applicant' }), ALIASES);
    await phoneShot(phone, 'persona-form');
    await phone.goto(address);
    await shownReport(phone).getByRole('heading', { level: 2, name: 'CATHERINE ANNE WHITFIELD' }).waitFor();
    await phoneShot(phone, 'persona-report');
  });

  it('orders a no-hit from the test-consumer menu: no file found, on screen and in the PDF', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products/persona`);
    await page.getByLabel('Permissible purpose').selectOption('WRITTEN_INSTRUCTIONS');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    const menu = page.getByRole('menu', { name: 'Sandbox test consumers' });
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.split(' SSN')[0])).toEqual([
      'Margaret Ellison',
      'Tyler Okafor',
      'Priya Raman',
      'Catherine Whitfield',
    ]);
    await menu.getByRole('menuitem', { name: /Priya Raman/ }).click();
    expect(await page.getByLabel('Social Security number').inputValue()).toBe('123-45-1003');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    const report = shownReport(page);
    await report.getByRole('heading', { level: 2, name: 'PRIYA RAMAN' }).waitFor();
    await report.getByText('No file found', { exact: true }).waitFor();
    await report.getByText('The bureau has no file for this consumer').waitFor();
    expect(await report.getByRole('region', { name: 'Key findings' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'persona-no-hit');
    await phone.goto(page.url());
    await shownReport(phone).getByText('The bureau has no file for this consumer').waitFor();
    await phoneShot(phone, 'persona-no-hit');

    const text = words((await downloadPdf(page, downloads)).text);
    expect(text).toContain('PRIYA RAMAN');
    expect(text).toContain('The bureau has no file for this consumer');
  });
});
