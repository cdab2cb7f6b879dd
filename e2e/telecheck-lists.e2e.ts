import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { customers } from '../apps/api/src/db/schema/index.js';
import { recordPlacements } from '../apps/api/src/modules/telecheck-lists/telecheck-lists.service.js';
import { axeViolations } from './support/axe';
import { newPage, skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { downloadPdf, words } from './support/product-report';
import { shot } from './support/shots';
import { signedInPortal } from './support/signed-in';

const check = (checkNumber: string, consumerName: string, placedAt: string) => ({ checkNumber, amount: 75.5, routingNumber: '021000021', checkingAccountNumber: '998877665544', consumerName, placedAt });

describe.skipIf(skipIfNoBrowser())('the TeleCheck Collections and Negatives lists in a browser', () => {
  const portal = signedInPortal('demo.user'); // Demo Lending's "Credit Reports" group grants TLKC, TLKN and TCCN

  it('searches a list by key words and placement days, deletes an entry after confirming and says so, at 1280 px and 390 px', async () => {
    const { server, page } = portal;
    const [demo] = await server.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
    // the negative-item file file transfer processes
    await recordPlacements(server.app.ctx, {
      companyId: demo.id,
      type: 'negatives',
      entries: [check('7001', 'Rita Okafor', '2026-03-04T10:00:00Z'), check('7002', 'Sam Ortiz', '2026-05-20T10:00:00Z'), check('7003', 'Rita Okafor', '2026-09-01T10:00:00Z')],
      source: { kind: 'file', fileName: 'tlck_negative_batch.txt' },
    });

    await page.goto(`${server.url}/telecheck/collections-negatives`);
    await page.getByRole('heading', { level: 1, name: 'TeleCheck Collections and Negatives' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'No collections yet' }).waitFor();
    await page.getByRole('tab', { name: 'Negatives' }).click();
    const table = page.getByRole('table', { name: 'TeleCheck Negatives' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);

    await page.getByRole('searchbox', { name: 'Key words' }).fill('Okafor');
    await page.getByLabel('Placed from').fill('2026-08-01');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('7003');
    expect(await table.textContent()).toContain('****5544');
    expect(await table.textContent()).not.toContain('998877665544');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'telecheck-lists-1280');

    // the list as searched, as a PDF
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-telecheck-'));
    const pdf = await downloadPdf(page, downloads);
    fs.rmSync(downloads, { recursive: true, force: true });
    expect(pdf.fileName).toBe('telecheck_negatives_report.pdf');
    for (const part of ['TeleCheck Negatives', 'Rita Okafor', '7003', '021000021', '****5544', '1 entry']) expect(words(pdf.text)).toContain(part);
    expect(pdf.text).not.toContain('998877665544');

    await table.getByRole('button', { name: 'Delete the negative item of check 7003 (Rita Okafor)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this negative item?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MESSAGES.reports.negativeDeleted, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'No entries match your search' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);

    // on a phone: a card an entry (issue 33), the list and its search fit the screen
    const phone = await (await portal.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await logIn(phone, server.url, 'demo.user');
    await phone.goto(`${server.url}/telecheck/collections-negatives?type=negatives`);
    await phone.getByRole('list', { name: 'TeleCheck Negatives' }).getByRole('listitem').first().waitFor();
    await shot(phone, 'telecheck-lists-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(phone)).toEqual([]);
  });

  it('has a menu entry for a user whose group grants the lists, none for one whose groups do not, and sends that one home from the address', async () => {
    const { server, page } = portal;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'TeleCheck Lists' }).waitFor();

    const other = await newPage(portal.browser); // Second Bank's group grants the credit report only
    await logIn(other, server.url, 'other.admin');
    const nav = other.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'My Reports' }).waitFor();
    expect(await nav.getByRole('link', { name: 'TeleCheck Lists' }).count()).toBe(0);
    await other.goto(`${server.url}/telecheck/collections-negatives`);
    await other.waitForURL((url) => url.pathname === '/');
    expect(await other.getByRole('heading', { level: 1, name: 'TeleCheck Collections and Negatives' }).count()).toBe(0);
    await other.context().close();
  });
});
