import type { Browser } from 'playwright-core';
import { startSmtpCapture } from '../../apps/api/src/testing/smtp-capture.js';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './server';
import type { SmtpCapture } from './signed-in';

export type { SmtpCapture } from './signed-in';
export type MailPortal = { server: TestServer; browser: Browser; smtp: SmtpCapture; close(): Promise<void> };

/**
 * The portal sending its e-mail to a real SMTP capture on loopback, and a browser: for journeys that
 * read what a user would get in their mailbox. The per-address login limit is lifted (many logins from
 * 127.0.0.1). A describe block's own: testPortal({ mail: true }) (signed-in.ts).
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
