import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { users } from '../apps/api/src/db/schema/index.js';
import { axeViolations } from './support/axe';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { THICK, fillPerson, runReport, startOrder } from './support/orders';
import { logIn, submitLogin } from './support/portal';
import { downloadsFolder, testPortal } from './support/signed-in';
import { shot } from './support/shots';
import { agreeToPrivacyPolicy, companyId, daysAgo, expectHeading } from './support/sign-in';

const skip = skipIfNoBrowser();

const NEW_USER = { first: 'Nora', last: 'Quinn', email: 'nora.quinn@e2e.example', userName: 'nora_quinn' };
const NEW_PASSWORD = 'copper lantern harbour evening';
const GROUP = 'E2E Loan Officers';
const CCR = 'Consumer Credit Report';

const messageArea = (page: Page) => page.getByRole('region', { name: 'Messages' });
const expectMessage = (page: Page, text: string) => messageArea(page).getByText(text, { exact: true }).waitFor();

/** Opens a screen from the left navigation, as a person would, unfolding the groups on the way. */
async function openFromDrawer(page: Page, label: string, heading: string, groups: string[] = []) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const group of ['Manage', ...groups]) {
    const toggle = nav.getByRole('button', { name: group, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expectHeading(page, heading);
}

/** Ticks or unticks the product on the group form and saves; lands back on the group list. */
async function saveGroupProducts(page: Page, baseUrl: string, grant: boolean) {
  await page.goto(`${baseUrl}/user-groups/edit?groupName=${encodeURIComponent(GROUP)}`);
  await expectHeading(page, 'Edit User Group');
  const product = page.getByRole('checkbox', { name: CCR });
  await (grant ? product.check() : product.uncheck());
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, ADMIN_MESSAGES.groupUpdated(GROUP));
}

describe.skipIf(skip)('company administration in a browser', () => {
  // admin: demo.admin's page; member: a user's, once a test opens it (both end each test with no page error)
  // WEBHOOK_ALLOW_PRIVATE_URLS: the webhook test's receiver is plain http on loopback (tests and development only)
  const portal = testPortal({ mail: true, signIn: 'demo.admin', pageErrors: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  const downloads = downloadsFolder('creditdesk-export-');
  let admin: Page;
  let member: Page;

  beforeAll(() => {
    admin = portal.page;
  });
  afterEach(() => {
    expect(pageErrors(admin)).toEqual([]);
    if (member) expect(pageErrors(member)).toEqual([]);
  });

  it('invites a user, who signs in with the e-mailed temporary password and chooses their own', async () => {
    const { server, browser, smtp } = portal;
    await openFromDrawer(admin, 'Users', 'Users', ['Users & Groups']);
    await admin.getByRole('link', { name: 'Add User' }).click();
    await expectHeading(admin, 'Add User');
    await admin.getByLabel(/^First name/).fill(NEW_USER.first);
    await admin.getByLabel(/^Last name/).fill(NEW_USER.last);
    await admin.getByLabel(/^E-mail/).fill(NEW_USER.email);
    await admin.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => admin.getByLabel(/^User ID/).inputValue()).toBe(NEW_USER.userName);
    await admin.getByLabel(/^User type/).selectOption('enduser');
    await shot(admin, 'admin-user-add');
    await admin.getByRole('button', { name: 'Add User' }).click();

    await expectMessage(admin, MESSAGES.users.created(NEW_USER.userName, NEW_USER.email));
    expect(new URL(admin.url()).pathname).toBe('/users');
    await admin.getByRole('row').filter({ hasText: NEW_USER.userName }).waitFor();

    const invitation = await smtp.waitFor((m) => m.to.includes(NEW_USER.email));
    expect(invitation.subject).toBe('Your Creditdesk user');
    expect(invitation.text).toContain(`User name: ${NEW_USER.userName}`);
    const temporary = /Temporary password: (\S+)/.exec(invitation.text)![1];

    member = await newPage(browser);
    await member.goto(`${server.url}/login`);
    await submitLogin(member, NEW_USER.userName, temporary);
    await expectHeading(member, 'My Profile'); // a temporary password opens nothing else
    await member.getByText('You must change your temporary password').waitFor();
    await member.getByLabel('Current password').fill(temporary);
    await member.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await member.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await member.getByRole('button', { name: 'Change Password' }).click();
    await agreeToPrivacyPolicy(member);
    await expectHeading(member, /^Good (morning|afternoon|evening), Nora/);
  });

  it('a group grants the product: the user orders it; with the grant removed the order is refused', async () => {
    const { server } = portal;
    // no group grants the new user anything yet
    await member.goto(`${server.url}/products`);
    await expectHeading(member, 'Products');
    await member.getByText(/Not granted to you/).first().waitFor();
    expect(await member.getByRole('link', { name: `Order ${CCR}`, exact: true }).count()).toBe(0);

    await openFromDrawer(admin, 'User Groups', 'User Groups', ['Users & Groups']);
    await admin.getByRole('link', { name: 'Add User Group' }).click();
    await expectHeading(admin, 'Add User Group');
    await admin.getByLabel(/^Group name/).fill(GROUP);
    await admin.getByLabel(/^Description/).fill('Loan officers of the e2e branch');
    await admin.getByRole('checkbox', { name: CCR }).check();
    const members = admin.getByRole('combobox', { name: /^Members/ });
    await members.fill('nora');
    await admin.getByRole('option', { name: new RegExp(NEW_USER.userName) }).click();
    await shot(admin, 'admin-group-add');
    await admin.getByRole('button', { name: 'Add User Group' }).click();
    await expectMessage(admin, ADMIN_MESSAGES.groupCreated(GROUP));

    await startOrder(member, server.url, CCR);
    await fillPerson(member.getByRole('group', { name: 'Applicant' }), THICK);
    await runReport(member);
    await member.getByRole('heading', { level: 2, name: 'MARGARET ELLISON' }).first().waitFor();

    // the loan officer opens a second order; meanwhile the administrator takes the grant away
    await startOrder(member, server.url, CCR);
    await fillPerson(member.getByRole('group', { name: 'Applicant' }), THICK);
    await saveGroupProducts(admin, server.url, false);
    await member.getByRole('button', { name: 'Run Report' }).click();
    await expectMessage(member, ADMIN_MESSAGES.productNotGranted(CCR));
    await shot(member, 'admin-order-refused');

    // and the product page now says so
    await member.goto(`${server.url}/products`);
    await member.getByText(/Not granted to you/).first().waitFor();
    expect(await member.getByRole('link', { name: `Order ${CCR}`, exact: true }).count()).toBe(0);
  });

  it('exports the user list as exportData.csv', async () => {
    const { server } = portal;
    await admin.goto(`${server.url}/users`);
    await expectHeading(admin, 'Users');
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('exportData.csv');
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('User Name');
    const names = lines.slice(1).map((line) => line.split(',')[0].replace(/"/g, ''));
    expect(names).toEqual(expect.arrayContaining(['demo.admin', 'demo.user', 'demo.sysadmin', NEW_USER.userName]));
    expect(names).not.toContain('other.admin'); // another company's user
    await expectMessage(admin, MESSAGES.users.exported);
  });

  it('refuses to delete an account number in use and deletes an unused one', async () => {
    await openFromDrawer(admin, 'Account Numbers', 'Account Numbers');
    await admin.getByRole('button', { name: 'Delete account number 100200300' }).click();
    // in use: the dialog says why and offers no Delete (issue 33)
    const inUse = admin.getByRole('alertdialog', { name: 'This account number cannot be deleted' });
    await inUse.getByText(MESSAGES.accountNumbers.inUse('100200300')).waitFor();
    expect(await inUse.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shot(admin, 'admin-account-number-in-use');
    await inUse.getByRole('button', { name: 'Close' }).click();
    expect(await admin.getByRole('row').filter({ hasText: '100200300' }).count()).toBe(1);

    await admin.getByRole('button', { name: 'Delete account number 100200301' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectMessage(admin, MESSAGES.accountNumbers.deleted);
    await expect.poll(() => admin.getByRole('row').filter({ hasText: '100200301' }).count()).toBe(0);
  });

  it('an overdue re-certification answers 1006 at login until an administrator re-certifies the user', async () => {
    const { server, browser } = portal;
    await openFromDrawer(admin, 'Company Settings', 'Company Settings');
    const section = admin.getByRole('region', { name: 'Re-certification' });
    await section.getByLabel('Require re-certification').check();
    await section.getByLabel(/^Frequency/).fill('30');
    await section.getByRole('button', { name: 'Save re-certification' }).click();
    await section.getByRole('status').getByText(ADMIN_MESSAGES.companyUpdated).waitFor();

    // demo.user was last confirmed 60 days ago: past the 30-day frequency
    const demo = await companyId(server.database.db, 'Demo Lending');
    await server.database.db
      .update(users)
      .set({ createdAt: daysAgo(60), lastRecertifiedAt: daysAgo(60) })
      .where(and(eq(users.customerId, demo), eq(users.username, 'demo.user')));

    const user = await newPage(browser);
    await user.goto(`${server.url}/login`);
    await submitLogin(user, 'demo.user', 'Demo#Portal2026');
    await user.waitForURL(/\/login-error\/recertification$/);
    await shot(user, 'admin-recertification-due');

    await admin.goto(`${server.url}/users`);
    await admin.getByRole('button', { name: 'Actions for demo.user' }).click();
    await admin.getByRole('menuitem', { name: 'Re-certify' }).click();
    const confirm = admin.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Re-certify' }).click();
    await expectMessage(admin, ADMIN_MESSAGES.recertified(1));

    await logIn(user, server.url, 'demo.user');
    await expectHeading(user, /^Good (morning|afternoon|evening), Devon/);
    expect(pageErrors(user)).toEqual([]);
  });

  it('turns a feature off and on (the drawer follows), and bills this month’s order', async () => {
    await openFromDrawer(admin, 'Features', 'Features');
    const nav = admin.getByRole('navigation', { name: 'Main navigation' });
    const batch = nav.getByRole('button', { name: 'Batch', exact: true });
    if ((await batch.getAttribute('aria-expanded')) === 'false') await batch.click();
    const locked = nav.getByText('Needs the storage feature');
    expect(await locked.count()).toBe(0);

    const storage = admin.getByLabel('Storage enabled');
    await storage.uncheck();
    await messageArea(admin).getByText(ADMIN_MESSAGES.subscriptionsUpdated).first().waitFor();
    await expect.poll(() => locked.count()).toBe(2); // Create Input Template and Input Templates greyed out
    await storage.check();
    await expect.poll(() => locked.count()).toBe(0);
    expect(await storage.isChecked()).toBe(true);

    // the one Consumer Credit Report ordered above (the refused order is not billed)
    const usage = admin.getByRole('table', { name: 'Reports ordered per month and product' });
    const header = await usage.getByRole('columnheader').allTextContents();
    const cells = await usage.getByRole('row').filter({ hasText: 'This month' }).getByRole('cell').allTextContents();
    expect(Object.fromEntries(header.slice(1).map((column, i) => [column, cells[i]]))).toMatchObject({ [CCR]: '1', Total: '1' });
    await shot(admin, 'admin-features');
  });

  it('creates an API client whose secret it shows once (issue 34)', async () => {
    await openFromDrawer(admin, 'API Clients', 'API Clients');
    await admin.getByRole('button', { name: 'Create API client' }).click();
    const form = admin.getByRole('dialog', { name: 'Create API client' });
    await form.getByLabel(/^Name/).fill('Loan origination');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const once = admin.getByRole('dialog', { name: 'Copy the client secret now' });
    const secret = await once.getByLabel('Client secret').inputValue();
    expect(secret).toMatch(/^cdsk_cs_[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(admin)).toEqual([]);
    await shot(admin, 'admin-api-client-secret');
    await once.getByRole('button', { name: 'I have copied it' }).click();
    const row = admin.getByRole('table', { name: 'API clients' }).getByRole('row').filter({ hasText: 'Loan origination' });
    await row.getByText('reports:order').waitFor();
    // gone for good: nowhere on the page once the dialog is closed
    expect(await admin.content()).not.toContain(secret);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await shot(admin, 'admin-api-clients');
    if (process.env.SHOTS_DIR) {
      // a phone's first look at the screen (the drawer closed): the table scrolls sideways within its frame
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.reload();
      await expectHeading(admin, 'API Clients');
      await shot(admin, 'admin-api-clients-390');
      await admin.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('creates a private_key_jwt client from a public key: no secret, nothing to rotate (issue 34)', async () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await openFromDrawer(admin, 'API Clients', 'API Clients');
    await admin.getByRole('button', { name: 'Create API client' }).click();
    const form = admin.getByRole('dialog', { name: 'Create API client' });
    await form.getByLabel(/^Name/).fill('Signing system');
    await form.getByRole('radio', { name: /Private key JWT/ }).check();
    await form.getByRole('textbox', { name: /^Public key/ }).fill(pem);
    expect(await axeViolations(admin)).toEqual([]);
    await shot(admin, 'admin-api-client-key');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const created = admin.getByRole('dialog', { name: 'API client created' });
    await created.getByText(/signs its token requests with its private key/).waitFor();
    expect(await created.getByRole('textbox', { name: 'Client secret' }).count()).toBe(0);
    await created.getByRole('button', { name: 'Done' }).click();
    const row = admin.getByRole('table', { name: 'API clients' }).getByRole('row').filter({ hasText: 'Signing system' });
    await row.getByText('Private key JWT (public key)').waitFor();
    expect(await row.getByRole('button', { name: /New secret/ }).count()).toBe(0);
    if (process.env.SHOTS_DIR) {
      // the dialog's key fields on a phone
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.reload();
      await expectHeading(admin, 'API Clients');
      await admin.getByRole('button', { name: 'Create API client' }).click();
      await form.getByRole('radio', { name: /Private key JWT/ }).check();
      await form.getByRole('textbox', { name: /^Public key/ }).fill(pem);
      await shot(admin, 'admin-api-client-key-390');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await admin.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('registers a webhook endpoint, sends a test event and sees it delivered, signed, to a receiver on loopback (issue 34)', async () => {
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/creditdesk-hooks`;
    try {
      await admin.setViewportSize({ width: 1280, height: 800 });
      await openFromDrawer(admin, 'Webhooks', 'Webhooks');
      await admin.getByText('No webhook endpoints yet.', { exact: false }).waitFor();
      await admin.getByRole('button', { name: 'Register endpoint' }).click();
      const form = admin.getByRole('dialog', { name: 'Register webhook endpoint' });
      await form.getByLabel(/^Endpoint URL/).fill(hookUrl);
      await form.getByRole('checkbox', { name: /ofac\.case\.opened/ }).check();
      expect(await axeViolations(admin)).toEqual([]);
      await form.getByRole('button', { name: 'Register', exact: true }).click();
      const once = admin.getByRole('dialog', { name: 'Copy the signing secret now' });
      const secret = await once.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      await shot(admin, 'admin-webhook-secret');
      await once.getByRole('button', { name: 'I have copied it' }).click();
      expect(await admin.content()).not.toContain(secret);

      const card = admin.getByRole('article', { name: hookUrl });
      await card.getByRole('button', { name: 'Send test event' }).click();
      await card.getByText('Delivered').waitFor({ timeout: 30_000 });
      expect(received).toHaveLength(1);
      // the receiver verifies it with the secret shown once (the Standard Webhooks reference library)
      expect(new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
      const deliveries = card.getByRole('table', { name: `Deliveries to ${hookUrl}` });
      expect(await deliveries.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['1', 'HTTP 200']));
      expect(await axeViolations(admin)).toEqual([]);
      await shot(admin, 'admin-webhooks');
      // a phone: the deliveries as cards, every action within reach
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.getByRole('list', { name: `Deliveries to ${hookUrl}` }).getByText('Delivered').waitFor();
      expect(await axeViolations(admin)).toEqual([]);
      await shot(admin, 'admin-webhooks-390');
    } finally {
      await admin.setViewportSize({ width: 1440, height: 900 });
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
