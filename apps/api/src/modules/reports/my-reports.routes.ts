import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  type BATCH_ROWS_SORT,
  type MY_REPORTS_SORT,
  type SortOrder,
  type ProductOrderResponse,
  MY_REPORTS_CSV,
  type InquiryListItem,
  deleteInquiryEndpoint,
  downloadMyReportsEndpoint,
  inquiryApplicantEndpoint,
  inquiryBatchDetailsEndpoint,
  productKeySchema,
  inquiryDetailsEndpoint,
  myReportsPageEndpoint,
  myReportsSearchEndpoint,
  resolveAlertsEndpoint,
} from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import { searchBatchRows } from '../batches/batch-row-search.js';
import { notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { csvStream, sendCsv } from '../../lib/csv-export.js';
import { exportRecorder } from '../audit/export-audit.js';
import { recordAudit } from '../audit/audit.repository.js';
import { batchOfInquiry } from './inquiry-batch.repository.js';
import { findInquiry, inquiriesAfter, pageInquiries, softDeleteInquiry } from './inquiries.repository.js';
import { storedCompanions } from './credit-report-companions.js';
import { assertMayReadInquiry, inquiryScopeOf } from './inquiry-access.js';
import { parseRangeBound, toListItem } from './inquiry-list.js';
import { PRODUCT_ADAPTERS } from './products/index.js';
import { recordReportRead } from './report-read-audit.js';
import { registerLegacyHistoryRoutes } from './legacy/legacy-history.routes.js';
import { storedIdentity, storedReportData } from './stored-inquiry.js';
import { recalledApplicantOf } from './recalled-applicant.js';
import { resolveAlerts, storedAlertCheck } from './alert-check.js';

type MyReportsSortColumn = (typeof MY_REPORTS_SORT.columns)[number];
type BatchRowSortColumn = (typeof BATCH_ROWS_SORT.columns)[number];

type PageQuery = { pageNumber: number; pageSize: number; fromDate?: string; toDate?: string; alerts?: 'unresolved'; sort?: SortOrder<(typeof MY_REPORTS_SORT.columns)[number]> };

export function registerMyReportsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  // a migrated legacy user's history of the reports ordered on the legacy system
  registerLegacyHistoryRoutes(app);

  const page = async (caller: Caller, q: PageQuery, keyWords?: string) => {
    const { rows, total } = await pageInquiries(ctx.db, inquiryScopeOf(caller), {
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      from: parseRangeBound(q.fromDate, 'fromDate'),
      to: parseRangeBound(q.toDate, 'toDate'),
      keyWords,
      alertsUnresolved: q.alerts === 'unresolved',
      sort: q.sort,
    });
    return { content: rows.map(toListItem), totalElements: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
  };

  registerEndpoint(app, myReportsPageEndpoint, async (req) => page(req.caller, req.query));
  registerEndpoint(app, myReportsSearchEndpoint, async (req) => {
    // reports.md §7: the same call with a batch id searches that batch's rows
    // (the query's sort was read against the batch rows' columns when it names a batch, else My Reports')
    const { batchId, sort, ...q } = req.query;
    if (batchId) return searchBatchRows(ctx.db, req.caller, batchId, { ...q, sort: sort as SortOrder<BatchRowSortColumn>, keyWords: req.body.keyWords });
    return page(req.caller, { ...q, sort: sort as SortOrder<MyReportsSortColumn> }, req.body.keyWords);
  });

  // My Reports as CSV: its filters and order, a thousand at a time after the last sent (keyset; consumer names and the SSN's last four only)
  registerEndpoint(app, downloadMyReportsEndpoint, async (req, reply) => {
    const { keyWords, ...q } = req.query;
    const range = { from: parseRangeBound(q.fromDate, 'fromDate'), to: parseRangeBound(q.toDate, 'toDate') }; // 400 before the stream
    const scope = inquiryScopeOf(req.caller);
    const rows = async (last: InquiryListItem | undefined, size: number) =>
      (await inquiriesAfter(ctx.db, scope, { ...range, keyWords, alertsUnresolved: q.alerts === 'unresolved', sort: q.sort }, last?.id, size)).map(toListItem);
    const cells = (r: InquiryListItem) => [r.createdAt, r.productName, r.consumerName, r.coApplicantName ?? '', r.ssnMasked, r.customerReferenceNumber, r.accountNumber, r.permissiblePurpose, r.userName, r.status];
    const stream = csvStream(MY_REPORTS_CSV.columns, rows, cells, exportRecorder(req, 'my-reports.exported', 'my-reports', { ...q, keyWords: keyWords ? 'given' : 'none' }));
    return sendCsv(reply, MY_REPORTS_CSV.fileName, stream);
  });

  registerEndpoint(app, inquiryDetailsEndpoint, async (req) => {
    const row = await findInquiry(ctx.db, req.params.id);
    assertMayReadInquiry(req.caller, row);
    const stored = storedReportData(ctx.cipher, row);
    await recordReportRead(ctx.db, { action: 'report.viewed', caller: req.caller, row, meta: { correlationId: String(req.id), ip: req.ip } });
    // answered as its product answered the order, with the list item
    const adapter = PRODUCT_ADAPTERS[productKeySchema.parse(row.product)];
    const answer = adapter.answer({ id: row.id, createdAt: row.createdAt }, stored) as ProductOrderResponse;
    // a credit report names the add-on checks it ran, as its order did
    const companions = adapter.companionConsumers ? await storedCompanions(ctx, row.id) : undefined;
    // the alerts to resolve before credit, and their resolution (docs/careful-pulls.md)
    const alertCheck = await storedAlertCheck(ctx, row, stored);
    const item = toListItem(alertCheck ? { ...row, alertStatus: alertCheck.status } : row);
    return { ...answer, ...(companions ? { companions } : {}), ...(alertCheck ? { alertCheck } : {}), item };
  });

  // resolving them: whoever may read the report (another company's is not found)
  registerEndpoint(app, resolveAlertsEndpoint, async (req) => {
    const row = await findInquiry(ctx.db, req.params.id);
    assertMayReadInquiry(req.caller, row);
    return resolveAlerts(ctx, req.caller, row, req.body, { correlationId: String(req.id), ip: req.ip });
  });

  registerEndpoint(app, inquiryBatchDetailsEndpoint, async (req) => {
    const row = await findInquiry(ctx.db, req.params.id);
    assertMayReadInquiry(req.caller, row);
    const batch = await batchOfInquiry(ctx.db, row.id);
    if (!batch) throw notFound(API_MESSAGES.products.notInABatch);
    // a report ordered in a batch: its batch and row, the answer as stored (encrypted at rest) as reports.md §3's formatedResponse
    const dataSourceResponse = storedReportData(ctx.cipher, row);
    await recordReportRead(ctx.db, { action: 'report.viewed', caller: req.caller, row, meta: { correlationId: String(req.id), ip: req.ip }, details: { batchId: batch.batchId, rowNumber: batch.rowNumber } });
    return { inquiryId: row.id, ...batch, product: row.product, createdAt: row.createdAt.toISOString(), formatedResponse: JSON.stringify({ dataSourceResponse }), item: toListItem(row) };
  });

  // applicant recall (issue 33): read like the report itself, and audited as a read of it
  registerEndpoint(app, inquiryApplicantEndpoint, async (req) => {
    const row = await findInquiry(ctx.db, req.params.id);
    assertMayReadInquiry(req.caller, row);
    const applicant = recalledApplicantOf(storedIdentity(ctx.cipher, row));
    if (!applicant) throw notFound(API_MESSAGES.products.noApplicantToRecall);
    await recordReportRead(ctx.db, { action: 'report.viewed', caller: req.caller, row, meta: { correlationId: String(req.id), ip: req.ip }, details: { recalled: 'applicant' } });
    return { inquiryId: row.id, product: row.product, applicant };
  });

  registerEndpoint(app, deleteInquiryEndpoint, async (req) => {
    const row = await findInquiry(ctx.db, req.params.id);
    assertMayReadInquiry(req.caller, row);
    await softDeleteInquiry(ctx.db, row.id, req.caller.userId);
    await recordAudit(ctx.db, {
      action: 'report.deleted',
      customerId: req.caller.customerId,
      actorUserId: req.caller.userId,
      actorUsername: req.caller.username,
      targetType: 'inquiry',
      targetId: row.id,
      details: { product: row.product },
      correlationId: String(req.id),
      ip: req.ip,
    });
    return { deleted: true as const };
  });
}
