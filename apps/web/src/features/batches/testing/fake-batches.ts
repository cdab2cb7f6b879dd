import { vi } from 'vitest';
import { CCR_PRODUCT, ADV_PRODUCT, OFAC_PRODUCT, batchEstimate, type Batch, type BatchDryRun, type BatchRow, type BatchTemplate } from '@creditdesk/contracts';
import { type FakeRequest, errorBody, fakeApi, json } from '../../../testing/fake-api';

export const BATCH_ID = '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_BATCH_ID = '8b2d3c4e-5f60-4b7c-9d8e-0f1a2b3c4d5e';
export const TEMPLATE_ID = '9c3e4d5f-6071-4c8d-8e9f-1a2b3c4d5e6f';
export const INQUIRY_ID = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';

const counts = (c: Partial<Batch['counts']> = {}): Batch['counts'] => ({ total: 8, invalid: 2, pending: 6, processing: 0, completed: 0, failed: 0, ...c });

export function makeBatch(overrides: Partial<Omit<Batch, 'counts'>> & { counts?: Partial<Batch['counts']> } = {}): Batch {
  const c = counts(overrides.counts);
  return {
    batchId: BATCH_ID,
    batchName: 'November applicants',
    fileName: 'november.csv',
    product: CCR_PRODUCT.key,
    productCode: CCR_PRODUCT.code,
    productName: CCR_PRODUCT.name,
    templateId: null,
    templateName: null,
    status: 'validated',
    downloadStatus: 'not-downloaded',
    accountNumber: '100200300',
    permissiblePurpose: 'CREDIT_TRANSACTION',
    submittedBy: 'demo.admin',
    createdAt: '2026-11-20T14:05:00.000Z',
    confirmedAt: null,
    startedAt: null,
    finishedAt: null,
    rowsPerSecond: null,
    secondsLeft: null,
    estimate: batchEstimate(CCR_PRODUCT.code, c.total - c.invalid),
    ...overrides,
    counts: c,
  };
}

export function makeRow(overrides: Partial<BatchRow> = {}): BatchRow {
  return {
    rowId: `row-${overrides.rowNumber ?? 1}`,
    rowNumber: 1,
    status: 'pending',
    consumerName: 'Margaret Ellison',
    ssnMasked: 'XXX-XX-1001',
    customerReferenceNumber: 'APP-1',
    errors: [],
    inquiryId: null,
    reportStatus: null,
    keyFindings: null,
    trackingId: null,
    attempts: 0,
    updatedAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

export const DRY_RUN_ERRORS: BatchDryRun['errors'] = [
  { rowNumber: 7, line: 8, column: 'ssn', message: 'ssn must be a valid SSN (9 digits; not 000, 666 or 9xx area, 00 group or 0000 serial)' },
  { rowNumber: 8, line: 9, column: 'dateOfBirth', message: 'dateOfBirth must be a real date in the past' },
];

export function makeTemplate(overrides: Partial<BatchTemplate> = {}): BatchTemplate {
  return {
    templateId: TEMPLATE_ID,
    templateName: 'Loan system export',
    description: '',
    product: CCR_PRODUCT.key,
    productName: CCR_PRODUCT.name,
    columns: [
      { header: 'FNAME', column: 'firstName' },
      { header: 'LNAME', column: 'lastName' },
      { header: 'Notes', column: null },
    ],
    defaults: { accountNumber: '100200301', permissiblePurpose: 'ACCOUNT_REVIEW' },
    createdBy: 'demo.admin',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const product = (p: { code: string; key: string; name: string; family: string; description: string }) => ({ code: p.code, product: p.key, name: p.name, family: p.family, description: p.description });

type BatchesServerOptions = {
  batches?: Batch[];
  rows?: BatchRow[];
  templates?: BatchTemplate[];
  /** the details answers in turn (the last repeats), for a batch page that follows progress. */
  details?: Batch[];
  /** answers a call instead of the fake (a refusal). */
  override?: (request: FakeRequest) => Response | undefined;
};

/** A fake of the batch calls and what Create Batch loads (products, grants, templates, account numbers). */
export function batchesServer({ batches = [], rows = [], templates = [], details, override }: BatchesServerOptions = {}) {
  let stored = structuredClone(batches);
  let storedRows = structuredClone(rows);
  let detailCalls = 0;
  const server = fakeApi((request) => {
    const refusal = override?.(request);
    if (refusal) return refusal;
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (path.startsWith('/api/products/customers/')) return json({ products: [CCR_PRODUCT, ADV_PRODUCT, OFAC_PRODUCT].map(product) });
    if (path === '/api/orchestrator/products/users') return json({ userName: 'demo.admin', userGroups: ['Admins'], productList: ['CCR', 'ADV', 'OFAC'], isFileTransportAuthorized: false });
    if (/^\/api\/batch\/templates\/customers\/[^/]+\/list$/.test(path)) return json({ content: templates, totalElements: templates.length, pageNumber: 1, pageSize: templates.length });
    if (/^\/api\/customers\/[^/]+\/members$/.test(path)) {
      return json({ members: [{ memberNumber: '100200300', name: 'Main branch', status: 'active' }, { memberNumber: '100200301', name: 'Auto loans', status: 'active' }] });
    }
    if (/^\/api\/consumers\/batchs\/customers\/[^/]+\/search$/.test(path)) {
      const keyWords = (JSON.parse(request.body) as { keyWords: string }).keyWords.toLowerCase();
      const shown = stored.filter((b) => b.status !== 'deleted' && (!keyWords || b.batchName.toLowerCase().includes(keyWords)));
      const size = Number(q.get('pageSize'));
      const number = Number(q.get('pageNumber'));
      return json({ content: shown.slice((number - 1) * size, number * size), totalElements: shown.length, pageNumber: number, pageSize: size });
    }
    const one = /^\/api\/consumers\/batchs\/([^/]+)(\/details|\/confirm|\/rerun|\/results)?$/.exec(path);
    if (one) {
      const found = stored.find((b) => b.batchId === one[1] && b.status !== 'deleted');
      if (!found) return errorBody(404, 'Batch not found');
      if (one[2] === '/details') {
        const answer = details ? details[Math.min(detailCalls, details.length - 1)] : found;
        detailCalls += 1;
        return json(answer);
      }
      if (one[2] === '/confirm') {
        if (found.status !== 'validated') return errorBody(409, 'The batch is already ordered');
        Object.assign(found, { status: 'queued', confirmedAt: new Date().toISOString() });
        return json(found);
      }
      if (one[2] === '/rerun') {
        Object.assign(found, { status: 'queued' });
        return json(found);
      }
      if (one[2] === '/results') return new Response('rowNumber,status,trackingId,keyFindings\r\n1,completed,T-1,Score 780\r\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="November_applicants_results.csv"' } });
      if (request.method === 'PUT') {
        const body = JSON.parse(request.body) as { status?: 'deleted'; downloadStatus?: Batch['downloadStatus'] };
        Object.assign(found, body);
        return json({ message: body.status ? '1 Batch Submission was successfully deleted.' : 'Batch updated', batch: found });
      }
    }
    const pages = /^\/api\/reportinquiries\/extract\/customers\/[^/]+\/batch\/([^/]+)\/pages$/.exec(path);
    const search = /^\/api\/reportinquiries\/extract\/customers\/[^/]+\/search$/.test(path) && q.get('batchId');
    if (pages || search) {
      const status = q.get('status');
      const keyWords = search ? (JSON.parse(request.body) as { keyWords: string }).keyWords.toLowerCase() : '';
      const shown = storedRows.filter((r) => (!status || r.status === status) && (!keyWords || r.consumerName.toLowerCase().includes(keyWords)));
      const size = Number(q.get('pageSize'));
      const number = Number(q.get('pageNumber'));
      return json({ content: shown.slice((number - 1) * size, number * size), totalElements: shown.length, pageNumber: number, pageSize: size });
    }
    const rowDelete = /^\/api\/reportinquries\/([^/]+)\/batchs$/.exec(path);
    if (rowDelete && request.method === 'DELETE') {
      storedRows = storedRows.filter((r) => r.rowId !== rowDelete[1]);
      return json({ message: '1 Report was successfully deleted' });
    }
    return errorBody(404, `not found: ${request.method} ${path}`);
  });
  return {
    ...server,
    batches: () => stored,
    setBatches: (next: Batch[]) => {
      stored = structuredClone(next);
    },
  };
}

export type SentForm = { fields: [string, string][]; fileName: string | undefined; headers: Record<string, string> };

/**
 * Stands in for XMLHttpRequest (the upload): records what is sent, reports the upload's progress in
 * quarters, then answers `respond`'s status and body.
 */
export function fakeUpload(respond: (sent: SentForm) => { status: number; body: unknown }) {
  const sent: SentForm[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const entries = [...form.entries()];
      const file = entries.find(([, v]) => typeof v !== 'string')?.[1] as File | undefined;
      const record: SentForm = { fields: entries.map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]), fileName: file?.name, headers: this.headers };
      sent.push(record);
      for (const loaded of [25, 50, 75, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
      const answer = respond(record);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
