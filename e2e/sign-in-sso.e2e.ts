import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIdp, startLoopbackIdp } from '../apps/api/src/modules/sso/loopback-idp.testing.js';
import { configureIdentityProvider } from '../apps/api/src/modules/sso/sso.repository.js';
import { newPage, skipIfNoBrowser } from './support/browser';
import { testPortal } from './support/signed-in';
import { shot } from './support/shots';
import { addUser, agreeToPrivacyPolicy, companyId, expectHeading } from './support/sign-in';

const skip = skipIfNoBrowser();

/*
 * Single sign-on round trip in a real browser: the portal (PKCE S256, state, nonce) → our
 * authorization endpoint → a real OpenID provider on loopback playing Second Bank's own sign-in →
 * our callback → back to /login?code&state → the portal's code exchange → the session.
 */
describe.skipIf(skip)('single sign-on in a browser', () => {
  const portal = testPortal({ ownAddress: true, env: { LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000', SSO_ALLOW_PRIVATE_ISSUERS: 'true' }, pageErrors: () => page });
  let idp: LoopbackIdp;
  let page: Page;

  beforeAll(async () => {
    idp = await startLoopbackIdp({ redirectUri: `${portal.base}/api/oauth2/callback` });
    const db = portal.server.database.db;
    const bank = await companyId(db, 'Second Bank');
    await configureIdentityProvider(
      db,
      bank,
      { identifier: 'second-bank', displayName: 'Second Bank Sign-In', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, userIdClaim: 'employee_id' },
      portal.server.app.ctx.cipher,
    );
    await addUser(db, { username: 'sso.user', customerId: bank, firstName: 'Sasha', lastName: 'Single', isSsoUser: true, corporateUserId: 'E-1001', passwordHash: null });
  });
  afterAll(async () => {
    await idp?.close();
  });

  const startSso = async () => {
    await page.goto(`${portal.base}/login`);
    await page.getByRole('button', { name: "Sign in with your company's single sign-on" }).click();
    await page.getByLabel('Company identifier').fill('Second-Bank');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Second Bank Sign-In', { exact: true }).waitFor();
  };

  it('signs in through the company provider and lands home with a clean URL', async () => {
    const { browser, base } = portal;
    page = await newPage(browser);
    idp.account = { sub: 'acme-sasha', employeeId: 'E-1001' };
    await startSso();
    await shot(page, 'signin-sso-step');
    const before = idp.interactions;
    await page.getByRole('button', { name: 'Continue to Second Bank Sign-In' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Sasha/);
    expect(page.url()).toBe(`${base}/`);
    expect(idp.interactions).toBe(before + 1);
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.sso.pending'))).toBeNull();
    expect(await page.getByRole('banner').getByText('Welcome, Sasha Single').isVisible()).toBe(true);
  });

  it('shows the error the authorization server sends back in an alert, and cleans the URL', async () => {
    const { browser } = portal;
    await page.context().close();
    page = await newPage(browser);
    idp.account = { sub: 'acme-stranger', employeeId: 'E-9999' }; // no portal user has this corporate id
    await startSso();
    await page.getByRole('button', { name: 'Continue to Second Bank Sign-In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Single sign-on did not complete' });
    await alert.waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.accessToken'))).toBeNull();
    await shot(page, 'signin-sso-error');
  });

  it('sends an unknown company identifier to the not-configured page', async () => {
    const { base } = portal;
    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await shot(page, 'signin-login');
    await page.getByRole('button', { name: "Sign in with your company's single sign-on" }).click();
    await page.getByLabel('Company identifier').fill('no-such-company');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectHeading(page, 'Single sign-on is not set up');
  });
});
