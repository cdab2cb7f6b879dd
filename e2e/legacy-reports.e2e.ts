import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema/index.js';
import { DEMO_LEGACY } from '../apps/api/src/modules/registration/seed-demo.js';
import { axeViolations } from './support/axe';
import { newPage, pageErrors, skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { testPortal } from './support/signed-in';
import { shot } from './support/shots';

describe.skipIf(skipIfNoBrowser())('a migrated legacy user’s reports in My Reports', () => {
  const portal = testPortal({ pageErrors: false });
  let page: Page;
  beforeAll(async () => {
    // legacy.user has moved to a new User ID (onboarding.e2e.ts walks that): the legacy ids stay on the user
    await portal.server.database.db.update(users).set({ isLegacy: false }).where(eq(users.username, DEMO_LEGACY.username));
    page = await newPage(portal.browser);
    await logIn(page, portal.server.url, DEMO_LEGACY.username);
  });

  it('lists the reports ordered on the legacy system and reads one as it was formatted; on a phone too', async () => {
    const { server } = portal;
    await page.goto(`${server.url}/my-reports`);
    const section = page.getByRole('region', { name: 'Legacy reports' });
    await section.getByText(`legacy user ID ${DEMO_LEGACY.legacyUserId}`, { exact: false }).waitFor();
    const rows = section.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(2).textContent()).toContain('June auto renewals');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'legacy-reports-1280');

    await section.getByRole('button', { name: 'Read the legacy Consumer Credit Report for Margaret Ellison' }).click();
    const dialog = page.getByRole('dialog', { name: /Consumer Credit Report for Margaret Ellison/ });
    const formatted = dialog.getByLabel(/^Formatted report/);
    await formatted.waitFor();
    expect(await formatted.textContent()).toContain('SSN .............. ***-**-1001');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'legacy-report-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await section.getByRole('row').nth(1).waitFor();
    await shot(page, 'legacy-reports-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
