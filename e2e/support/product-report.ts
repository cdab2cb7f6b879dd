import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { logIn } from './portal';
import type { TestServer } from './server';
import { downloadsFolder, signedInPortal } from './signed-in';
import { shot } from './shots';

/*
 * A product's report in the browser, as the products' browser tests read it: the report on screen,
 * its key findings, its PDF's text, My Reports, and screenshots at 1280 px and on a phone.
 */

export type ProductBrowserSession = { server: TestServer; browser: Browser; page: Page; phone: Page; downloads: string };

/**
 * What a product's browser test runs in, set up before its tests (call it inside the describe): the
 * test server, a browser, the user logged in at desktop size and on a phone (390 px), a folder for the
 * PDFs; after each test the page has thrown nothing; all closed and removed after.
 */
export function productBrowserSession(userName: string): ProductBrowserSession {
  const session = Object.assign(signedInPortal(userName), { downloads: downloadsFolder('creditdesk-product-') }) as ProductBrowserSession;
  beforeAll(async () => {
    session.phone = await phonePage(session.browser, session.server.url, userName);
  });
  return session;
}

/** Text as a reader reads it: one space wherever the layout wrapped or spaced it. */
export const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The report on screen, by its product's name. */
export const shownReport = (page: Page, productName: string) => page.getByRole('article', { name: `${productName} report` });

/**
 * The key findings on screen, in order, each as one line of words, once they are shown: reading the
 * list is a snapshot that does not wait (it read `[]` once in CI although the report's name was already
 * on screen), so the first finding is waited for first, as every other read of the report waits.
 */
export async function findingsOn(report: Locator): Promise<string[]> {
  const findings = report.getByRole('region', { name: 'Key findings' }).getByRole('listitem');
  await findings.first().waitFor();
  return (await findings.allTextContents()).map(words);
}

/** Downloads the PDF of the report shown: its file name and its text (pdftotext -layout). */
export async function downloadPdf(page: Page, dir: string): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const file = path.join(dir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

/** Searches My Reports for the consumer, checks the row names the product, and opens the report from it. */
export async function openFromMyReports(page: Page, baseUrl: string, search: string, link: RegExp, productName: string) {
  await page.goto(`${baseUrl}/my-reports`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === search);
  const name = page.getByRole('link', { name: link });
  const row = page.getByRole('row').filter({ has: name });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain(productName);
  await name.click();
}

/** A screenshot at 1280 px from the page's top (the sticky header where a reader sees it), back to the desktop size after. */
export async function desktopShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A phone (390 px) logged in as the user. */
async function phonePage(browser: Browser, baseUrl: string, userName: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await logIn(phone, baseUrl, userName);
  return phone;
}

/** A screenshot on a phone (390 px); nothing may be wider than the screen (wide tables scroll in their own region). */
export async function phoneShot(phone: Page, name: string) {
  await phone.evaluate(() => window.scrollTo(0, 0));
  await phone.waitForTimeout(300); // the form's fold, the fonts
  await shot(phone, `${name}-390`);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
