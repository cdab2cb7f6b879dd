import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { logIn, submitLogin } from './support/portal';
import { testPortal } from './support/signed-in';
import { expectHeading } from './support/sign-in';

const skip = skipIfNoBrowser();

/*
 * The portal under its Content-Security-Policy in a real browser (docs/decisions.md, "browser
 * hardening"): it loads, logs in, shows the MFA QR code (a data: image) and the Swagger UI with no
 * violation reported; it cannot be framed; its scripts point at no source map.
 */
describe.skipIf(skip)('the portal under its Content-Security-Policy', () => {
  const portal = testPortal({ env: { LOGIN_IP_ATTEMPTS_PER_MINUTE: '1000' }, pageErrors: false });
  let page: Page;
  const violations = new WeakMap<Page, string[]>();

  /** A page that records every CSP violation, from the event and from the console. */
  const watchedPage = async () => {
    const p = await newPage(portal.browser);
    const seen: string[] = [];
    violations.set(p, seen);
    p.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
    });
    // added through the browser's protocol, so the policy does not apply to it
    await p.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
    await p.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    return p;
  };

  afterEach(async () => {
    if (!page) return;
    expect(pageErrors(page)).toEqual([]);
    expect(violations.get(page) ?? []).toEqual([]);
    await page.context().close();
  });

  it('loads and logs in with the policy in force, and its scripts name no source map', async () => {
    const { server } = portal;
    page = await watchedPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    const landing = await page.goto(server.url);
    const csp = landing!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(landing!.headers()['x-frame-options']).toBe('DENY');

    await logIn(page, server.url, 'demo.admin');
    await expectHeading(page, /^Good (morning|afternoon|evening), Dana/);
    // MUI's run-time styles applied (style-src): the navigation is laid out, not unstyled text
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).evaluate((nav) => getComputedStyle(nav).display)).not.toBe('inline');

    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      expect(body, url).not.toMatch(/sourceMappingURL/);
    }
  });

  it('shows the MFA enrolment QR code, a data: image', async () => {
    const { server } = portal;
    page = await watchedPage();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'mfa.user', 'Demo#Portal2026');
    const qr = page.getByRole('img', { name: 'QR code to add Creditdesk to your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
  });

  it('serves the API documentation (Swagger UI) under the same policy', async () => {
    const { server } = portal;
    page = await watchedPage();
    await page.goto(`${server.url}/api/docs`);
    await page.getByRole('heading', { name: /Creditdesk API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();
    // Swagger UI draws a long list of operations as a virtual list (only those in view are in the page),
    // grouped by tag (the document's tags first, in their order, then the others as they appear):
    // scrolled to the end, it draws the last tag's last operation
    const last = await page.evaluate(async () => {
      type Operation = { operationId: string; tags?: string[] };
      const document_ = (await (await fetch('/api/docs/json')).json()) as { tags?: { name: string }[]; paths: Record<string, Record<string, Operation>> };
      const operations = Object.values(document_.paths).flatMap((path) => Object.values(path));
      const order = [...new Set([...(document_.tags ?? []).map((tag) => tag.name), ...operations.map((o) => o.tags?.[0] ?? 'default')])];
      const lastTag = order.at(-1);
      return operations.filter((o) => (o.tags?.[0] ?? 'default') === lastTag).at(-1)!.operationId;
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator(`[id$="-${last}"]`).waitFor();
  });

  it('cannot be framed by another page (clickjacking)', async () => {
    const { server, browser } = portal;
    page = await newPage(browser);
    await page.goto('about:blank');
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      `${server.url}/login`,
    );
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.getByRole('heading', { name: 'Log In' }).count()).toBe(0);
    // the browser refused to render it there: its error page stands in the frame
    expect(framed?.url()).toMatch(/^chrome-error:/);
  });
});
