import fs from 'node:fs';
import { chromium, type Browser, type Dialog, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * True when the browser tests must be skipped: no Chromium was found. The skip is announced loudly;
 * with REQUIRE_BROWSER_TESTS=1 (CI) a missing browser is an error instead, so it cannot pass silently.
 */
export function skipIfNoBrowser(): boolean {
  if (fs.existsSync(CHROMIUM_PATH)) return false;
  const banner = '!'.repeat(78);
  const message = `No Chromium at ${CHROMIUM_PATH}: the BROWSER TESTS ARE SKIPPED. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (process.env.REQUIRE_BROWSER_TESTS === '1') throw new Error(`REQUIRE_BROWSER_TESTS=1 and ${message}`);
  console.warn(`\n${banner}\n!! ${message}\n${banner}\n`);
  return true;
}

/**
 * The browser's "Leave site?" prompt (beforeunload: the portal asks while a form holds unsaved
 * changes, issue 33) is answered Leave, as a user going on would: a test that reloads or leaves a
 * half-filled form goes on instead of stalling. Any other dialog is dismissed, as Playwright does when
 * no one listens. A test may also listen on its page to see the prompt asked.
 */
const answerDialog = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);

/** Chromium, every context of which answers the dialogs as above (browser.newPage makes its context through newContext). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('dialog', answerDialog);
    return context;
  };
  return browser;
}

const errors = new WeakMap<Page, string[]>();

/** A fresh page (its own storage) at a desktop size that records uncaught errors in the page. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const seen: string[] = [];
  errors.set(page, seen);
  page.on('pageerror', (error) => seen.push(error.message));
  return page;
}

/** Uncaught errors the page has thrown so far (a test expects none). */
export const pageErrors = (page: Page) => errors.get(page) ?? [];
