import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CONTENT, type LoginErrorPage } from '@creditdesk/contracts';
import { configureIdentityProvider } from '../apps/api/src/modules/sso/sso.repository.js';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, submitLogin } from './support/portal';
import { testPortal } from './support/signed-in';
import { addCompany, addUser, agreeToPrivacyPolicy, companyId, daysAgo, expectHeading } from './support/sign-in';

const skip = skipIfNoBrowser();

/** The page of a login outcome: its title, what happened, what to do (docs/login-outcomes.md), and a phrase of the docs' advice. */
async function expectOutcomePage(page: Page, base: string, name: LoginErrorPage, advice: string | RegExp) {
  await page.waitForURL(`${base}/login-error/${name}`);
  const content = LOGIN_ERROR_CONTENT[name];
  await expectHeading(page, content.title);
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).toContain(content.body);
  expect(text).toContain(content.next);
  expect(text).toMatch(advice);
  return text;
}

/*
 * Every /login-error page reached from the state that produces it (docs/login-outcomes.md): the
 * state is set in the database, the user logs in through the login page, the page's text is checked.
 */
describe.skipIf(skip)('login outcome pages from real state', () => {
  const portal = testPortal({ env: { LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' }, pageErrors: false });
  let page: Page;

  const logInAs = async (userName: string) => {
    await page.goto(`${portal.server.url}/login`);
    await submitLogin(page, userName, DEMO_PASSWORD);
  };

  beforeAll(async () => {
    page = await newPage(portal.browser);
    const db = portal.server.database.db;
    const demo = await companyId(db, 'Demo Lending');
    const bank = await companyId(db, 'Second Bank');
    await addUser(db, { username: 'e2e.blocked', customerId: demo, status: 'blocked', blockedReason: 'Compliance review pending' });
    await addUser(db, { username: 'e2e.inactive', customerId: demo, status: 'inactive' });
    await addUser(db, { username: 'e2e.revoked', customerId: demo, status: 'revoked' });
    await addUser(db, { username: 'e2e.requested', customerId: demo, status: 'requested' });
    await addUser(db, { username: 'e2e.user-network', customerId: demo, allowedIpRanges: ['192.0.2.0/24'] });
    // 127.0.0.1 is outside the company's ranges
    const networked = await addCompany(db, { name: 'Office Only Bank', allowedIpRanges: ['10.0.0.0/8', '2001:db8::/32'] });
    await addUser(db, { username: 'e2e.location', customerId: networked });
    const recertifying = await addCompany(db, { name: 'Recertifying Bank', recertificationDays: 30 });
    await addUser(db, { username: 'e2e.recert', customerId: recertifying, createdAt: daysAgo(60) });
    const closed = await addCompany(db, { name: 'Closed Bank', status: 'inactive' });
    await addUser(db, { username: 'e2e.company-off', customerId: closed });
    // Second Bank signs in with its own provider; Demo Lending has none
    await configureIdentityProvider(db, bank, { identifier: 'second-bank', displayName: 'Second Bank Sign-In', issuer: 'https://idp.second-bank.example', clientId: 'creditdesk' }, portal.server.app.ctx.cipher);
    await addUser(db, { username: 'e2e.sso-configured', customerId: bank, isSsoUser: true, corporateUserId: 'E-7' });
    await addUser(db, { username: 'e2e.sso-missing', customerId: demo, isSsoUser: true, corporateUserId: 'E-8' });
    const ageing = await addCompany(db, { name: 'Ageing Passwords Bank', passwordMaxAgeDays: 90 });
    await addUser(db, { username: 'e2e.expiring', customerId: ageing, firstName: 'Wren', passwordChangedAt: daysAgo(80) });
  });
  afterEach(() => expect(pageErrors(page)).toEqual([]));

  it('blocked (1003) shows the reason', async () => {
    const { server } = portal;
    await logInAs('e2e.blocked');
    const text = await expectOutcomePage(page, server.url, 'blocked', 'about the reason shown above');
    expect(text).toContain('Reason: Compliance review pending');
  });

  it('location (1002: outside the company networks; 1004: outside the user networks)', async () => {
    const { server } = portal;
    await logInAs('e2e.location');
    await expectOutcomePage(page, server.url, 'location', "office network or your company's VPN");
    await logInAs('e2e.user-network');
    await expectOutcomePage(page, server.url, 'location', 'ask your company administrator to allow this network');
  });

  it('recertification (1006)', async () => {
    const { server } = portal;
    await logInAs('e2e.recert');
    await expectOutcomePage(page, server.url, 'recertification', 'Ask your company administrator to re-certify your account');
  });

  it('company-inactive (1010)', async () => {
    const { server } = portal;
    await logInAs('e2e.company-off');
    const text = await expectOutcomePage(page, server.url, 'company-inactive', "account manager at Creditdesk");
    expect(text).toContain('Creditdesk support:');
  });

  it('user-inactive (1009), user-revoked (1008), requested-access (1013)', async () => {
    const { server } = portal;
    await logInAs('e2e.inactive');
    await expectOutcomePage(page, server.url, 'user-inactive', 'reactivate your account');
    await logInAs('e2e.revoked');
    await expectOutcomePage(page, server.url, 'user-revoked', 'contact your company administrator');
    await logInAs('e2e.requested');
    await expectOutcomePage(page, server.url, 'requested-access', 'Wait for your company administrator to grant access');
  });

  it('sso-configured (1014) offers single sign-on; sso-not-configured (1015) says to contact the administrator', async () => {
    const { server } = portal;
    await logInAs('e2e.sso-configured');
    await expectOutcomePage(page, server.url, 'sso-configured', 'sign in with your company account');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Company identifier').waitFor();
    await logInAs('e2e.sso-missing');
    await expectOutcomePage(page, server.url, 'sso-not-configured', 'single sign-on must be set up for your company');
  });

  it('warning (2001): the password expires soon, and Continue opens the portal', async () => {
    const { server } = portal;
    await logInAs('e2e.expiring');
    await expectOutcomePage(page, server.url, 'warning', 'Change your password now in My Profile');
    await page.getByRole('link', { name: 'Continue to Creditdesk' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Wren/);
  });
});

describe.skipIf(skip)('too many login attempts from one address (1012)', () => {
  const portal = testPortal({ env: { LOGIN_IP_ATTEMPTS_PER_MINUTE: '2' }, pageErrors: false });

  it('user-retry after the per-minute limit, whatever the password', async () => {
    const { server, browser } = portal;
    const page = await newPage(browser);
    await page.goto(`${server.url}/login`);
    for (const attempt of [1, 2]) {
      await submitLogin(page, 'demo.user', `wrong-${attempt}`);
      await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
      await page.getByRole('button', { name: 'Log In', exact: true }).and(page.locator(':enabled')).waitFor();
    }
    await submitLogin(page, 'demo.user', DEMO_PASSWORD);
    await expectOutcomePage(page, server.url, 'user-retry', 'Wait a minute, then try again');
    expect(pageErrors(page)).toEqual([]);
  });
});
