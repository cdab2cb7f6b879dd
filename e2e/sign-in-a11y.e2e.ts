import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, type TokenSet } from '@creditdesk/contracts';
import { newPage, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, logIn, submitLogin } from './support/portal';
import { testPortal } from './support/signed-in';
import { expectHeading } from './support/sign-in';
import { axeViolations } from './support/axe';
import { proveFactorFor } from '../apps/api/src/testing/prove-factor.js';

const SUPPORT_KEY = 'e2e-a11y-support-key-0123456789abcdefghij';

const violations = axeViolations;

describe.skipIf(skipIfNoBrowser())('accessibility of the sign-in screens (axe)', () => {
  const portal = testPortal({ ownAddress: true, env: { SUPPORT_API_KEYS: SUPPORT_KEY, LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' }, pageErrors: false });

  it('has no violations on the one-time-code enrolment, the SSO step, forgot password and the outbox', async () => {
    const { server, browser, base } = portal;
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await submitLogin(page, 'mfa.user', DEMO_PASSWORD);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: "Sign in with your company's single sign-on" }).click();
    await page.getByLabel('Company identifier').waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${base}/forgot-password`);
    await page.getByLabel('User ID').fill('demo.user');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel('Code from the e-mail').click();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${base}/dev/outbox#key=${server.devOutboxKey}`);
    await page.getByRole('article').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('has no violations on My Profile with a message, and in a support session', async () => {
    const { browser, base } = portal;
    const page = await newPage(browser);
    await logIn(page, base, 'demo.user');
    await page.goto(`${base}/profile`);
    await expectHeading(page, 'My Profile');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel(/^New password/).fill('quiet harbour lantern morning');
    await page.getByLabel('Confirm new password').fill('quiet harbour lantern morning');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('region', { name: 'Messages' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const login = await fetch(`${base}/api/oauth2/token`, { method: 'POST', body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.admin', password: DEMO_PASSWORD }) });
    const tokens = (await login.json()) as TokenSet;
    // consent is a step-up act (docs/security.md): this session has just proven a second factor
    await proveFactorFor(portal.server.database.db, tokens);
    await fetch(`${base}/api/consent`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo.admin' }) });
    const impersonation = await fetch(`${base}/api/token?userName=demo.admin&uuid=${randomUUID()}`, { headers: { 'x-api-key': SUPPORT_KEY } });
    const { handoffUrl } = (await impersonation.json()) as { handoffUrl: string };
    const agent = await newPage(browser);
    await agent.goto(handoffUrl);
    await expectHeading(agent, 'Impersonation complete');
    expect(await violations(agent)).toEqual([]);
    await agent.getByRole('link', { name: 'Continue now' }).click();
    await agent.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'I Agree' }).click();
    await agent.getByRole('banner').getByText(/Support acting as/).waitFor();
    expect(await violations(agent)).toEqual([]);
  });

  it('asks before a reload or a link drops a typed User ID (issue 33): the browser\'s prompt, then the portal\'s (axe clean)', async () => {
    const { browser, base } = portal;
    const page = await newPage(browser);
    const asked: string[] = [];
    page.on('dialog', (dialog) => asked.push(dialog.type())); // the shared support answers it: Leave
    await page.goto(`${base}/login`);
    const userId = page.getByRole('textbox', { name: 'User ID' });
    await userId.waitFor();
    await page.reload();
    await userId.waitFor();
    expect(asked).toEqual([]); // nothing typed: no prompt

    await userId.click(); // a user's gesture: the browser asks only on a page the user interacted with
    await page.keyboard.type('demo.user');
    await page.reload();
    await userId.waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await userId.inputValue()).toBe('');

    await userId.click();
    await page.keyboard.type('demo.user');
    await page.getByRole('link', { name: 'Back to home' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    expect(await violations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await userId.inputValue()).toBe('demo.user');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('has no violations on company registration (with a refused code) and on the move to a new User ID', async () => {
    const { browser, base } = portal;
    const visitor = await newPage(browser);
    await visitor.goto(`${base}/registration`);
    await expectHeading(visitor, 'Register Your Company');
    expect(await violations(visitor)).toEqual([]);
    await visitor.getByLabel(/^Member number/).fill('500600700');
    await visitor.getByLabel(/^Security code/).fill('WRONG-CODE-1234');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByText(/The security code does not match/).first().waitFor();
    expect(await violations(visitor)).toEqual([]);

    const legacy = await newPage(browser);
    await legacy.goto(`${base}/login`);
    await submitLogin(legacy, 'legacy.user', DEMO_PASSWORD);
    await expectHeading(legacy, 'Create New User ID');
    await expect.poll(() => legacy.getByLabel('Name', { exact: true }).inputValue()).not.toBe('');
    await legacy.getByLabel(/^New User ID/).fill('not valid!');
    await legacy.getByText(/User ID can only contain/).waitFor();
    expect(await violations(legacy)).toEqual([]);
  });
});
