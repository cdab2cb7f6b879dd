import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ECOA_NOTICE,
  ELETTER_MESSAGES,
  ELETTER_PDF_FILE_NAME,
  FCRA_STATEMENTS,
  LETTER_MESSAGES,
  SANDBOX_BUREAU,
  federalRegulatorOf,
} from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { BANKRUPTCY, fillPerson, runReport, startOrder } from './support/orders';
import { desktopShot, phoneShot, productBrowserSession } from './support/product-report';

/*
 * Issue 15's journey: demo.admin writes a letter template in the editor (toolbar, merge fields, live
 * preview), adds a reason code, orders a consumer credit report, builds the letter from it, previews
 * it, downloads its PDF (its text holds every required element with the report's own score and key
 * factors), sees it due in the tracker and marks it sent; each new screen looked at on a desktop and a
 * phone, with axe.
 */

const TEMPLATE = 'Declined, with the score';
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const expectMessage = (page: Page, text: string) => messages(page).getByText(text, { exact: true }).waitFor();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The same address at 1280 px and on a phone (390 px, nothing wider than the screen), after `prepare` on the phone. */
async function shots(desktop: Page, phone: Page, name: string, prepare?: (page: Page) => Promise<void>) {
  await desktopShot(desktop, name);
  await phone.goto(desktop.url());
  await phone.getByRole('heading', { level: 1 }).waitFor();
  await prepare?.(phone);
  await phoneShot(phone, name);
}

/** The editor's body: the selection put on `text` (its first occurrence), or the caret after it. */
async function select(page: Page, text: string, caretAfter = false) {
  await page.getByRole('textbox', { name: 'Letter body' }).evaluate(
    (area: HTMLTextAreaElement, [t, after]) => {
      const start = area.value.indexOf(t as string);
      area.focus();
      area.setSelectionRange(after ? start + (t as string).length : start, start + (t as string).length);
    },
    [text, caretAfter] as const,
  );
}

async function insertField(page: Page, label: string) {
  await page.getByRole('button', { name: 'Insert merge field' }).click();
  await page.getByRole('menu', { name: 'Merge fields' }).getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
}

describe.skipIf(skipIfNoBrowser())('letters in a browser', () => {
  const session = productBrowserSession('demo.admin');

  it('writes a template in the editor with merge fields and a live preview, and adds a reason code', async () => {
    const { page, phone } = session;
    // Letter Templates from the menu (Manage): Demo Lending's two templates, by name
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Manage', exact: true }).click();
    await nav.getByRole('link', { name: 'Letter Templates' }).click();
    await heading(page, 'Letter Templates');
    const table = page.getByRole('table', { name: 'Letter templates' });
    await table.getByRole('link', { name: 'Credit declined', exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    await expectNoAxeViolations(page);
    await shots(page, phone, 'letter-templates');

    // a new template: the toolbar writes the markup, the merge-field menu the fields, the preview follows
    await page.getByRole('link', { name: 'Create Letter Template' }).first().click();
    await heading(page, 'Create Letter Template');
    await page.getByRole('textbox', { name: 'Template name', exact: true }).fill(TEMPLATE);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('DAC');
    await page.getByRole('combobox', { name: 'Score type', exact: true }).selectOption('credit');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your application of {{decision.date}}');
    const editor = page.getByRole('textbox', { name: 'Letter body' });
    await editor.fill('Dear ,\n\nWe regret that we cannot offer the credit you asked for.\n\nWhy\n\n\n\nYour credit score was  out of a possible 850.\n\nSincerely,\n');
    await select(page, 'Dear ', true);
    await insertField(page, 'Consumer name');
    await select(page, 'regret');
    await page.getByRole('button', { name: 'Bold' }).click();
    await select(page, 'Why', true);
    await page.getByRole('button', { name: 'Heading' }).click();
    await select(page, 'Why\n\n', true);
    await insertField(page, 'Reasons for the decision');
    await select(page, 'score was ', true);
    await insertField(page, 'Credit score');
    await select(page, 'Sincerely,\n', true);
    await insertField(page, 'Company name');
    expect(await editor.inputValue()).toBe(
      'Dear {{consumer.name}},\n\nWe **regret** that we cannot offer the credit you asked for.\n\n# Why\n\n{{decision.reasons}}\n\nYour credit score was {{score}} out of a possible 850.\n\nSincerely,\n{{company.name}}',
    );
    const preview = page.getByRole('article', { name: 'Letter preview' });
    await preview.getByRole('heading', { name: 'Why' }).waitFor();
    expect(words(await preview.textContent() ?? '')).toContain('Dear Jordan A. Rivera,');
    expect(await preview.locator('strong', { hasText: 'regret' }).count()).toBe(1);
    expect(await preview.getByRole('listitem').allTextContents()).toContain('Excessive obligations in relation to income');
    expect(words(await preview.textContent() ?? '')).toContain('Your credit score was 612 out of a possible 850.');
    await preview.getByRole('complementary', { name: 'Required adverse-action section' }).waitFor();
    await expectNoAxeViolations(page);

    // a misspelt field is refused on the editor (the same words the server uses)
    await editor.press('End');
    await editor.pressSequentially('\n{{company.nmae}}');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Unknown merge field {{company.nmae}}', { exact: true }).waitFor();
    await shots(page, phone, 'letter-template-editor', async (p) => {
      await p.getByRole('textbox', { name: 'Letter body' }).fill(await editor.inputValue());
    });
    await editor.fill((await editor.inputValue()).replace('\n{{company.nmae}}', ''));
    await page.getByRole('button', { name: 'Create Template' }).click();
    await expectMessage(page, ELETTER_MESSAGES.created(TEMPLATE));
    await page.getByRole('table', { name: 'Letter templates' }).getByRole('link', { name: TEMPLATE, exact: true }).waitFor();

    // reason codes: a code that exists is said on the code; a new one is added
    await page.getByRole('tab', { name: 'Reason codes' }).click();
    const codes = page.getByRole('table', { name: 'Reason codes' });
    await codes.getByRole('cell', { name: 'DL01', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Reason Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reason Code' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('dl01');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Income insufficient for the amount of credit requested');
    await dialog.getByRole('button', { name: 'Add Reason Code' }).click();
    await dialog.getByText(/^Reason code dl01 already exists/i).waitFor();
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('INC01');
    await dialog.getByRole('button', { name: 'Add Reason Code' }).click();
    await expectMessage(page, ELETTER_MESSAGES.reasonCodeCreated('INC01'));
    await codes.getByRole('cell', { name: 'INC01', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await shots(page, phone, 'letter-reason-codes');

    // the letter settings: the creditor's address, telephone and regulator on every letter
    await page.getByRole('tab', { name: 'Letter settings' }).click();
    await page.getByRole('form', { name: 'Letter settings' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Federal regulator', exact: true }).inputValue()).toBe('ftc');
    await expectNoAxeViolations(page);
    await shots(page, phone, 'letter-settings');
  });

  it('builds the letter from a stored credit report, previews it, downloads its PDF, sees it due and marks it sent', async () => {
    const { page, phone, server, downloads } = session;
    // a declined applicant's report: its own score and key factors
    await startOrder(page, server.url, 'Consumer Credit Report');
    await fillPerson(page.getByRole('group', { name: 'Applicant' }), BANKRUPTCY);
    await runReport(page);
    const report = page.getByRole('article', { name: 'Consumer Credit Report report' });
    const score = (await report.getByTestId('score-value').textContent())!.trim();
    const factors = (await report.locator('h4:text-is("Key factors") + ol > li').allTextContents()).map(words);
    expect(Number(score)).toBeLessThan(600);
    expect(factors.length).toBeGreaterThanOrEqual(2);
    await page.reload(); // the stored copy, as from My Reports
    await report.getByRole('link', { name: 'Create letter' }).waitFor();
    await shots(page, phone, 'letter-report-action');
    await report.getByRole('link', { name: 'Create letter' }).click();
    await heading(page, 'Create Letter');

    // the choices: the new template, declined today, the reasons ticked from the key factors (and one more)
    const form = page.getByRole('form', { name: 'The letter’s choices' });
    await form.getByRole('combobox', { name: 'Letter template', exact: true }).selectOption({ label: TEMPLATE });
    expect(await form.getByRole('combobox', { name: 'Decision', exact: true }).inputValue()).toBe('declined');
    const ticked = await form.getByRole('checkbox', { checked: true }).count();
    expect(ticked).toBeGreaterThanOrEqual(1);
    if (ticked < 4) await form.getByRole('checkbox', { name: /^INC01 / }).check();
    await form.getByRole('button', { name: 'Preview letter' }).click();
    const letter = page.getByRole('article', { name: 'Letter preview' });
    await letter.waitFor();
    const onScreen = words((await letter.textContent()) ?? '');
    expect(onScreen).toContain('Dear Kevin Doyle,');
    expect(onScreen).toContain(`Your credit score was ${score} out of a possible 850.`);
    for (const factor of factors) expect(onScreen).toContain(words(factor.replace(/^(\d+)\s*/, '$1: ')));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create letter' }).click();
    await page.getByText(LETTER_MESSAGES.created).waitFor();
    await shots(page, phone, 'letter-create', async (p) => {
      const f = p.getByRole('form', { name: 'The letter’s choices' });
      await f.getByRole('combobox', { name: 'Letter template', exact: true }).selectOption({ label: TEMPLATE });
      await f.getByRole('button', { name: 'Preview letter' }).click();
      await p.getByRole('article', { name: 'Letter preview' }).waitFor();
    });

    // the PDF: every required element, with this report's own score and key factors
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(ELETTER_PDF_FILE_NAME);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = words(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    const required = [
      'Kevin Doyle',
      score,
      '300 to 850',
      ...factors.map((f) => f.replace(/^(\d+)\s*/, '')),
      SANDBOX_BUREAU.name,
      ...SANDBOX_BUREAU.address,
      SANDBOX_BUREAU.tollFreePhone,
      FCRA_STATEMENTS.noPart,
      FCRA_STATEMENTS.freeCopy,
      FCRA_STATEMENTS.dispute,
      ECOA_NOTICE,
      federalRegulatorOf('ftc').name,
      'Demo Lending',
    ].map(words);
    expect(required.filter((element) => !pdf.includes(element))).toEqual([]);

    // the tracker: due in 30 days, then sent
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Letters', exact: true }).click();
    await heading(page, 'Letters');
    const row = page.getByRole('table', { name: 'Letters' }).getByRole('row').filter({ hasText: 'Kevin Doyle' });
    await row.waitFor();
    expect(words((await row.textContent()) ?? '')).toContain('30 days left');
    await expectNoAxeViolations(page);
    await shots(page, phone, 'letters-tracker');
    await row.getByRole('button', { name: 'Mark as sent: the letter to Kevin Doyle' }).click();
    await page.getByRole('alertdialog', { name: 'Mark this letter as sent?' }).getByRole('button', { name: 'Mark as sent' }).click();
    await expectMessage(page, LETTER_MESSAGES.markedSent);
    await page.getByRole('heading', { name: 'No letters due' }).waitFor();
    await page.getByRole('tab', { name: 'Sent' }).click();
    const sent = page.getByRole('table', { name: 'Letters' }).getByRole('row').filter({ hasText: 'Kevin Doyle' });
    await sent.waitFor();
    expect(words((await sent.textContent()) ?? '')).toMatch(/Sent [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });
});
