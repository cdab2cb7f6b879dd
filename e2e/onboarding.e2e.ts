import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { databaseUrl, testServerUrl } from '../apps/api/src/testing/test-database.js';
import { newPage, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, submitLogin } from './support/portal';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, expectHeading } from './support/sign-in';
import type { TestServer } from './support/server';
import { testPortal } from './support/signed-in';

const skip = skipIfNoBrowser();
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

const COMPANY = 'Harbor Point Lending';
const ADMIN = { first: 'Grace', last: 'Hopper', email: 'grace.hopper@harborpoint.example', userName: 'grace_hopper' };
const ADMIN_PASSWORD = 'granite orchard lighthouse dawn';
const LEGACY = { userName: 'legacy.user', name: 'Lee Legacy', email: 'legacy.user@heritagesavings.example', newUserId: 'lee_heritage' };

const messageArea = (page: Page) => page.getByRole('region', { name: 'Messages' });

/**
 * A member number and security code issued as the provider issues them: `npm run issue-member`.
 * The script runs as a child process against the test server's own database (on the run's database
 * server: DATABASE_URL's, or the embedded one the global setup started).
 */
async function issueMember(server: TestServer, companyName: string): Promise<{ memberNumber: string; securityCode: string }> {
  const result = (await server.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = databaseUrl(testServerUrl(), result.rows[0].name);
  const { stdout } = await run('npm', ['run', '--silent', 'issue-member', '--', '--name', companyName, '--products', 'CCR,NAL'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: server.config.dataDir, LOG_LEVEL: 'warn' },
  });
  const memberNumber = /Member number:\s+(\d+)/.exec(stdout)?.[1];
  const securityCode = /Security code:\s+(\S+)/.exec(stdout)?.[1];
  if (!memberNumber || !securityCode) throw new Error(`issue-member printed no pair:\n${stdout}`);
  return { memberNumber, securityCode };
}

describe.skipIf(skip)('onboarding in a browser', () => {
  const portal = testPortal({ mail: true, pageErrors: () => page });
  let page: Page;

  it('a company registers from the landing page with an issued pair; its administrator logs in with the e-mailed password', async () => {
    const pair = await issueMember(portal.server, COMPANY);
    page = await newPage(portal.browser);
    await page.goto(portal.server.url);
    await page.getByRole('link', { name: MESSAGES.landing.registerLink }).click();
    await expectHeading(page, 'Register Your Company');

    // account verification: a wrong code is refused with the attempts left, then the right one
    await page.getByLabel(/^Member number/).fill(pair.memberNumber);
    await page.getByLabel(/^Security code/).fill('WRONG-CODE-1234');
    await page.getByRole('button', { name: 'Next' }).click();
    await messageArea(page).getByText(/does not match this member number\. 2 attempts are left/).waitFor();
    await page.getByLabel(/^Security code/).fill(pair.securityCode.toLowerCase());
    await shot(page, 'onboarding-1-verification');
    await page.getByRole('button', { name: 'Next' }).click();

    // company: the name the provider issued the number for is suggested
    await page.getByRole('heading', { level: 2, name: /Step 2 of 4: Company/ }).waitFor();
    expect(await page.getByLabel(/^Company name/).inputValue()).toBe(COMPANY);
    await page.getByRole('radio', { name: /Standard/ }).check();
    await shot(page, 'onboarding-2-company');
    await page.getByRole('button', { name: 'Next' }).click();

    // first administrator: a generated user name, checked live with the server
    await page.getByRole('heading', { level: 2, name: /First administrator/ }).waitFor();
    await page.getByLabel(/^First name/).fill(ADMIN.first);
    await page.getByLabel(/^Last name/).fill(ADMIN.last);
    await page.getByLabel(/^E-mail address/).fill(ADMIN.email);
    await page.getByLabel(/^User name/).fill('demo_admin bad');
    await page.getByText(MESSAGES.userId.invalidCharacters).waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.getByLabel(/^User name/).inputValue()).toBe(ADMIN.userName);
    await page.getByLabel('User ID is free').waitFor();
    await page.getByLabel(/^Time zone/).selectOption('America/Chicago');
    await page.getByLabel(/^Job title/).fill('Chief Credit Officer');
    await shot(page, 'onboarding-3-administrator');
    await page.getByRole('button', { name: 'Next' }).click();

    // security acknowledgement, then submit
    await page.getByRole('heading', { level: 2, name: /Security acknowledgement/ }).waitFor();
    await page.getByLabel(/^First name/).fill(ADMIN.first);
    await page.getByLabel(/^Last name/).fill(ADMIN.last);
    await page.getByRole('checkbox', { name: /I am authorised to register Harbor Point Lending/ }).check();
    await shot(page, 'onboarding-4-acknowledgement');
    await page.getByRole('button', { name: 'Register Company' }).click();

    await expectHeading(page, 'Registration Complete');
    const complete = await page.getByRole('main').textContent();
    expect(complete).toContain(`${COMPANY} is registered`);
    expect(complete).toContain(ADMIN.email);
    expect(complete).toContain(`(${ADMIN.userName})`);
    await shot(page, 'onboarding-5-complete');

    const welcome = await portal.smtp.waitFor((m) => m.to.includes(ADMIN.email));
    expect(welcome.subject).toBe(`Welcome to Creditdesk: ${COMPANY} is registered`);
    expect(welcome.text).toContain(`User name: ${ADMIN.userName}`);
    expect(welcome.text).toContain(`Account number: ${pair.memberNumber}`);
    const temporary = /Temporary password: (\S+)/.exec(welcome.text)![1];

    // the first login: the temporary password must be changed first
    await page.getByRole('link', { name: 'Log In' }).click();
    await expectHeading(page, 'Log In');
    await submitLogin(page, ADMIN.userName, temporary);
    await expectHeading(page, 'My Profile');
    await page.getByText('You must change your temporary password').waitFor();
    await page.getByLabel('Current password').fill(temporary);
    await page.getByLabel(/^New password/).fill(ADMIN_PASSWORD);
    await page.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    // the privacy policy waits until the password is changed
    await agreeToPrivacyPolicy(page);

    // an administrator's screen: the company's users, the administrator among them
    await page.goto(`${portal.server.url}/users`);
    await expectHeading(page, 'Users');
    await page.getByRole('row').filter({ hasText: ADMIN.userName }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Company Settings' }).count()).toBe(1);
  });

  it('the legacy user moves to a new User ID; the new one logs in, the old one is refused', async () => {
    page = await newPage(portal.browser);
    await page.goto(`${portal.server.url}/login`);
    await submitLogin(page, LEGACY.userName, DEMO_PASSWORD);
    // warning 2003: the login goes to the migration screen with the session kept
    await expectHeading(page, 'Create New User ID');
    expect(new URL(page.url()).pathname).toBe('/migration/sso');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(LEGACY.name);
    expect(await page.getByLabel('E-mail address', { exact: true }).inputValue()).toBe(LEGACY.email);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    // taken (the administrator registered above), then free
    await page.getByLabel(/^New User ID/).fill(ADMIN.userName);
    await page.getByText(MESSAGES.userId.taken).waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByLabel(/^New User ID/).fill(LEGACY.newUserId);
    await page.getByLabel('User ID is free').waitFor();
    await shot(page, 'onboarding-6-migration');

    // after the move the server has ended the session: nothing may keep asking with it
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await continueButton.click();
    await expectHeading(page, 'User ID Created');
    const summary = await page.getByLabel('Your new User ID').textContent();
    expect(summary).toContain(LEGACY.newUserId);
    expect(summary).toContain(LEGACY.email);
    await shot(page, 'onboarding-7-migration-success');
    const mail = await portal.smtp.waitFor((m) => m.to.includes(LEGACY.email) && m.subject === 'Your new Creditdesk User ID');
    expect(mail.text).toContain(LEGACY.newUserId);
    await page.waitForTimeout(1500);
    expect(refused).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('creditdesk.accessToken'))).toBeNull();

    // the old login no longer works; the new User ID does
    await page.getByRole('link', { name: 'Log In' }).click();
    await expectHeading(page, 'Log In');
    await submitLogin(page, LEGACY.userName, DEMO_PASSWORD);
    await page.getByText(MESSAGES.login.invalidCredentials, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, LEGACY.newUserId, DEMO_PASSWORD);
    await agreeToPrivacyPolicy(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('on a 390 px phone the registration steps fit the screen', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto(`${portal.server.url}/registration`);
    await expectHeading(phone, 'Register Your Company');
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByText('Member number is required').waitFor();
    await shot(phone, 'onboarding-phone-registration');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
