import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, skipIfNoBrowser } from './support/browser';
import { submitLogin } from './support/portal';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, codeIn, expectHeading } from './support/sign-in';
import { testPortal } from './support/signed-in';

const skip = skipIfNoBrowser();

/*
 * The second factor in a real browser against the real server: mfa.user of Secure Credit (the
 * company requires it) enrols an authenticator app from the first login's QR step, with a code
 * computed here from the secret the page shows; the next login uses a code e-mailed to the user,
 * read from a real SMTP server.
 */
describe.skipIf(skip)('sign-in with a one-time code', () => {
  const portal = testPortal({ mail: true, pageErrors: () => page });
  let page: Page;
  beforeAll(async () => {
    page = await newPage(portal.browser);
  });

  it('enrols the authenticator app on the first login: QR code and key shown, a code from the key logs in', async () => {
    await page.goto(`${portal.server.url}/login`);
    await submitLogin(page, 'mfa.user', 'Demo#Portal2026');
    await page.getByRole('heading', { level: 2, name: 'Set up two-step verification' }).waitFor();

    const qr = page.getByRole('img', { name: 'QR code to add Creditdesk to your authenticator app' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
    const secret = (await page.getByLabel('Setup key').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.accessToken'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.mfa.token'))).toMatch(/^ey/);
    await shot(page, 'signin-otp-enrolment');

    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Morgan/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.mfa.token'))).toBeNull();
  });

  it('logs in again with a code sent by e-mail instead of the app', async () => {
    await page.getByRole('button', { name: /Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Log in now' }).click();
    await submitLogin(page, 'mfa.user', 'Demo#Portal2026');
    await page.getByRole('heading', { level: 2, name: 'Enter your verification code' }).waitFor();
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0); // enrolled: no QR any more

    const before = portal.smtp.messages.length;
    await page.getByRole('button', { name: 'Send me a code by e-mail instead' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/We sent a 6-digit code to m\*\*\*r@securecredit\.example\. It is valid for 10 minutes\. You can ask for 2 more codes\./);
    const mail = await portal.smtp.waitFor((m) => portal.smtp.messages.indexOf(m) >= before && m.to.includes('mfa.user@securecredit.example'));
    expect(mail.subject).toBe('Your Creditdesk login code');
    await shot(page, 'signin-otp-email');

    await page.getByLabel('Code from the e-mail').fill('000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is not valid' }).waitFor();

    await page.getByLabel('Code from the e-mail').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Morgan/);
  });
});
