import { describe, expect, it } from 'vitest';
import { skipIfNoBrowser } from './support/browser';
import { signedInPortal } from './support/signed-in';
import { axeViolations } from './support/axe';

const violations = axeViolations;

describe.skipIf(skipIfNoBrowser())('accessibility of the report screens (axe)', () => {
  const portal = signedInPortal('demo.admin', { noPageErrors: false });

  it('has no violations on Products and on the order form, with its errors and test-consumer menu', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'Order OneView+', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Order OneView+', exact: true }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menu', { name: 'Sandbox test consumers' }).waitFor();
    await page.waitForTimeout(400); // the popover's fade
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('has no violations on a report with two views, and on My Reports', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/products/oneviewplus`);
    await page.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menuitem', { name: /James Carter/ }).click();
    await page.getByRole('switch', { name: /Add a co-applicant/ }).check();
    await page.getByRole('button', { name: 'Use a test consumer for the Co-Applicant' }).click();
    await page.getByRole('menuitem', { name: /Emily Carter/ }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('tab', { name: 'Co-Applicant' }).click();
    await page.getByRole('heading', { level: 2, name: 'EMILY CARTER' }).waitFor();
    await page.waitForTimeout(400); // the form's fold
    expect(await violations(page)).toEqual([]);

    const address = page.url(); // the report's own address

    await page.goto(`${server.url}/my-reports`);
    await page.getByRole('link', { name: 'JAMES CARTER' }).first().waitFor(); // a retry has ordered another
    expect(await violations(page)).toEqual([]);

    await page.goto(`${server.url}/reports/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Report not found' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(address); // the stored copy, as a reload or a shared link opens it
    await page.getByRole('tab', { name: 'Co-Applicant' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`${server.url}/my-reports`);
    await page.getByRole('link', { name: 'JAMES CARTER' }).first().waitFor(); // a retry has ordered another

    await page.getByRole('button', { name: 'Delete the report for JAMES CARTER' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this report?' }).waitFor();
    await page.waitForTimeout(400); // the dialog's fade
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: 'No reports yet' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
