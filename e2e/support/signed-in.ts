import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, newPage, pageErrors } from './browser';
import { logIn } from './portal';
import { startTestServer, type TestServer } from './server';

export type SignedInPortal = { server: TestServer; browser: Browser; page: Page };

/**
 * A describe block's portal: its own server (fresh database, demo data) and browser, one page signed
 * in as `userName` before the tests, closed after them; each test ends with no page error. The
 * fields are set once `beforeAll` has run: read them inside the tests.
 */
export function signedInPortal(userName: string, options: { env?: Record<string, string>; noPageErrors?: boolean } = {}): SignedInPortal {
  const portal = {} as SignedInPortal;
  beforeAll(async () => {
    [portal.server, portal.browser] = await Promise.all([startTestServer(options.env), launchBrowser()]);
    portal.page = await newPage(portal.browser);
    await logIn(portal.page, portal.server.url, userName);
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.close();
  });
  if (options.noPageErrors !== false) {
    afterEach(() => {
      expect(pageErrors(portal.page)).toEqual([]);
    });
  }
  return portal;
}
