import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, type TokenSet } from '@creditdesk/contracts';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { DEMO_PASSWORD, submitLogin } from './support/portal';
import { testPortal } from './support/signed-in';
import { shot } from './support/shots';
import { addUser, agreeToPrivacyPolicy, companyId, expectHeading } from './support/sign-in';
import { proveFactorFor } from '../apps/api/src/testing/prove-factor.js';

const skip = skipIfNoBrowser();
const SUPPORT_KEY = 'e2e-support-key-0123456789abcdefghijklmnop';

/*
 * Support impersonation handed to the agent's browser (/login?handoff=), the must-change-password
 * guard after an administrator's temporary password, and the development outbox page.
 */
describe.skipIf(skip)('support handoff, temporary passwords and the outbox in a browser', () => {
  const portal = testPortal({ ownAddress: true, env: { SUPPORT_API_KEYS: SUPPORT_KEY, LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' }, pageErrors: () => page });
  let page: Page;

  const api = (path: string, init: RequestInit = {}) => fetch(`${portal.base}/api${path}`, init);
  const passwordLogin = async (userName: string, password = DEMO_PASSWORD): Promise<TokenSet> => {
    const res = await api('/oauth2/token', { method: 'POST', body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password }) });
    const tokens = (await res.json()) as TokenSet;
    // as after a sign-in through MFA: consent is a step-up act (docs/security.md)
    if (tokens.access_token) await proveFactorFor(portal.server.database.db, tokens);
    return tokens;
  };
  const bearer = (tokens: TokenSet) => ({ authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' });

  beforeAll(async () => {
    await addUser(portal.server.database.db, { username: 'e2e.temp', customerId: await companyId(portal.server.database.db, 'Demo Lending'), firstName: 'Tess' });
  });

  it('opens the support session once, says impersonation is complete, moves home after 5 s and marks every page', async () => {
    const { browser, base } = portal;
    const user = await passwordLogin('demo.user');
    expect((await api('/consent', { method: 'POST', headers: bearer(user), body: JSON.stringify({ userName: 'demo.user' }) })).status).toBe(200);
    const agent = randomUUID();
    const res = await api(`/token?userName=demo.user&uuid=${agent}`, { headers: { 'x-api-key': SUPPORT_KEY } });
    expect(res.status).toBe(200);
    const { handoffUrl } = (await res.json()) as { handoffUrl: string };
    expect(handoffUrl.startsWith(`${base}/login?handoff=`)).toBe(true);

    page = await newPage(browser);
    // The page's clock stands still until the test moves it: the five seconds pass when the test
    // says, however long the exchange and rendering take. An installed clock runs on in real time until
    // it is paused, and pausing at a time it has already passed throws ("Cannot fast-forward to the
    // past": more than 100 ms between the two calls on a busy machine), so it is installed a minute
    // before the moment it pauses at and only ever moves forward to it.
    const openedAt = new Date();
    await page.clock.install({ time: new Date(openedAt.getTime() - 60_000) });
    await page.clock.pauseAt(openedAt);
    await page.goto(handoffUrl);
    // React reveals a screen whose chunk it waited for on a timer of its own (a Suspense boundary's
    // throttle): the page's time moves on in 10 ms steps until the screen is shown, so the five
    // seconds are counted from then, give or take a step.
    const heading = page.getByRole('heading', { level: 1, name: 'Impersonation complete', exact: true });
    for (let waited = 0; !(await heading.isVisible()) && waited < 3_000; waited += 10) await page.clock.runFor(10);
    await expectHeading(page, 'Impersonation complete');
    expect(await page.getByText(/You are acting as/).textContent()).toContain('You are acting as Devon User (demo.user) of Demo Lending');
    expect(new URL(page.url()).search).toBe('');
    await shot(page, 'signin-impersonation-complete');

    await page.clock.runFor(4_900);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.clock.runFor(200);
    await page.waitForURL(`${base}/`);
    await page.clock.resume();
    const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await policy.getByText('Support session: you agree for this session only.').waitFor();
    expect(await policy.getByRole('checkbox').count()).toBe(0);
    await agreeToPrivacyPolicy(page);
    const bar = page.getByRole('banner').getByText('Support acting as Devon User');
    await bar.waitFor();
    await shot(page, 'signin-impersonation-bar');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Reports' }).click();
    await expectHeading(page, 'My Reports');
    expect(await bar.isVisible()).toBe(true);

    const again = await newPage(browser);
    await again.goto(handoffUrl); // a handoff code works once
    await expectHeading(again, 'Impersonation not complete');
    expect(pageErrors(again)).toEqual([]);
  });

  it('keeps a user with a temporary password on My Profile until it is changed, then continues', async () => {
    const { server, browser, base } = portal;
    const admin = await passwordLogin('demo.admin');
    const reset = await api('/cognito/users/temp/passwordgenerator', { method: 'POST', headers: bearer(admin), body: JSON.stringify({ userName: 'e2e.temp' }) });
    expect(reset.status).toBe(200);
    const outbox = (await (await api('/dev/outbox?to=e2e.temp@e2e.example', { headers: { 'x-api-key': server.devOutboxKey } })).json()) as { messages: { text: string }[] };
    const temporary = /Temporary password: (\S+)/.exec(outbox.messages[0].text)![1];

    page = await newPage(browser);
    await page.goto(`${base}/login`);
    await submitLogin(page, 'e2e.temp', temporary);
    await expectHeading(page, 'My Profile');
    expect(await page.getByText('You must change your temporary password').isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Privacy Policy' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(`${base}/profile`); // the guard sends the user back at once
    await expectHeading(page, 'My Profile');
    await shot(page, 'signin-profile-must-change');

    await page.getByLabel('Current password').fill(temporary);
    await page.getByLabel(/^New password/).fill('copper lighthouse autumn rain');
    await page.getByLabel('Confirm new password').fill('copper lighthouse autumn rain');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await agreeToPrivacyPolicy(page);
    await expectHeading(page, /^Good (morning|afternoon|evening), Tess/);
    expect(await page.getByRole('region', { name: 'Messages' }).textContent()).toContain('Password changed successfully');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
    await expectHeading(page, 'Products');
  });

  it('lists the kept e-mails on the development outbox page, filtered by recipient', async () => {
    const { server, browser, base } = portal;
    page = await newPage(browser);
    // the link the server prints at start carries the key; the page keeps it and takes it out of the address bar
    await page.goto(`${base}/dev/outbox#key=${server.devOutboxKey}`);
    await expectHeading(page, 'Development outbox');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('searchbox', { name: 'Filter by recipient' }).fill('e2e.temp');
    const articles = page.getByRole('article');
    await expect.poll(() => articles.count()).toBe(1);
    expect(await articles.first().textContent()).toContain('Your temporary Creditdesk password');
    expect(new URL(page.url()).search).toBe('?to=e2e.temp');
    await page.getByRole('searchbox', { name: 'Filter by recipient' }).fill('');
    await shot(page, 'signin-outbox');
  });
});
