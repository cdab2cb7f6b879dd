import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { THICK, fillPerson, runReport, startOrder } from './support/orders';
import { shot } from './support/shots';
import { signedInPortal } from './support/signed-in';

/*
 * Reuse instead of pulling twice (docs/careful-pulls.md): ordering a consumer the company ordered
 * this week offers the earlier report; a new pull needs a reason.
 */
describe.skipIf(skipIfNoBrowser())('reuse instead of pulling twice, in a browser', () => {
  const portal = signedInPortal('demo.user');

  it('offers the earlier report instead of a second pull: open it, or order a new pull with a reason', async () => {
    const { server, page } = portal;
    await page.setViewportSize({ width: 1280, height: 900 });
    await startOrder(page, server.url, 'Consumer Credit Report');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), THICK);
    await runReport(page);
    const firstPath = new URL(page.url()).pathname;
    expect(firstPath).toMatch(/^\/reports\/[0-9a-f-]{36}$/);

    // the same consumer again: the prompt, not a pull
    const again = async () => {
      await startOrder(page, server.url, 'Consumer Credit Report');
      await fillPerson(page.getByRole('group', { name: 'Applicant' }), THICK);
      await page.getByRole('button', { name: 'Run Report' }).click();
      const prompt = page.getByRole('alertdialog', { name: 'Already ordered recently' });
      await prompt.waitFor();
      return prompt;
    };
    let prompt = await again();
    expect(await prompt.textContent()).toMatch(/Margaret Ellison's Consumer Credit Report was ordered on \d\d-\d\d-\d{4} \d{1,2}:\d\d [AP]M by demo\.user/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'reuse-prompt-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'reuse-prompt-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // open it: the earlier report at its own address
    await prompt.getByRole('link', { name: 'Open it' }).click();
    await page.waitForURL((url) => url.pathname === firstPath);
    await page.getByRole('button', { name: /Download .*PDF/ }).waitFor();

    // a new pull needs a reason
    prompt = await again();
    await prompt.getByRole('button', { name: 'Order a new pull' }).click();
    await prompt.getByText('Say why the earlier report will not do.').waitFor();
    await prompt.getByLabel('Reason for a new pull').fill('The consumer disputed a tradeline and the bureau corrected it');
    await prompt.getByRole('button', { name: 'Order a new pull' }).click();
    await page.getByRole('button', { name: /Download .*PDF/ }).waitFor();
    const secondPath = new URL(page.url()).pathname;
    expect(secondPath).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
    expect(secondPath).not.toBe(firstPath);
  });
});
