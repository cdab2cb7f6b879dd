import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT, MESSAGES } from '@creditdesk/contracts';
import { axeViolations } from './support/axe';
import { skipIfNoBrowser } from './support/browser';
import { desktopShot, phoneShot, productBrowserSession, shownReport, words } from './support/product-report';
import { forgetFactor, lastCode } from './support/step-up';

/** docs/sandbox-personas.md: six of the sandbox's test consumers, each with the address on file. */
const GOOD = [
  ['Margaret', 'Ellison', '123-45-1001', '1966-04-12', '2847 Linden Ave', 'Evanston', 'IL', '60201', 'E2E-1'],
  ['Tyler', 'Okafor', '123451002', '9/30/2003', '415 College St Apt 3B', 'Ames', 'IA', '50014', 'E2E-2'],
  ['Sofia', 'Marquez', '123-45-1005', '1985-06-21', '3310 Mesa Verde Ct', 'Tucson', 'AZ', '85715', 'E2E-3'],
  ['Marcus', 'Bell', '123-45-1006', '1992-01-17', '56 Liberty Ln', 'Fayetteville', 'NC', '28303', 'E2E-4'],
  ['Kevin', 'Doyle', '123-45-1008', '1976-12-02', '1945 Riverside Dr', 'Macon', 'GA', '31201', 'E2E-5'],
  ['Brittany', 'Cole', '123-45-1009', '1990-03-28', '4421 Elm St Apt 12', 'Shreveport', 'LA', '71105', 'E2E-6'],
];
/** Two rows the dry run refuses: an SSN never issued (area 000), a date that does not exist. */
const BAD = [
  ['Bad', 'Number', '000-12-3456', '1980-01-01', '1 Main St', 'Columbus', 'OH', '43004', 'E2E-7'],
  ['Bad', 'Date', '123-45-1010', '1983-02-30', '918 Willow Creek Way', 'Plano', 'TX', '75024', 'E2E-8'],
];
const HEADER = ['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber'];
const FILE_NAME = 'e2e-applicants.csv';
// as a spreadsheet writes it: a BOM, CRLF, a quoted field, a blank line at the end
const csvText = () => `\uFEFF${[HEADER, ...GOOD, ...BAD].map((cells) => cells.map((c) => (c.includes(' ') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n\r\n`;

describe.skipIf(skipIfNoBrowser())('a batch in the browser', () => {
  const session = productBrowserSession('demo.admin');
  // a retry finds the first attempt's batch on the list, so each attempt names its own
  let attempt = 0;

  it('submits a CSV with good and bad rows, sees the dry run, orders it, follows it to the end, downloads the results and opens a row’s report', async () => {
    const { server, page, phone, downloads } = session;
    attempt += 1;
    const batchName = attempt === 1 ? 'E2E applicants' : `E2E applicants ${attempt}`;
    await page.goto(`${server.url}/batch`);
    await page.getByRole('heading', { level: 1, name: 'Create Batch' }).waitFor();
    const form = page.getByRole('form', { name: 'New batch' });
    await form.getByLabel(/^Product/).selectOption({ label: CCR_PRODUCT.name });

    // the layout's columns and its sample file
    const columns = page.getByRole('list', { name: 'Columns of the file' });
    expect(words((await columns.getByRole('listitem').first().textContent()) ?? '')).toBe('firstName required · First Name');
    const [sample] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the sample file' }).click()]);
    const samplePath = path.join(downloads, sample.suggestedFilename());
    await sample.saveAs(samplePath);
    expect(fs.readFileSync(samplePath, 'utf8').split('\r\n')[0]).toBe('firstName,middleName,lastName,suffix,ssn,dateOfBirth,addressLine1,city,state,zip,country,permissiblePurpose,accountNumber,customerReferenceNumber');

    await form.getByLabel('Account number').selectOption('100200300');
    await form.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await form.getByLabel('Batch name').fill(batchName);
    await form.getByLabel('CSV file').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(csvText(), 'utf8') });
    await form.getByText(FILE_NAME).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-form');
    await form.getByRole('button', { name: 'Upload and check' }).click();

    // the dry run: nothing ordered yet, the two problems on their rows and columns
    const dryRun = page.getByRole('region', { name: `${FILE_NAME} is checked: nothing is ordered yet` });
    await dryRun.waitFor();
    expect(words((await dryRun.getByRole('definition').allTextContents()).join(' '))).toBe('8 6 2');
    expect(words((await dryRun.textContent()) ?? '')).toContain('Estimated cost: $89.70 at list price (6 reports × $14.95)');
    const problems = dryRun.getByRole('table', { name: 'Problems found' }).getByRole('row');
    await expect.poll(() => problems.count()).toBe(3);
    const problemCells = await Promise.all([1, 2].map(async (i) => (await problems.nth(i).getByRole('cell').allTextContents()).slice(0, 2)));
    // the file's own lines (the header is line 1) and columns
    expect(problemCells).toEqual([
      ['8', 'ssn'],
      ['9', 'dateOfBirth'],
    ]);
    // the list shows the dry run, not ordered
    const listed = page.getByRole('table', { name: 'Your batches' }).getByRole('row').filter({ hasText: batchName });
    await listed.getByText('Dry run').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-dry-run');
    await phone.goto(`${server.url}/batch`);
    await phone.getByRole('list', { name: 'Your batches' }).getByRole('link', { name: batchName, exact: true }).waitFor();
    await phoneShot(phone, 'batch-create');
    // a dry run reopened from the list can be ordered or cancelled on its own page (here: on a phone)
    await phone.goto(`${server.url}${await listed.getByRole('link', { name: batchName, exact: true }).getAttribute('href')}`);
    await phone.getByRole('region', { name: `${FILE_NAME} is checked: nothing is ordered yet` }).getByRole('button', { name: 'Order 6 reports' }).waitFor();
    await phoneShot(phone, 'batch-dry-run');

    // Ordering a batch is a step-up act (docs/security.md): a session without a recent second factor is asked for one
    await forgetFactor(server.database.db, 'demo.admin');
    // on the phone: the dialog, then Cancel: nothing is ordered, the dry run stays as it was
    const phoneDryRun = phone.getByRole('region', { name: `${FILE_NAME} is checked: nothing is ordered yet` });
    await phoneDryRun.getByRole('button', { name: 'Order 6 reports' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: "Confirm it's you" });
    await phoneDialog.getByRole('list', { name: 'Set up your authenticator app' }).waitFor();
    await phoneShot(phone, 'batch-step-up');
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    await phoneDialog.waitFor({ state: 'hidden' });
    await phoneDryRun.getByRole('button', { name: 'Order 6 reports' }).waitFor();
    // on the desktop: the company requires a factor, so the dialog shows how to set up an app, or sends a code
    // a retry finds the first attempt's reports: it orders them again, with a reason (docs/careful-pulls.md)
    if ((await dryRun.getByRole('radio', { name: /^Pull again/ }).count()) > 0) {
      await dryRun.getByRole('radio', { name: /^Pull again/ }).check();
      await dryRun.getByRole('textbox', { name: /^Reason for pulling again/ }).fill('E2E retry');
    }
    await dryRun.getByRole('button', { name: 'Order 6 reports' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByRole('button', { name: 'Send me a code by e-mail instead' }).click();
    await dialog.getByText(/We sent a 6-digit code to/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-step-up');
    await dialog.getByLabel('Code from the e-mail').fill(await lastCode(server.database.db, 'demo.admin'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // ordered (the call sent again, once): the batch page follows it to the end without a reload
    await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/);
    const batchUrl = page.url();
    const bar = page.getByRole('progressbar', { name: 'Batch progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByTestId('batch-progress-line').textContent()).toBe('6 of 6 rows · 0 failed');
    await page.getByText('Completed', { exact: true }).first().waitFor();
    const rows = page.getByRole('table', { name: 'Rows of the batch' }).getByRole('row');
    await expect.poll(async () => (await rows.allTextContents()).filter((t) => t.includes('Completed')).length).toBe(6);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-completed');

    // the results: one line a row, with its status, tracking id and findings
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download results (CSV)' }).click()]);
    const resultsPath = path.join(downloads, download.suggestedFilename());
    await download.saveAs(resultsPath);
    const lines = fs.readFileSync(resultsPath, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('row,status,report status,tracking id,consumer,ssn,reference,key findings,problems');
    expect(lines.slice(1, 7).every((l) => /^\d,Completed,(Completed|No Hit),[0-9a-f-]{36},/.test(l))).toBe(true);
    expect(lines[7]).toMatch(/^7,Invalid,.*ssn is not a number/);
    expect(lines[8]).toMatch(/^8,Invalid,.*dateOfBirth /);
    await page.getByText('Downloaded', { exact: true }).waitFor();

    // the invalid rows and a search
    await page.getByRole('button', { name: 'Invalid' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Okafor');
    await page.getByRole('search', { name: 'Search rows' }).getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('E2E-2');

    await phone.goto(batchUrl);
    await phone.getByRole('list', { name: 'Rows of the batch' }).waitFor();
    await phoneShot(phone, 'batch-completed');

    // one row's report opens like any report
    await page.getByRole('link', { name: /^Open report for Tyler Okafor$/i }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}\?from=batch$/);
    await shownReport(page, CCR_PRODUCT.name).getByRole('heading', { level: 2, name: 'TYLER OKAFOR' }).waitFor();
    // and leads back to its batch, naming its row (GET …/batchdetails)
    await page.getByText(/^Row \d+ of batch /).waitFor();
    await desktopShot(page, 'batch-row-report');
    await page.getByRole('link', { name: 'Back to the batch' }).click();
    await page.waitForURL(batchUrl);

    // deleting the batch takes it off the list in the spec's words
    await page.goto(batchUrl);
    await page.getByRole('button', { name: 'Delete batch' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this batch?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${server.url}/batch`);
    await page.getByText(MESSAGES.reports.batchDeleted, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: batchName, exact: true }).count()).toBe(0);
    if (attempt === 1) await page.getByRole('heading', { level: 2, name: 'No batches yet' }).waitFor();
  }, 150_000); // the longest browser test: a whole batch, and the step-up dialog on two screens

  it('names the rows ordered in the last days in the dry run, and reuses their reports instead of pulling again', async () => {
    // the first test ordered these consumers: a file of two of them is answered by their reports
    const { server, page } = session;
    const fileName = 'e2e-again.csv';
    await page.goto(`${server.url}/batch`);
    const form = page.getByRole('form', { name: 'New batch' });
    await form.getByLabel(/^Product/).selectOption({ label: CCR_PRODUCT.name });
    await form.getByLabel('Account number').selectOption('100200300');
    await form.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
    await form.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...GOOD.slice(0, 2)].map((cells) => cells.map((c) => (c.includes(' ') ? `"${c}"` : c)).join(',')).join('\r\n'), 'utf8') });
    await form.getByRole('button', { name: 'Upload and check' }).click();
    const dryRun = page.getByRole('region', { name: `${fileName} is checked: nothing is ordered yet` });
    const reuse = dryRun.getByRole('region', { name: '2 rows match reports ordered in the last 7 days' });
    await reuse.waitFor();
    expect(words((await reuse.getByRole('listitem').first().textContent()) ?? '')).toMatch(/^Row 1: Margaret Ellison \*\*\*-\*\*-1001 · ordered .* by demo\.admin$/);
    // ordering without a choice asks for one
    await dryRun.getByRole('button', { name: 'Order 2 reports' }).click();
    await reuse.getByText('Choose to reuse those reports or pull again.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-dry-run-reuse');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneShot(page, 'batch-dry-run-reuse');
    await page.setViewportSize({ width: 1440, height: 900 });

    await reuse.getByRole('radio', { name: /^Reuse those reports/ }).check();
    await dryRun.getByRole('button', { name: 'Order 2 reports' }).click();
    await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/);
    const rows = page.getByRole('table', { name: 'Rows of the batch' }).getByRole('row');
    await expect.poll(async () => (await rows.allTextContents()).filter((t) => t.includes('Reused')).length).toBe(2);
    expect(await page.getByTestId('batch-progress-line').textContent()).toBe('2 of 2 rows · 0 failed');
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-reused');
    await page.getByRole('link', { name: /^Open report for Margaret Ellison$/i }).click();
    await shownReport(page, CCR_PRODUCT.name).getByRole('heading', { level: 2, name: 'MARGARET ELLISON' }).waitFor();
  });

  it("maps a lender's own export without a template, names its problems by the file's own columns and lines, and takes the rejected rows back fixed", async () => {
    const { server, page, phone, downloads } = session;
    const EXPORT_HEADER = ['Applicant First Name', 'Applicant Last Name', 'SSN', 'DOB', 'Street', 'City', 'ST', 'ZIP', 'Ref #'];
    const NEVER_ISSUED = '000-12-3456';
    // three good rows, one without a last name (line 5), then 101 SSNs never issued (lines 6 to 106): more problems than the dry run lists
    const rows = [...GOOD.slice(0, 3), ['Nolast', '', '123-45-1005', '1985-06-21', '3310 Mesa Verde Ct', 'Tucson', 'AZ', '85715-1968', 'OWN-4'], ...Array.from({ length: 101 }, (_, i) => ['Bad', `Number${String.fromCharCode(65 + (i % 26))}`, NEVER_ISSUED, '1980-01-01', '1 Main St', 'Columbus', 'OH', '43004', `OWN-${i + 5}`])];
    const text = [EXPORT_HEADER, ...rows].map((cells) => cells.map((c) => (/[ #]/.test(c) ? `"${c}"` : c)).join(',')).join('\r\n');
    const chooseExport = async (p: typeof page, name: string, content: string, open = true) => {
      if (open) await p.goto(`${server.url}/batch`);
      const form = p.getByRole('form', { name: 'New batch' });
      await form.getByLabel(/^Product/).selectOption({ label: CCR_PRODUCT.name });
      await form.getByLabel('Account number').selectOption('100200300');
      await form.getByLabel('Permissible purpose').selectOption('CREDIT_TRANSACTION');
      await form.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
      return form.getByRole('region', { name: "Your file's columns" });
    };

    // every one of the nine columns proposed; the user accepts the proposal as it is
    const step = await chooseExport(page, 'lender-export.csv', text);
    const selects = step.getByLabel(/^Column for /);
    await expect.poll(() => selects.count()).toBe(9);
    expect(await selects.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber']);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-own-layout');
    // the phone's view is for a person to look at (SHOTS_DIR): the template e2e checks the same editor's width at 390 px in CI
    if (process.env.SHOTS_DIR) {
      await (await chooseExport(phone, 'lender-export.csv', text)).waitFor();
      await phoneShot(phone, 'batch-own-layout');
    }
    await page.getByRole('button', { name: 'Upload and check' }).click();

    // the problems on the file's own lines and columns, more than listed: a link (underlined: axe) to every invalid row
    const dryRun = page.getByRole('region', { name: 'lender-export.csv is checked: nothing is ordered yet' });
    await dryRun.waitFor();
    expect(words((await dryRun.getByRole('definition').allTextContents()).join(' '))).toBe('105 3 102');
    const problems = dryRun.getByRole('table', { name: 'Problems found' }).getByRole('row');
    expect((await problems.nth(1).getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['5', 'Applicant Last Name', 'Applicant Last Name is required']);
    expect((await problems.nth(2).getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['6', 'SSN']);
    expect(await axeViolations(page)).toEqual([]);
    await desktopShot(page, 'batch-own-layout-dry-run');
    await dryRun.getByRole('link', { name: 'See every invalid row' }).waitFor();

    // the rejected rows in the file's own layout, a Problems column added
    const [download] = await Promise.all([page.waitForEvent('download'), dryRun.getByRole('button', { name: 'Download the 102 rejected rows (CSV)' }).click()]);
    const rejectedPath = path.join(downloads, download.suggestedFilename());
    await download.saveAs(rejectedPath);
    expect(download.suggestedFilename()).toBe('lender-export_rejected.csv');
    const rejected = fs.readFileSync(rejectedPath, 'utf8');
    const lines = rejected.trim().split('\r\n');
    expect(lines).toHaveLength(103);
    expect(lines[0]).toBe('Applicant First Name,Applicant Last Name,SSN,DOB,Street,City,ST,ZIP,Ref #,Problems');
    expect(lines[1]).toBe('Nolast,,123-45-1005,1985-06-21,3310 Mesa Verde Ct,Tucson,AZ,85715-1968,OWN-4,Applicant Last Name is required');
    await dryRun.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('form', { name: 'New batch' }).waitFor();

    // fixed and sent again: the same proposal, the Problems column ignored, every row valid
    const fixed = rejected.replace('Nolast,,', 'Nolast,Marquez,').replaceAll(NEVER_ISSUED, '123-45-1006');
    const again = await chooseExport(page, 'lender-export-fixed.csv', fixed, false);
    await expect.poll(() => again.getByLabel(/^Column for /).count()).toBe(10);
    expect(await again.getByLabel('Column for Problems').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Upload and check' }).click();
    const fixedRun = page.getByRole('region', { name: 'lender-export-fixed.csv is checked: nothing is ordered yet' });
    await fixedRun.waitFor();
    expect(words((await fixedRun.getByRole('definition').allTextContents()).join(' '))).toBe('102 102 0');
    await fixedRun.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('form', { name: 'New batch' }).waitFor();
  });
});
