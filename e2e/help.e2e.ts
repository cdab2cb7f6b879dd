import { isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MLA_PRODUCT, REPORT_PRODUCTS } from '@creditdesk/contracts';
import { helpConsents } from '../apps/api/src/db/schema/index.js';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, phoneShot, productBrowserSession } from './support/product-report';
import { shot } from './support/shots';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Help at 1280 px and on a phone (390 px), without sideways scrolling there. */
async function shots(desktop: Page, phone: Page, name: string) {
  await desktopShot(desktop, name);
  await phone.goto(desktop.url());
  await heading(phone, 'Help');
  await phoneShot(phone, name);
}

describe.skipIf(skipIfNoBrowser())('Help in a browser', () => {
  const session = productBrowserSession('demo.user');

  it('tells a standard user how to order each product, what login messages mean, who the administrators are and how to reach support; the search narrows it', async () => {
    const { server, page, phone } = session;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help', exact: true }).click();
    await heading(page, 'Help');
    const contents = page.getByRole('navigation', { name: 'Help contents' });
    expect(await contents.getByRole('link').allTextContents()).toEqual(['Ordering reports', 'Login messages', "Your company's administrators", 'Contact support', 'Support consent']);

    // ordering: every product of the registry, each linking to its order page
    const ordering = section(page, 'Ordering reports');
    await ordering.getByRole('link', { name: `Order ${MLA_PRODUCT.name}`, exact: true }).waitFor();
    expect(await ordering.getByRole('link', { name: /^Order / }).count()).toBe(REPORT_PRODUCTS.length);
    // login messages in the login page's words, with what to do
    const login = section(page, 'Login messages');
    await login.getByRole('heading', { name: MESSAGES.login.invalidCredentials }).waitFor();
    await login.getByRole('heading', { name: 'Your access has been blocked' }).waitFor();
    // the administrators, from the data (a standard user may read them here)
    const admins = section(page, "Your company's administrators");
    await admins.getByRole('heading', { name: 'Dana Admin' }).waitFor();
    await admins.getByRole('link', { name: 'demo.admin@demolending.example' }).waitFor();
    expect(await admins.textContent()).not.toContain('Devon');
    // the support contact from the portal configuration
    const config = (await (await fetch(`${server.url}/api/portal/config`)).json()) as { supportEmail: string };
    await section(page, 'Contact support').getByRole('link', { name: config.supportEmail }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, phone, 'help');

    // the search narrows every section
    await page.getByRole('searchbox', { name: 'Search help' }).fill('locked');
    expect(await contents.getByRole('link').allTextContents()).toEqual(['Login messages']);
    await page.getByRole('heading', { name: MESSAGES.login.lockedOut }).waitFor();
    expect(await ordering.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search help' }).fill('no such topic here');
    await page.getByText('No help topic matches “no such topic here”.', { exact: false }).waitFor();
    await page.getByRole('searchbox', { name: 'Search help' }).fill('');

    // an order link opens the product's order page
    await ordering.getByRole('link', { name: `Order ${MLA_PRODUCT.name}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products/mla');
  });

  it('gives support consent, shows it after a reload, and withdraws it', async () => {
    const { server, page, phone } = session;
    await page.goto(`${server.url}/help#support-consent`);
    await heading(page, 'Help');
    const consent = section(page, 'Support consent');
    const status = consent.getByTestId('consent-status');
    await expect.poll(() => status.textContent()).toBe('You have not given support consent to act on your behalf.');

    await consent.getByRole('button', { name: 'Give support consent for 24 hours' }).click();
    await expect.poll(() => status.textContent()).toMatch(/^Support may act on your behalf until /);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await consent.scrollIntoViewIfNeeded();
    await shot(page, 'help-consent-given-1280');
    await phone.goto(`${server.url}/help`);
    await heading(phone, 'Help');
    await section(phone, 'Support consent').getByText(/^Support may act on your behalf until /).scrollIntoViewIfNeeded();
    await shot(phone, 'help-consent-given-390');

    // the server holds it: a reload shows it, and support could now open a session
    await page.reload();
    await heading(page, 'Help');
    await expect.poll(() => section(page, 'Support consent').getByTestId('consent-status').textContent()).toMatch(/^Support may act on your behalf until /);
    const held = await server.database.db.select().from(helpConsents).where(isNull(helpConsents.revokedAt));
    expect(held.length).toBe(1);

    await section(page, 'Support consent').getByRole('button', { name: 'Withdraw consent' }).click();
    await expect.poll(() => section(page, 'Support consent').getByTestId('consent-status').textContent()).toBe('You have not given support consent to act on your behalf.');
    await section(page, 'Support consent').getByRole('button', { name: 'Give support consent for 24 hours' }).waitFor();
  });
});
