import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { pageErrors, skipIfNoBrowser } from './support/browser';
import { signedInPortal } from './support/signed-in';
import { expectHeading } from './support/sign-in';
import { shot } from './support/shots';

/** Each administration screen with what must be on it before axe looks (its data, not a skeleton). */
const SCREENS: { path: string; heading: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/users', heading: 'Users', ready: (p) => p.getByRole('button', { name: 'Actions for demo.user' }).waitFor() },
  { path: '/users/add', heading: 'Add User', ready: (p) => p.getByLabel(/^User type/).waitFor() },
  { path: '/users/edit?userName=demo.user', heading: 'Edit User', ready: (p) => p.getByLabel(/^First name/).waitFor() },
  { path: '/user-groups', heading: 'User Groups', ready: (p) => p.getByRole('link', { name: 'Credit Reports', exact: true }).first().waitFor() },
  { path: '/user-groups/add', heading: 'Add User Group', ready: (p) => p.getByRole('checkbox', { name: 'Consumer Credit Report' }).waitFor() },
  { path: '/user-groups/edit?groupName=Credit%20Reports', heading: 'Edit User Group', ready: (p) => p.getByText('demo.user').first().waitFor() },
  { path: '/account-numbers', heading: 'Account Numbers', ready: (p) => p.getByRole('button', { name: 'Delete account number 100200301' }).waitFor() },
  { path: '/account-numbers/add', heading: 'Add Account Number', ready: (p) => p.getByLabel(/^Account number/).first().waitFor() },
  { path: '/account-numbers/edit?memberNumber=100200300', heading: 'Edit Account Number', ready: (p) => p.getByText(/product configuration/).first().waitFor() },
  { path: '/product-configuration', heading: 'Product Configurations', ready: (p) => p.getByRole('button', { name: 'Delete product configuration Public records view' }).waitFor() },
  { path: '/product-configuration/add?memberNumber=100200300', heading: 'Add Product Configuration', ready: (p) => p.getByRole('option', { name: 'Automated Data View' }).waitFor({ state: 'attached' }) },
  { path: '/company', heading: 'Company Settings', ready: (p) => p.getByRole('region', { name: 'Re-certification' }).waitFor() },
  { path: '/subscription', heading: 'Features', ready: (p) => p.getByLabel('Storage enabled').waitFor() },
];

describe.skipIf(skipIfNoBrowser())('accessibility of the administration screens (axe)', () => {
  const portal = signedInPortal('demo.admin', { noPageErrors: false });

  it.each(SCREENS)('has no violations on $path', async ({ path, heading, ready }) => {
    const { server, page } = portal;
    await page.goto(`${server.url}${path}`);
    await expectHeading(page, heading);
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('has no violations with the users’ actions menu and a confirmation open', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/users`);
    await page.getByRole('button', { name: 'Actions for demo.user' }).click();
    await page.getByRole('menu').waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Re-certify' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('sorts the users by a column header, the order kept in the URL across a reload', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/users`);
    const email = page.getByRole('columnheader', { name: /^E-mail/ });
    await page.getByRole('button', { name: /^E-mail/ }).click();
    await page.getByRole('button', { name: /^E-mail/ }).click();
    await page.waitForURL(/[?&]sort=-email/);
    await page.reload();
    await expectHeading(page, 'Users');
    await page.getByRole('button', { name: 'Actions for demo.user' }).waitFor();
    expect(await email.getAttribute('aria-sort')).toBe('descending');
    const emails = await page.getByRole('row').locator('td:nth-child(4)').allTextContents();
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'users-sorted-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    // (on a phone the menu is a drawer, closed until opened: nothing to fold)
    // a phone shows a card a user, in the same order, with its Sort by saying it
    await page.getByRole('list', { name: 'Users' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('email.desc');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'users-sorted-390');
    if (await page.getByRole('button', { name: 'Open navigation' }).isVisible()) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
