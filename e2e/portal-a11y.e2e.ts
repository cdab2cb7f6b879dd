import { describe, expect, it } from 'vitest';
import { newPage, skipIfNoBrowser } from './support/browser';
import { TAGLINE, logIn } from './support/portal';
import { testPortal } from './support/signed-in';
import { axeViolations } from './support/axe';

const violations = axeViolations;

describe.skipIf(skipIfNoBrowser())('accessibility of the portal shell (axe)', () => {
  const portal = testPortal({ pageErrors: false });

  it('has no violations on the landing, login and login-error pages', async () => {
    const { server, browser } = portal;
    const page = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${server.url}/login-error/company-inactive`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('has no violations on the logged-in home with the drawer open, collapsed and on a later page', async () => {
    const { server, browser } = portal;
    const page = await newPage(browser);
    await logIn(page, server.url, 'demo.admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Manage' }).click();
    await nav.getByRole('button', { name: 'Batch' }).click();
    expect(await violations(page)).toEqual([]);

    await nav.getByRole('button', { name: 'Close navigation' }).click();
    await page.mouse.move(900, 600); // away from the icons, so no tooltip is open
    await page.waitForTimeout(400); // the drawer's width transition
    expect(await violations(page)).toEqual([]);

    await page.goto(`${server.url}/company`);
    await page.getByRole('heading', { level: 1, name: 'Company Settings' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
