import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startSmtpCapture } from '../../apps/api/src/testing/smtp-capture.js';
import { launchBrowser, newPage, pageErrors } from './browser';
import { freePort } from '../../apps/api/src/testing/free-port.js';
import { logIn } from './portal';
import { startTestServer, type TestServer } from './server';

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A describe block's portal: read its fields inside the tests (they are set once `beforeAll` has run). */
export type TestPortal = {
  server: TestServer;
  browser: Browser;
  /** the server's address (PUBLIC_URL with `ownAddress`). */
  base: string;
  /** the page `signIn` signed in, or the one a test sets; each test ends with no page error on it. */
  page: Page;
  /** with `mail`: the SMTP capture the server sends its e-mail to. */
  smtp: SmtpCapture;
};

export type TestPortalOptions = {
  /** server variables on top of the defaults (a function: of the address, with `ownAddress`). */
  env?: Record<string, string> | ((base: string) => Record<string, string>);
  /** listen on a port picked first, PUBLIC_URL being that real address (sign-in links, SSO, support). */
  ownAddress?: boolean;
  /** the portal's e-mail sent to a real SMTP capture on loopback, the per-address login limit lifted. */
  mail?: boolean;
  /** a page signed in as this user before the tests. */
  signIn?: string;
  /** false: the tests check page errors themselves; a function: the page to check, when not `page`. */
  pageErrors?: false | (() => Page | undefined);
};

/**
 * A describe block's portal: its own server (fresh database, demo data) and browser, started before
 * the tests and closed after them; each test ends with no page error.
 */
export function testPortal(options: TestPortalOptions = {}): TestPortal {
  const portal = {} as TestPortal;
  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (options.ownAddress) {
      const port = await freePort();
      portal.base = `http://127.0.0.1:${port}`;
      env = { PUBLIC_URL: portal.base, PORT: String(port) };
    }
    if (options.mail) {
      portal.smtp = await startSmtpCapture();
      env = { ...env, SMTP_URL: portal.smtp.url, LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' };
    }
    env = { ...env, ...(typeof options.env === 'function' ? options.env(portal.base) : options.env) };
    [portal.server, portal.browser] = await Promise.all([startTestServer(env), launchBrowser()]);
    portal.base ??= portal.server.url;
    if (options.signIn) {
      portal.page = await newPage(portal.browser);
      await logIn(portal.page, portal.server.url, options.signIn);
    }
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.close();
    await portal.smtp?.close();
  });
  if (options.pageErrors !== false) {
    const pageOf = options.pageErrors ?? (() => portal.page);
    afterEach(() => {
      const page = pageOf();
      if (page) expect(pageErrors(page)).toEqual([]);
    });
  }
  return portal;
}

export type SignedInPortal = Pick<TestPortal, 'server' | 'browser' | 'page'>;

/** A describe block's portal with one page signed in as `userName` before the tests. */
export function signedInPortal(userName: string, options: { env?: Record<string, string>; noPageErrors?: boolean } = {}): SignedInPortal {
  return testPortal({ env: options.env, signIn: userName, ...(options.noPageErrors === false ? { pageErrors: false } : {}) });
}

/** A folder of its own for a describe block's downloads, removed after its tests. */
export function downloadsFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
