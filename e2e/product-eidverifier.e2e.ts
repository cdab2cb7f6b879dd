import { describe, expect, it } from 'vitest';
import { EIDV_STATUS_INFO, EID_VERIFIER_PRODUCT, REGISTRATION_STATE_LABELS } from '@creditdesk/contracts';
import { questionsOf } from '../apps/api/src/modules/reports/products/eidverifier/eidverifier-questions.sandbox.js';
import { axeViolations } from './support/axe';
import { newPage, skipIfNoBrowser } from './support/browser';
import { logIn } from './support/portal';
import { desktopShot, downloadPdf, openFromMyReports, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';

const NAME = EID_VERIFIER_PRODUCT.name;
/** docs/products/eidverifier.md: MARGARET ELLISON's 4 questions and, from the sandbox's key, the text of each right answer. */
const ELLISON = questionsOf('123451001');
const RIGHT = ELLISON.questions.map((q) => ({ text: q.text, answer: q.choices.find((c) => c.id === ELLISON.answerKey[q.id])!.text }));

describe.skipIf(skipIfNoBrowser())('eIDverifier in a browser', () => {
  const session = productBrowserSession('demo.user'); // Demo Lending holds EIDV and its registration; its group grants it

  it('orders a verification, answers its questions on the report, reads the outcome and its PDF, and opens it again from My Reports', async () => {
    const { server, page, phone, downloads } = session;
    await page.goto(`${server.url}/products/eidverifier`);
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    await page.getByLabel('Account number').selectOption('100200300');
    await page.getByRole('button', { name: 'Use a test consumer for the Applicant' }).click();
    await page.getByRole('menu', { name: 'Sandbox test consumers' }).getByRole('menuitem', { name: /Margaret Ellison/i }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    const report = shownReport(page, NAME);
    await report.getByRole('heading', { level: 2, name: 'MARGARET ELLISON' }).waitFor();
    expect(await report.getByTestId('report-statement').textContent()).toBe(EIDV_STATUS_INFO.questions.label);
    const questions = report.getByRole('radiogroup');
    expect(await questions.count()).toBe(4);
    expect(await page.content()).not.toMatch(/answerKey/);
    await page.waitForTimeout(400); // the form's fold
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'eidverifier-questions');
    await phone.goto(page.url());
    await shownReport(phone, NAME).getByRole('radiogroup').first().waitFor();
    await phoneShot(phone, 'eidverifier-questions');

    // one left unanswered: refused before anything is sent
    for (const q of RIGHT.slice(1)) await report.getByRole('radiogroup', { name: new RegExp(escape(q.text)) }).getByRole('radio', { name: q.answer, exact: true }).check();
    await report.getByRole('button', { name: 'Submit answers' }).click();
    await report.getByText('Answer every question before you submit (1 not answered).').waitFor();
    await report.getByRole('radiogroup', { name: new RegExp(escape(RIGHT[0].text)) }).getByRole('radio', { name: RIGHT[0].answer, exact: true }).check();
    await report.getByRole('button', { name: 'Submit answers' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="report-statement"]')?.textContent === 'Verified');
    expect(await report.getByRole('table', { name: 'Attempts' }).textContent()).toContain('4 of 4');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'eidverifier-verified');

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.fileName).toBe('eIDverifier_report.pdf');
    const text = words(pdf.text);
    expect(text).toContain('MARGARET ELLISON');
    expect(text).toContain(`Outcome: ${EIDV_STATUS_INFO.verified.label}.`);
    expect(text).toContain(RIGHT[0].text);

    // My Reports opens the stored verification: verified, no questions to answer
    const address = page.url();
    await openFromMyReports(page, server.url, 'Ellison', /Margaret .*Ellison/i, NAME);
    await page.waitForURL(address);
    expect(await shownReport(page, NAME).getByTestId('report-statement').textContent()).toBe(EIDV_STATUS_INFO.verified.label);
    expect(await shownReport(page, NAME).getByRole('radiogroup').count()).toBe(0);
    await phone.goto(address);
    await shownReport(phone, NAME).getByRole('table', { name: 'Attempts' }).waitFor();
    await phoneShot(phone, 'eidverifier-verified');
  });

  it('/product-registration: a company without the registrations submits the eIDverifier form (Submitted); the demo company reads both Active', async () => {
    const { server, browser } = session;
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'other.admin');
    await admin.goto(`${server.url}/product-registration`);
    const verifier = admin.getByRole('region', { name: 'eIDverifier' });
    expect(await verifier.getByTestId('registration-state-eidVerifier').textContent()).toBe(REGISTRATION_STATE_LABELS['not-registered']);
    await verifier.getByLabel(/Your business/).fill('Consumer banking: deposit accounts and personal loans');
    await verifier.getByLabel(/Intended use/).selectOption('account-opening');
    await verifier.getByLabel(/Verifications a month/).selectOption('under-1000');
    await verifier.getByRole('checkbox', { name: 'Online (self-service)' }).check();
    await verifier.getByLabel(/Contact name/).fill('Olive Other');
    await verifier.getByLabel(/Contact email/).fill('olive@secondbank.example');
    await verifier.getByLabel(/Contact phone/).fill('312-555-0190');
    await verifier.getByRole('checkbox', { name: /I accept the eIDverifier agreement/ }).check();
    expect(await axeViolations(admin)).toEqual([]);
    await desktopShot(admin, 'product-registration-form');
    await verifier.getByRole('button', { name: 'Submit registration' }).click();
    await verifier.getByText('eidVerifierForm · Submitted').waitFor();
    expect(await verifier.getByTestId('registration-state-eidVerifier').textContent()).toBe(REGISTRATION_STATE_LABELS.submitted);
    await admin.context().close();

    const demoAdmin = await newPage(browser);
    await logIn(demoAdmin, server.url, 'demo.admin');
    await demoAdmin.goto(`${server.url}/product-registration`);
    for (const r of ['eidCompare', 'eidVerifier']) await expect.poll(() => demoAdmin.getByTestId(`registration-state-${r}`).textContent()).toBe(REGISTRATION_STATE_LABELS.active);
    expect(await axeViolations(demoAdmin)).toEqual([]);
    await demoAdmin.context().close();
  });
});

/** A question as a pattern of its own words. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
