import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newPage, skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, expectHeading } from './support/sign-in';
import { testPortal } from './support/signed-in';
import { forgetFactor } from './support/step-up';

/*
 * Passkeys in a real Chromium with its virtual authenticator (DevTools protocol WebAuthn domain: a
 * platform authenticator with resident keys and user verification). The portal's address is
 * http://localhost:<port>: a passkey's RP ID is a host name, never an IP address.
 */
describe.skipIf(skipIfNoBrowser())('passkeys in the browser', () => {
  const portal = testPortal({ ownAddress: true, env: (base) => ({ PUBLIC_URL: base.replace('127.0.0.1', 'localhost') }), pageErrors: () => page });
  let page: Page;
  let base: string;

  /** Each width the screen is looked at: axe clean at both, a screenshot of each. */
  async function look(name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
      await shot(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  beforeAll(async () => {
    base = portal.base.replace('127.0.0.1', 'localhost');
    page = await newPage(portal.browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });

  it('adds a passkey in My Profile, signs out, and signs in with the passkey alone', async () => {
    await logIn(page, base, 'demo.user');
    await page.goto(`${base}/profile`);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByLabel('Passkey name').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByRole('status').filter({ hasText: 'Passkey added' }).waitFor();
    await section.getByText(/Added .* never used/).waitFor();
    await look('passkeys-profile');

    await page.getByRole('button', { name: /Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Log in now' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await look('passkeys-login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Devon/);

    await page.goto(`${base}/profile`);
    await page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/).waitFor();
  });

  it('counts the passkey sign-in as a fresh factor, and answers the step-up dialog with the passkey later', async () => {
    // support consent is a step-up act (docs/security.md): right after the passkey sign-in it goes through, no dialog
    await page.goto(`${base}/help#support-consent`);
    const consent = page.getByRole('region', { name: 'Support consent', exact: true });
    const status = consent.getByTestId('consent-status');
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await consent.getByRole('button', { name: 'Give support consent for 24 hours' }).click();
    await expect.poll(() => status.textContent()).toMatch(/^Support may act on your behalf until /);
    expect(await dialog.count()).toBe(0);
    await consent.getByRole('button', { name: 'Withdraw consent' }).click();
    await consent.getByRole('button', { name: 'Give support consent for 24 hours' }).waitFor();

    // minutes later (the factor forgotten): the dialog asks, the passkey answers, the consent is given
    await forgetFactor(portal.server.database.db, 'demo.user');
    await consent.getByRole('button', { name: 'Give support consent for 24 hours' }).click();
    await dialog.getByRole('button', { name: 'Use my passkey' }).waitFor();
    await look('passkeys-step-up');
    await dialog.getByRole('button', { name: 'Use my passkey' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => status.textContent()).toMatch(/^Support may act on your behalf until /);
  });

  it("shows the company's passkey rule and who holds one in Company Settings", async () => {
    const admin = await newPage(portal.browser);
    page = admin;
    await logIn(page, base, 'demo.admin');
    await page.goto(`${base}/company`);
    await page.getByRole('radio', { name: /^Optional/ }).waitFor();
    await page.getByRole('list', { name: 'Users with a passkey' }).getByText('Devon User (demo.user)').waitFor();
    await look('passkeys-company');
  });
});
