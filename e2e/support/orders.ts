import type { Locator, Page } from 'playwright-core';

/** Sandbox personas (docs/sandbox-personas.md): fictitious consumers with fixed files. */
export type Person = { first: string; last: string; ssn: string; dob: string; line1: string; city: string; state: string; zip: string };
export const THICK: Person = { first: 'Margaret', last: 'Ellison', ssn: '123-45-1001', dob: '1966-04-12', line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' };
export const BANKRUPTCY: Person = { first: 'Kevin', last: 'Doyle', ssn: '123451008', dob: '1976-12-02', line1: '1945 Riverside Dr', city: 'Macon', state: 'GA', zip: '31201' };
export const COAPPLICANT: Person = { first: 'Emily', last: 'Carter', ssn: '123-45-1011', dob: '1985-10-19', line1: '918 Willow Creek Way', city: 'Plano', state: 'TX', zip: '75024' };

export async function fillPerson(section: Locator, p: Person) {
  await section.getByLabel('First name').fill(p.first);
  await section.getByLabel('Last name').fill(p.last);
  await section.getByLabel('Social Security number').fill(p.ssn);
  await section.getByLabel('Date of birth').fill(p.dob);
  await section.getByLabel('Street address').fill(p.line1);
  await section.getByLabel('City').fill(p.city);
  await section.getByLabel('State').selectOption(p.state);
  await section.getByLabel('ZIP code').fill(p.zip);
}

/** Opens a product's order form from /products and chooses the purpose and account number. */
export async function startOrder(page: Page, baseUrl: string, productName: string, accountNumber = '100200300') {
  await page.goto(`${baseUrl}/products`);
  await page.getByRole('link', { name: `Order ${productName}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: productName, exact: true }).waitFor();
  await page.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
  await page.getByLabel('Account number').selectOption(accountNumber);
}

/**
 * Waits for a product's order form: its page's heading shows before the form, whose chunk loads on
 * first use (issue 12), so what a test reads of the form at once (its options, a field it must not
 * have) is read only after the form's Run Report button is there.
 */
export async function orderFormShown(page: Page) {
  await page.getByRole('button', { name: 'Run Report' }).waitFor();
}

/**
 * Runs the order and waits for the report (its PDF button). A consumer this portal's company ordered
 * within its reuse window (docs/careful-pulls.md) is offered instead: the tests that order a test
 * persona again confirm the new pull with a reason, as a user does.
 */
export async function runReport(page: Page) {
  await page.getByRole('button', { name: 'Run Report' }).click();
  const pdf = page.getByRole('button', { name: /Download .*PDF/ });
  const prompt = page.getByRole('alertdialog', { name: 'Already ordered recently' });
  await pdf.or(prompt).first().waitFor();
  if (await prompt.isVisible()) {
    await prompt.getByLabel('Reason for a new pull').fill('The test orders this persona again');
    await prompt.getByRole('button', { name: 'Order a new pull' }).click();
    await pdf.waitFor();
  }
}
