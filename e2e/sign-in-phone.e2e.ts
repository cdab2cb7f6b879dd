import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, submitLogin } from './support/portal';
import { testPortal } from './support/signed-in';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, expectHeading } from './support/sign-in';

/** The page is no wider than the screen: nothing to scroll sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(skipIfNoBrowser())('sign-in screens on a phone', () => {
  const portal = testPortal({ env: { LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' }, pageErrors: false });

  it('fits the login page, the one-time-code enrolment, forgot password and My Profile into 390 pixels', async () => {
    const { server, browser } = portal;
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/login`);
    await expectHeading(page, 'Log In');
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'signin-phone-login');

    await submitLogin(page, 'mfa.user', DEMO_PASSWORD);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'signin-phone-otp-enrolment');

    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('User ID').fill('demo.user');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the e-mail').waitFor();
    expect(await fitsWidth(page)).toBe(true);

    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'demo.user', DEMO_PASSWORD);
    await agreeToPrivacyPolicy(page);
    await page.goto(`${server.url}/profile`);
    await expectHeading(page, 'My Profile');
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'signin-phone-profile');
    expect(pageErrors(page)).toEqual([]);
  });
});
