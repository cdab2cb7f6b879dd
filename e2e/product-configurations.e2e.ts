import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PRODUCT_CONFIGURATION_MESSAGES as M } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { BANKRUPTCY } from './support/orders';
import { signedInPortal } from './support/signed-in';
import { shot } from './support/shots';

/*
 * Product configurations (issue 17) in a browser: demo.admin adds an ADV configuration on account
 * number 100200300, edits it, finds it by search, sees the number's delete refusal name it, orders an
 * ADV view under it (its name is the order's profile), then deletes it.
 */
const NAME = 'E2E skip trace view';
const RENAMED = 'E2E skip trace profile';
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** With SHOTS_DIR set, the page at 390 px too (a fresh phone-sized tab). */
async function phoneShot(browser: Browser, address: string, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await logIn(phone, new URL(address).origin, 'demo.admin');
  await phone.goto(address);
  await phone.getByRole('heading', { level: 1 }).first().waitFor();
  await phone.waitForLoadState('networkidle');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, `${name}-390`);
  await context.close();
}

describe.skipIf(skipIfNoBrowser())('product configurations in a browser', () => {
  const portal = signedInPortal('demo.admin');

  it('adds, edits, finds, is named by the account number, orders an ADV view under it, and deletes it', async () => {
    const { server, page, browser } = portal;
    // the list, with the demo company's configurations
    await page.goto(`${server.url}/product-configuration`);
    await page.getByRole('heading', { level: 1, name: 'Product Configurations' }).waitFor();
    const table = page.getByRole('table', { name: 'Product configurations' });
    await table.getByRole('cell', { name: 'Public records view', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'product-configurations-1280');
    await phoneShot(browser, page.url(), 'product-configurations');

    // add: the account number, then the ADV among its products, then the name
    await page.getByRole('link', { name: 'Add product configuration' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Add Product Configuration' }).waitFor();
    await page.getByLabel(/^Account number/).selectOption('100200300');
    const product = page.getByLabel(/^Product/);
    await expect.poll(() => product.isEnabled()).toBe(true);
    await product.selectOption({ label: 'OneView+' });
    await page.getByRole('group', { name: 'Add-ons' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'product-configuration-add-1280');
    await phoneShot(browser, `${server.url}/product-configuration/add?memberNumber=100200300`, 'product-configuration-add');
    await product.selectOption({ label: 'Automated Data View' });
    await page.getByText(/has no options to set/).waitFor();
    await page.getByLabel(/^Configuration name/).fill(NAME);
    await page.getByRole('button', { name: 'Add product configuration' }).click();
    await page.getByText(M.created(NAME)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/product-configuration');

    // edit: the product stays, the name changes
    await page.getByRole('link', { name: `Edit product configuration ${NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Product Configuration' }).waitFor();
    const name = page.getByLabel(/^Configuration name/);
    await expect.poll(() => name.inputValue()).toBe(NAME);
    expect(await page.getByLabel(/^Product/).inputValue()).toBe('Automated Data View');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'product-configuration-edit-1280');
    await phoneShot(browser, page.url(), 'product-configuration-edit');
    await name.fill(RENAMED);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(M.updated(RENAMED)).waitFor();

    // search by part of the name
    await page.getByRole('searchbox', { name: 'Search' }).fill('skip trace');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(words(await table.getByRole('row').nth(1).textContent())).toContain(`${RENAMED}Automated Data View100200300`);

    // the account number's delete dialog names it and says it cannot be deleted, with no Delete (issue 33)
    await page.goto(`${server.url}/account-numbers`);
    await page.getByRole('button', { name: 'Delete account number 100200300' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This account number cannot be deleted' });
    await dialog.getByRole('link', { name: RENAMED }).waitFor();
    await dialog.getByText(MESSAGES.accountNumbers.inUse('100200300')).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // an ADV order under it: its name is the order's profile, its account number billed
    await page.goto(`${server.url}/products/adv`);
    const profile = page.getByLabel(/^Product configuration/);
    await profile.selectOption(RENAMED);
    await page.getByText('Billed to account number 100200300.').waitFor();
    const consumer = page.getByRole('group', { name: 'Consumer' });
    await consumer.getByLabel('First name').fill(BANKRUPTCY.first);
    await consumer.getByLabel('Last name').fill(BANKRUPTCY.last);
    await consumer.getByLabel('Social Security number').fill('123-45-1008');
    await consumer.getByLabel('City').fill(BANKRUPTCY.city);
    await consumer.getByLabel('State').selectOption(BANKRUPTCY.state);
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/consumers/reports/adv') && r.method() === 'POST'), page.getByRole('button', { name: 'Run Report' }).click()]);
    expect(request.postDataJSON().profileDetails.profileName).toBe(RENAMED);
    await page.getByRole('article', { name: 'Automated Data View report' }).getByRole('heading', { level: 2, name: 'KEVIN DOYLE' }).waitFor();
    expect(await page.getByText(/100200300/).count()).toBeGreaterThan(0);

    // delete it: the spec's message, and the list without it
    await page.goto(`${server.url}/product-configuration?q=skip%20trace`);
    await page.getByRole('button', { name: `Delete product configuration ${RENAMED}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this product configuration?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 Product Configuration has been successfully deleted.').waitFor();
    await page.getByRole('heading', { name: 'No product configurations match' }).waitFor();
  });
});
