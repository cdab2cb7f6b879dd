import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_STEPS } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { type Person, fillPerson, runReport, startOrder } from './support/orders';
import { desktopShot, phoneShot, productBrowserSession, words } from './support/product-report';

/*
 * Alerts that must be resolved (docs/careful-pulls.md): a credit report with an initial fraud alert
 * opens with the resolution panel (the alert's text and telephone, the policy's steps); verifying
 * without the steps is refused on the spot; with each ticked and noted the identity is verified, and
 * the report leaves My Reports' "alerts unresolved" filter. Looked at on a desktop and a phone, with axe.
 */

const SOFIA: Person = { first: 'Sofia', last: 'Marquez', ssn: '123-45-1005', dob: '1985-06-21', line1: '3310 Mesa Verde Ct', city: 'Tucson', state: 'AZ', zip: '85715' };
const PANEL = 'Alerts to resolve before extending credit';

describe.skipIf(skipIfNoBrowser())('alerts that must be resolved, in a browser', () => {
  const session = productBrowserSession('demo.user');

  it('resolves an initial fraud alert in the panel the report opens with', async () => {
    const { page, phone, server } = session;
    await startOrder(page, server.url, 'Consumer Credit Report');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), SOFIA);
    await runReport(page);

    const panel = page.getByRole('region', { name: PANEL });
    await panel.getByRole('heading', { level: 3, name: 'Initial fraud alert' }).waitFor();
    expect(words(await panel.textContent() ?? '')).toContain('Alert unresolved');
    expect(await panel.getByRole('link', { name: '520-555-0143' }).getAttribute('href')).toBe('tel:5205550143');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'alert-resolution-open');
    await phone.goto(page.url());
    await phone.getByRole('region', { name: PANEL }).waitFor();
    await phoneShot(phone, 'alert-resolution-open');

    // not every step done: refused here, nothing sent
    await panel.getByRole('button', { name: 'Identity verified' }).click();
    await panel.getByRole('alert').getByText(/Tick every step/).waitFor();

    for (const step of DEFAULT_ALERT_STEPS.INITIAL_FRAUD) {
      await panel.getByRole('checkbox', { name: step }).check();
      await panel.getByRole('textbox', { name: `Note: ${step}` }).fill('Driver licence AZ D0123 seen; called 520-555-0143');
    }
    await panel.getByRole('button', { name: 'Identity verified' }).click();
    await panel.getByText(/^Resolved by demo\.user on /).waitFor();
    expect(words(await panel.textContent() ?? '')).toContain(`✓ Done: ${DEFAULT_ALERT_STEPS.INITIAL_FRAUD[0]} (Driver licence AZ D0123 seen; called 520-555-0143)`);
    await desktopShot(page, 'alert-resolution-resolved');

    // My Reports' filter: no longer among the unresolved
    await page.goto(`${server.url}/my-reports?alerts=unresolved`);
    await page.getByRole('checkbox', { name: 'Only reports with alerts unresolved' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Only reports with alerts unresolved' }).isChecked()).toBe(true);
    await page.getByText('No reports match your search').waitFor();
  });
});
