import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONFIG_ENGINE_MESSAGES } from '@creditdesk/contracts';
import { SANDBOX_DATAX_PASSWORD, SANDBOX_TWN_PASSWORD } from '../apps/api/src/datasources/sandbox/account-checks';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { signedInPortal } from './support/signed-in';
import { shot } from './support/shots';

/*
 * The Configuration Engine (issue 17, docs/config-engine.md) in a browser: demo.admin validates DataX
 * and The Work Number, each with wrong credentials first, chooses the TWN template, and a OneView+
 * order then shows the employment and alternative-data sections.
 */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function validate(card: Locator, account: { label: string; value: string }, password: string) {
  await card.getByRole('textbox', { name: account.label }).fill(account.value);
  await card.getByLabel(/^Password/).fill(password);
  await card.getByRole('button', { name: /^Validate/ }).click();
}

describe.skipIf(skipIfNoBrowser())('the Configuration Engine in a browser', () => {
  const portal = signedInPortal('demo.admin');

  it('validates DataX and TWN credentials (one wrong, one right each), chooses the template, and OneView+ shows both sections', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/config-engine`);
    await page.getByRole('heading', { level: 1, name: 'Configuration Engine' }).waitFor();
    const datax = page.getByRole('region', { name: 'DataX' });
    const twn = page.getByRole('region', { name: 'The Work Number' });
    // the demo company is connected to both (seed): masked, never the secret
    await datax.getByText('Connected', { exact: true }).waitFor();
    expect(await datax.getByText('••••4417').count()).toBe(1);

    // DataX: disconnect, then wrong and right credentials
    await datax.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog', { name: 'Disconnect DataX?' }).getByRole('button', { name: 'Disconnect' }).click();
    await datax.getByText('Not connected', { exact: true }).waitFor();
    await validate(datax, { label: 'License key', value: 'DX-E2E-00005529' }, 'Wrong#Password1');
    expect(words(await datax.getByRole('alert').textContent())).toBe(CONFIG_ENGINE_MESSAGES.dataxRefused);
    await datax.getByText('Not connected', { exact: true }).waitFor();
    await validate(datax, { label: 'License key', value: 'DX-E2E-00005529' }, SANDBOX_DATAX_PASSWORD);
    await datax.getByText(CONFIG_ENGINE_MESSAGES.dataxConnected).waitFor();
    await datax.getByText('••••5529').waitFor();
    expect(words(await datax.textContent())).toMatch(/Last validated.*by demo\.admin/);

    // TWN: new credentials, wrong then right, then the template
    await twn.getByRole('button', { name: 'Change credentials' }).click();
    await validate(twn, { label: 'User ID', value: 'e2e-twn-user-7781' }, 'Wrong#Password1');
    expect(words(await twn.getByRole('alert').textContent())).toBe(CONFIG_ENGINE_MESSAGES.twnRefused);
    await validate(twn, { label: 'User ID', value: 'e2e-twn-user-7781' }, SANDBOX_TWN_PASSWORD);
    await twn.getByText(CONFIG_ENGINE_MESSAGES.twnConnected(2)).waitFor();
    await twn.getByText('••••7781').waitFor();
    await twn.getByRole('radio', { name: 'Employment only' }).check();
    await twn.getByText(CONFIG_ENGINE_MESSAGES.templateChosen('Employment only')).waitFor();
    // a reload shows what the server keeps
    await page.reload();
    await expect.poll(() => twn.getByRole('radio', { name: 'Employment only' }).isChecked()).toBe(true);
    expect(await page.getByText(SANDBOX_TWN_PASSWORD).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'config-engine-1280');

    // OneView+ now carries the company's accounts: employment (no income: 'Employment only') and alternative data
    await page.goto(`${server.url}/products/oneviewplus`);
    await page.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menuitem', { name: /James Carter/ }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('heading', { name: 'Employment verification' }).waitFor();
    await page.getByRole('heading', { name: 'Alternative data' }).waitFor();
  });

  it('reads well on a phone (390 px)', async () => {
    const { server, browser } = portal;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await logIn(phone, server.url, 'demo.admin');
    await phone.goto(`${server.url}/config-engine`);
    await phone.getByRole('region', { name: 'The Work Number' }).getByText('Connected', { exact: true }).waitFor();
    // nothing wider than the screen
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'config-engine-390');
    await context.close();
  });
});
