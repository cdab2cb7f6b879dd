import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT, MLA_PRODUCT, OFAC_PRODUCT } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { THICK, fillPerson } from './support/orders';
import { desktopShot, phoneShot, productBrowserSession, shownReport } from './support/product-report';

/** Several products in one order (issue 33): a credit report, OFAC and the MLA check for Margaret Ellison, typed once. */
const PRODUCTS = [CCR_PRODUCT.name, OFAC_PRODUCT.name, MLA_PRODUCT.name];

describe.skipIf(skipIfNoBrowser())('several products in one order, in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending's "Credit Reports" group grants CCR, OFAC and MLA

  it('orders a credit report, OFAC and the MLA check in one form and opens each report from the one result page; on a phone too', async () => {
    const { server, page, phone } = session;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'Order several products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order several products' }).waitFor();
    const choice = page.getByRole('group', { name: 'Products' });
    for (const name of PRODUCTS) await choice.getByRole('checkbox', { name, exact: true }).check();
    await page.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByLabel('Customer reference number').fill('MULTI-1');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), THICK);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'multi-order-form');

    await page.getByRole('button', { name: 'Run Report' }).click();
    const list = page.getByRole('list', { name: 'Products ordered' });
    await list.waitFor();
    await page.getByText('3 of 3 products ordered for Margaret Ellison.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'multi-order-results');

    // each report opens at its own address from the one result page, and Back returns to it
    for (const name of PRODUCTS) {
      await list.getByRole('link', { name: `Open the ${name} report` }).click();
      await shownReport(page, name).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
      await page.goBack();
      await list.waitFor();
    }

    // on a phone: the sandbox's test consumer fills the applicant; the form and the results fit the screen
    await phone.goto(`${server.url}/products/several?products=acrov6,ofac,mla`);
    await phone.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await phone.getByRole('menuitem', { name: /Margaret Ellison/i }).first().click();
    await phone.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await phone.getByLabel('Account number').selectOption('100200300');
    await phoneShot(phone, 'multi-order-form');
    await phone.getByRole('button', { name: 'Run Report' }).click();
    // the credit report was ordered on the desktop a moment ago: offered first, pulled again with a reason (docs/careful-pulls.md)
    const prompt = phone.getByRole('alertdialog', { name: 'Already ordered recently' });
    await prompt.getByLabel('Reason for a new pull').fill('The test orders her again on a phone');
    await prompt.getByRole('button', { name: 'Order a new pull' }).click();
    await phone.getByRole('list', { name: 'Products ordered' }).waitFor();
    await phoneShot(phone, 'multi-order-results');
    expect(await axeViolations(phone)).toEqual([]);
  });
});
