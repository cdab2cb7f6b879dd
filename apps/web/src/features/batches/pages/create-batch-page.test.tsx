import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSUMER_BATCH_LAYOUT, MESSAGES, batchLayoutSampleCsv } from '@creditdesk/contracts';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { BATCH_ID, DRY_RUN_ERRORS, OTHER_BATCH_ID, TEMPLATE_ID, batchesServer, fakeUpload, makeBatch, makeTemplate } from '../testing/fake-batches';


const blobs = new Map<string, Blob>();
beforeEach(() => {
  blobs.clear();
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:sample-${(n += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
});

const csv = (text: string, name = 'november.csv') => new File([text], name, { type: 'text/csv' });
const GOOD_FILE = csv('firstName,lastName\r\nJane,Sample\r\n');

async function openForm(options: Parameters<typeof batchesServer>[0] = {}) {
  const server = batchesServer(options);
  const view = renderApp({ path: '/batch', auth: ADMIN_AUTH });
  // the page's chunk may take a while to arrive on a busy machine
  await screen.findByRole('heading', { level: 1, name: 'Create Batch' });
  const form = await screen.findByRole('form', { name: 'New batch' });
  return { server, form, ...view };
}

const choose = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/CSV file/), { target: { files: [file] } });

describe('Create Batch: the new batch form', () => {
  it("offers the company's products that are ordered in batches, then the chosen product's columns and its sample file", async () => {
    await openForm();
    const select = screen.getByLabelText(/^Product/);
    const offered = within(select).getAllByRole('option').map((o) => o.textContent);
    // ADV has no batch layout; no template: no template group
    expect(offered).toEqual(['Select a product', 'Consumer Credit Report', 'OFAC']);
    expect(screen.getByText(/Choose a product to see the columns/)).toBeTruthy();

    choose(/^Product/, 'product:acrov6');
    const columns = within(screen.getByRole('list', { name: 'Columns of the file' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(columns).toHaveLength(CONSUMER_BATCH_LAYOUT.columns.length);
    expect(columns[0]).toBe('firstName required · First Name');
    expect(columns.find((c) => c?.startsWith('ssn'))).toMatch(/ required · SSN\. 9 digits/);
    expect(columns.find((c) => c?.startsWith('middleName'))).toBe('middleName · Middle Name');

    const sample = screen.getByRole('link', { name: 'Download the sample file' });
    expect(sample.getAttribute('download')).toBe('acrov6_batch_sample.csv');
    expect(await blobs.get(sample.getAttribute('href')!)!.text()).toBe(batchLayoutSampleCsv(CONSUMER_BATCH_LAYOUT));
    // the consumer credit report asks a permissible purpose; OFAC does not
    expect(screen.getByLabelText(/Permissible purpose/)).toBeTruthy();
    choose(/^Product/, 'product:ofac');
    expect(screen.queryByLabelText(/Permissible purpose/)).toBeNull();
  });

  it("offers the company's input templates too, with their headers and defaults", async () => {
    await openForm({ templates: [makeTemplate()] });
    const select = screen.getByLabelText(/^Product or input template/);
    expect(within(select).getByRole('group', { name: 'Input templates' }).textContent).toBe('Loan system export (Consumer Credit Report)');
    choose(/^Product or input template/, `template:${TEMPLATE_ID}`);
    expect((screen.getByLabelText(/Account number/) as HTMLSelectElement).value).toBe('100200301');
    expect((screen.getByLabelText(/Permissible purpose/) as HTMLSelectElement).value).toBe('ACCOUNT_REVIEW');
    const columns = within(screen.getByRole('list', { name: 'Columns of the file' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(columns).toEqual(['FNAME required · fills First Name', 'LNAME required · fills Last Name', 'Notes · ignored']);
    const sample = screen.getByRole('link', { name: 'Download the sample file' });
    expect(await blobs.get(sample.getAttribute('href')!)!.text()).toBe('FNAME,LNAME,Notes\r\nJane,Sample,\r\n');
  });

  it('says what is missing before anything is sent', async () => {
    const upload = fakeUpload(() => ({ status: 500, body: {} }));
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('Choose a product or an input template')).toBeTruthy();
    expect(screen.getByText('Choose the CSV file to upload')).toBeTruthy();
    chooseFile(csv('', 'empty.csv'));
    expect(await screen.findByText('The file is empty')).toBeTruthy();
    chooseFile(csv('a,b', 'applicants.xlsx'));
    expect(await screen.findByText('Choose a CSV file (.csv)')).toBeTruthy();
    expect(upload.sent).toEqual([]);
  });

  it('uploads the fields and then the file, shows the dry run, and orders the valid rows', async () => {
    const dryRun = { batch: makeBatch({ batchName: 'November applicants' }), errors: DRY_RUN_ERRORS };
    const upload = fakeUpload(() => ({ status: 201, body: dryRun }));
    const { server, router } = await openForm({ batches: [dryRun.batch] });
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    choose(/^Product/, 'product:acrov6');
    choose(/Account number/, '100200300');
    choose(/Permissible purpose/, 'CREDIT_TRANSACTION');
    fireEvent.change(screen.getByLabelText(/Batch name/), { target: { value: 'November applicants' } });
    chooseFile(GOOD_FILE);
    expect(within(screen.getByRole('form', { name: 'New batch' })).getByText('november.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));

    const section = await screen.findByRole('region', { name: 'november.csv is checked: nothing is ordered yet' });
    expect(upload.sent).toHaveLength(1);
    expect(upload.sent[0].fields).toEqual([
      ['product', 'acrov6'],
      ['accountNumber', '100200300'],
      ['permissiblePurpose', 'CREDIT_TRANSACTION'],
      ['batchName', 'November applicants'],
      ['file', 'file:november.csv'],
    ]);
    expect(upload.sent[0].headers.Authorization).toBe('Bearer access-1');
    expect(section.textContent).toContain('Rows8Valid6Invalid2');
    expect(section.textContent).toContain('Estimated cost: $89.70 at list price (6 reports × $14.95)');
    const problems = within(screen.getByRole('table', { name: 'Problems found' })).getAllByRole('row').slice(1);
    expect(problems.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      // the file's own lines (the header is line 1) and columns
      ['8', 'ssn', DRY_RUN_ERRORS[0].message],
      ['9', 'dateOfBirth', DRY_RUN_ERRORS[1].message],
    ]);

    fireEvent.click(within(section).getByRole('button', { name: 'Order 6 reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/batch/${BATCH_ID}`));
    expect(server.callsTo(`/api/consumers/batchs/${BATCH_ID}/confirm`)).toHaveLength(1);
  });

  it('offers only Cancel when no row can be ordered, and cancelling deletes the dry run', async () => {
    const batch = makeBatch({ batchId: OTHER_BATCH_ID, counts: { total: 2, invalid: 2, pending: 0 } });
    fakeUpload(() => ({ status: 201, body: { batch, errors: DRY_RUN_ERRORS } }));
    const { server } = await openForm({ batches: [batch] });
    choose(/^Product/, 'product:ofac');
    choose(/Account number/, '100200300');
    chooseFile(GOOD_FILE);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    const section = await screen.findByRole('region', { name: /is checked/ });
    expect(within(section).getByText(/No row of the file can be ordered/)).toBeTruthy();
    expect(within(section).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download the 2 rejected rows (CSV)', 'Cancel']);
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.reports.batchDeleted)).toBeTruthy();
    expect(JSON.parse(server.callsTo(`/api/consumers/batchs/${OTHER_BATCH_ID}`)[0].body)).toEqual({ status: 'deleted' });
    // a fresh form for the next file, the account kept
    await screen.findByRole('form', { name: 'New batch' });
    expect((screen.getByLabelText(/Account number/) as HTMLSelectElement).value).toBe('100200300');
  });

  it("proposes a column for every header of a lender's own export, lets the user fix it, sends the accepted mapping, and can save it as a template", async () => {
    const upload = fakeUpload(() => ({ status: 201, body: { batch: makeBatch(), errors: [] } }));
    const created: unknown[] = [];
    await openForm({
      override: (r) => {
        if (r.url.pathname === '/api/batch/templates' && r.method === 'POST') {
          created.push(JSON.parse(r.body ?? '{}'));
          return json({ message: 'Template Loan export was successfully created.', template: makeTemplate({ templateName: 'Loan export' }) }, 201);
        }
        return undefined;
      },
    });
    choose(/^Product/, 'product:acrov6');
    choose(/Account number/, '100200300');
    choose(/Permissible purpose/, 'CREDIT_TRANSACTION');
    const EXPORT = 'Applicant First Name,Applicant Last Name,SSN,DOB,Street,City,ST,ZIP,Ref #,Branch\r\nAna,Ortiz,123-45-2501,4/12/1980,1 Oak St,Dayton,OH,45402-1968,L-1,North\r\n';
    chooseFile(csv(EXPORT, 'export.csv'));
    const step = await screen.findByRole('region', { name: "Your file's columns" });
    const selects = within(step).getAllByLabelText(/^Column for /) as HTMLSelectElement[];
    expect(selects.map((s) => s.value)).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber', '']);
    // every header nothing was proposed for, at once
    expect(within(step).getByLabelText('About the proposal').textContent).toContain('Nothing proposed for ‘Branch’');
    // masked by meaning: the SSN is, the ZIP+4 is not; the row is judged as the batch will (its purpose is the form's)
    const sample = within(step).getByRole('table', { name: 'Sample rows through the mapping' });
    expect(sample.textContent).toContain('***-**-2501');
    expect(sample.textContent).toContain('45402-1968');
    expect(within(step).getByText(/1 of 1 row would be ordered/)).toBeTruthy();
    // fixed: the branch is ignored anyway, the reference column is not wanted
    fireEvent.change(within(step).getByLabelText('Column for Ref #'), { target: { value: '' } });
    fireEvent.click(within(step).getByLabelText('Save this mapping as an input template'));
    fireEvent.change(within(step).getByLabelText(/Template name/), { target: { value: 'Loan export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await screen.findByRole('region', { name: /is checked/ });
    const mapping = JSON.parse(String(upload.sent[0].fields.find(([k]) => k === 'columns')?.[1]));
    expect(mapping.map((c: { column: string | null }) => c.column)).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', null, null]);
    expect(created).toEqual([{ templateName: 'Loan export', product: 'acrov6', columns: mapping, defaults: {} }]);
  });

  it('does not send a mapping that leaves a required column unfilled', async () => {
    const upload = fakeUpload(() => ({ status: 201, body: { batch: makeBatch(), errors: [] } }));
    await openForm();
    choose(/^Product/, 'product:acrov6');
    choose(/Account number/, '100200300');
    choose(/Permissible purpose/, 'CREDIT_TRANSACTION');
    chooseFile(csv('Given,Family,Tax ID\r\nAna,Ortiz,x\r\n', 'odd.csv'));
    const step = await screen.findByRole('region', { name: "Your file's columns" });
    expect(within(step).getByLabelText('About the proposal').textContent).toContain('Nothing proposed for ‘Given’, ‘Family’');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText(/Finish mapping your file's columns: No header fills the required columns First Name, Last Name/)).toBeTruthy();
    expect(upload.sent).toEqual([]);
  });

  it('maps no binary file: the server refuses it with its own reason', async () => {
    const upload = fakeUpload(() => ({ status: 400, body: { status: 400, message: 'The file is an Excel workbook', additionalErrorDetails: { fields: [] } } }));
    await openForm();
    choose(/^Product/, 'product:acrov6');
    choose(/Account number/, '100200300');
    choose(/Permissible purpose/, 'CREDIT_TRANSACTION');
    const book = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0xff, 0xfe])], 'book.csv', { type: 'text/csv' });
    chooseFile(book);
    // the file's head is read (as a text one's is) before Upload and check
    await act(async () => {
      await book.text();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('The file is an Excel workbook')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Your file's columns" })).toBeNull();
    expect(upload.sent).toHaveLength(1);
  });

  it("shows a refusal's message in the banner and its field errors on their fields", async () => {
    let answer = { status: 400, body: { status: 400, message: 'Invalid request: accountNumber: accountNumber must be one of your account numbers', additionalErrorDetails: { fields: [{ field: 'accountNumber', message: 'accountNumber must be one of your account numbers' }] } } };
    fakeUpload(() => answer);
    await openForm();
    choose(/^Product/, 'product:ofac');
    choose(/Account number/, '100200300');
    chooseFile(GOOD_FILE);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    const banner = await screen.findByRole('region', { name: 'Messages' });
    expect(banner.textContent).toContain('Invalid request: accountNumber');
    expect(screen.getByText('accountNumber must be one of your account numbers', { selector: 'p' })).toBeTruthy();

    answer = { status: 413, body: { status: 413, message: 'The file holds more than 200,000 rows', additionalErrorDetails: { fields: [] } } };
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('The file holds more than 200,000 rows')).toBeTruthy();
  });
});

describe('Create Batch: your batches', () => {
  const running = makeBatch({ status: 'processing', counts: { completed: 3, failed: 1, pending: 2 }, startedAt: '2026-11-20T14:06:00.000Z' });
  const done = makeBatch({ batchId: OTHER_BATCH_ID, batchName: 'October applicants', fileName: 'october.csv', status: 'completed', counts: { total: 4, invalid: 0, pending: 0, completed: 4 }, submittedBy: 'demo.user' });

  it('lists the batches with product, status, progress, who submitted them and when; a row opens its batch', async () => {
    const { router } = await openForm({ batches: [running, done] });
    const table = await screen.findByRole('table', { name: 'Your batches' });
    await within(table).findByRole('link', { name: 'November applicants' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['November applicantsnovember.csv', 'Consumer Credit Report', 'Processing', '4 of 6 · 1 failed', 'demo.admin', expect.stringMatching(/^11-20-2026/)],
      ['October applicantsoctober.csv', 'Consumer Credit Report', 'Completed', '4 of 4', 'demo.user', expect.stringMatching(/^11-20-2026/)],
    ]);
    expect(within(rows[0]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    fireEvent.click(within(rows[1]).getAllByRole('cell')[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/batch/${OTHER_BATCH_ID}`));
  });

  it("deletes a batch after asking, in the spec's words", async () => {
    const { server } = await openForm({ batches: [running, done] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the batch October applicants' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this batch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.batchDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'October applicants' })).toBeNull());
    expect(server.batches().find((b) => b.batchId === OTHER_BATCH_ID)?.status).toBe('deleted');
  });

  it('says when no batch matches the search (kept in the address), and clears it', async () => {
    const server = batchesServer({ batches: [done] });
    const { router } = renderApp({ path: '/batch?q=zzz', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'No batches match your search' })).toBeTruthy();
    expect(JSON.parse(server.callsTo('/api/consumers/batchs/customers/c-1/search').at(-1)?.body ?? '{}')).toEqual({ keyWords: 'zzz' });
    // the empty state's button (the search box has its own)
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1)!);
    await screen.findByRole('link', { name: 'October applicants' });
    expect(router.state.location.search).toBe('');
  });
});

describe('Create Batch: your batches on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a batch and sorts by the Sort by, the order in the URL and the call', async () => {
    atPhoneWidth();
    const { router, server } = await openForm({ batches: [makeBatch()] });
    const cards = await screen.findByRole('list', { name: 'Your batches' });
    await within(cards).findByRole('link', { name: 'November applicants' });
    expect(screen.queryByRole('table', { name: 'Your batches' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'batchName.asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=batchName'));
    await waitFor(() => expect(server.callsTo('/api/consumers/batchs/customers/c-1/search').at(-1)?.url.searchParams.get('sort')).toBe('batchName'));
  });
});

describe('Create Batch: no batch at all', () => {
  it('shows the empty state', async () => {
    batchesServer({ override: (r) => (r.url.pathname.endsWith('/search') ? json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 }) : undefined) });
    renderApp({ path: '/batch', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'No batches yet' })).toBeTruthy();
  });
});
