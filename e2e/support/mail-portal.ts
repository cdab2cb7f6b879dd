import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startSmtpCapture } from '../../apps/api/src/testing/smtp-capture.js';
import { launchBrowser, pageErrors } from './browser';
import { startTestServer, type TestServer } from './server';

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
export type MailPortal = { server: TestServer; browser: Browser; smtp: SmtpCapture; close(): Promise<void> };

/**
 * The portal sending its e-mail to a real SMTP capture on loopback, and a browser: for journeys that
 * read what a user would get in their mailbox. The per-address login limit is lifted (many logins from
 * 127.0.0.1).
 */
export async function startMailPortal(env: Record<string, string> = {}): Promise<MailPortal> {
  const smtp = await startSmtpCapture();
  const [server, browser] = await Promise.all([startTestServer({ SMTP_URL: smtp.url, LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000', ...env }), launchBrowser()]);
  return {
    server,
    browser,
    smtp,
    async close() {
      await browser.close();
      await server.close();
      await smtp.close();
    },
  };
}

/**
 * A describe block's mail portal: started before its tests and handed to `started` (which keeps what
 * it reads: the server, the browser, the SMTP capture), closed after them; each test ends with no page
 * error on the page `pageOf` names.
 */
export function mailPortalFor(started: (portal: MailPortal) => void, pageOf: () => Page, env: Record<string, string> = {}): void {
  let portal: MailPortal | undefined;
  beforeAll(async () => {
    portal = await startMailPortal(env);
    started(portal);
  });
  afterAll(async () => {
    await portal?.close();
  });
  afterEach(() => expect(pageErrors(pageOf())).toEqual([]));
}
