import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, logIn, submitLogin } from './support/portal';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, codeIn, expectHeading } from './support/sign-in';
import { testPortal } from './support/signed-in';

const skip = skipIfNoBrowser();

const FIRST = 'quiet harbour lantern morning';
const SECOND = 'violet canyon rivers singing';
const RESET = 'amber meadow whistle kettle';

/** Fills and sends the My Profile change-password form. */
async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

const messageArea = (page: Page) => page.getByRole('region', { name: 'Messages' });

describe.skipIf(skip)('passwords in a browser', () => {
  const portal = testPortal({ mail: true, pageErrors: () => page });
  let page: Page;

  it('My Profile: a reused password is refused (3009), a new one accepted', async () => {
    page = await newPage(portal.browser);
    await logIn(page, portal.server.url, 'demo.user');
    await page.getByRole('button', { name: /Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expectHeading(page, 'My Profile');
    const details = await page.getByRole('region', { name: 'Your details' }).textContent();
    expect(details).toContain('demo.user@demolending.example');
    expect(details).toContain('Demo Lending');

    await changePassword(page, DEMO_PASSWORD, FIRST);
    await messageArea(page).getByText('Password changed successfully').waitFor();

    await changePassword(page, FIRST, FIRST); // the current password again
    await messageArea(page)
      .getByText('Please enter a new password. Our records show that you have used this password previously.')
      .waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shot(page, 'signin-profile-reused');

    await changePassword(page, FIRST, SECOND);
    await messageArea(page).getByText('Password changed successfully').waitFor();
    await shot(page, 'signin-profile-changed');

    await page.getByRole('button', { name: /Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.goto(`${portal.server.url}/login`);
    await submitLogin(page, 'demo.user', SECOND);
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Devon/);
  });

  it('forgot password: the e-mailed code and a new password, then a login with it', async () => {
    await page.context().close();
    page = await newPage(portal.browser);
    await page.goto(`${portal.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectHeading(page, 'Reset Your Password');
    const before = portal.smtp.messages.length;
    await page.getByLabel('User ID').fill('demo.admin');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the e-mail').waitFor();
    const mail = await portal.smtp.waitFor((m) => portal.smtp.messages.indexOf(m) >= before && m.to.includes('demo.admin@demolending.example'));
    expect(mail.subject).toBe('Your Creditdesk password reset code');
    // the server keeps an outbox outside production: the page says where to read the code
    expect(await page.getByRole('link', { name: 'development outbox' }).getAttribute('href')).toBe('/dev/outbox');

    await page.getByLabel('Code from the e-mail').fill(codeIn(mail));
    await page.getByLabel(/^New password/).fill(RESET);
    await page.getByLabel('Confirm new password').fill(RESET);
    await shot(page, 'signin-forgot-password');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expectHeading(page, 'Log In');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('status').textContent()).toBe('Password changed successfully. Log in with your new password.');
    await shot(page, 'signin-forgot-password-done');
    await submitLogin(page, 'demo.admin', RESET);
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Dana/);
  });
});
