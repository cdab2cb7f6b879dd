import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  API_MESSAGES,
  ADMIN_MESSAGES,
  BATCH_LIMITS,
  type BatchDefaults,
  type BatchDryRun,
  type BatchLayout,
  type BatchRowError,
  type BatchSubmissionFields,
  type ReportProduct,
  batchNameOfFile,
  batchSubmittedColumnsSchema,
  checkBatchRow,
  problemInFileTerms,
  productByKey,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { companySubscriptions } from '../admin/subscriptions/subscriptions.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { adapterOf } from '../reports/products/index.js';
import { consumerKeyOf } from '../reports/report-reuse.js';
import { markBatchReuse } from './batch-reuse.js';

import { type TemplateMapping, assertMappingColumns, cellsOfRow, columnsOfHeaders } from './batch-columns.js';
import { openBatchCsv } from './batch-csv.js';
import { batchView } from './batch-view.js';
import { type NewBatchRow, insertBatch, insertBatchRows, removeBatch, updateBatch } from './batches.repository.js';
import { batchRowContext, sealRejected } from './batch-row-cipher.js';
import { findBatchTemplate } from './templates/batch-templates.repository.js';

/** Rows written to the database at a time while the file streams in. */
const INSERT_CHUNK = 1_000;

const fieldError = (field: string, message: string) => badRequest(API_MESSAGES.invalid.field(field, message), { fields: [{ field, message }] });

type Resolved = {
  product: ReportProduct & { batch: BatchLayout };
  template?: TemplateMapping & { templateId: string; templateName: string };
  /** the user's own mapping of this file (Create Batch without a template), checked like a template's. */
  mapping?: TemplateMapping;
  defaults: BatchDefaults;
};

/** The `columns` field: JSON text of the user's mapping, a 400 on `columns` when it is not one. */
function submittedMapping(text: string): TemplateMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fieldError('columns', 'must be a JSON list of {"header", "column"}');
  }
  const parsed = batchSubmittedColumnsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(['columns', ...issue.path].join('.'), issue.message);
  }
  return { templateName: null, columns: parsed.data };
}

/** The product (or the template's), the defaults, and may the caller order it in a batch: all before the file is read. */
async function resolveSubmission(ctx: AppContext, caller: Caller, fields: BatchSubmissionFields): Promise<Resolved> {
  const held = await companySubscriptions(ctx.db, caller.customerId);
  if (!held.some((s) => s.subscriptionName === 'batch' && s.status === 'active')) {
    throw forbidden(API_MESSAGES.batches.featureMissing);
  }
  if (fields.templateId && fields.columns) throw fieldError('columns', 'send a template or your own mapping, not both');
  const mapping = fields.columns ? submittedMapping(fields.columns) : undefined;
  const template = fields.templateId ? await findBatchTemplate(ctx.db, caller.customerId, fields.templateId) : undefined;
  if (fields.templateId && !template) throw fieldError('templateId', 'is not an input template of your company');
  const key = template?.product ?? fields.product;
  if (!key) throw fieldError('product', 'product or templateId is required');
  const product = productByKey(key);
  if (!product) throw fieldError('product', `'${key}' is not a product`);
  if (!product.batch) throw fieldError('product', `the ${product.name} cannot be ordered in a batch`);
  if (mapping) assertMappingColumns(product.batch, mapping, 'columns');
  if (!(await companyProductCodes(ctx.db, caller.customerId)).has(product.code)) throw forbidden(API_MESSAGES.products.notSetUp(product.name));
  if (!(await groupsGrantProduct(ctx.db, caller.userId, product.code))) throw forbidden(ADMIN_MESSAGES.productNotGranted(product.name));

  const defaults: BatchDefaults = {
    accountNumber: fields.accountNumber || template?.defaults.accountNumber || undefined,
    permissiblePurpose: fields.permissiblePurpose || template?.defaults.permissiblePurpose || undefined,
  };
  if (defaults.accountNumber && !(await findActiveMember(ctx.db, caller.customerId, defaults.accountNumber))) {
    throw fieldError('accountNumber', `'${defaults.accountNumber}' is not an active account number of your company`);
  }
  if (defaults.permissiblePurpose && !product.permissiblePurposes.includes(defaults.permissiblePurpose as never)) {
    throw fieldError('permissiblePurpose', `the ${product.name} may not be ordered for '${defaults.permissiblePurpose}'`);
  }
  return { product: product as Resolved['product'], template: template ? { ...template, templateId: fields.templateId! } : undefined, mapping, defaults };
}

/** Account numbers a file names, each looked up once. */
function memberCheck(ctx: AppContext, customerId: string) {
  const known = new Map<string, Promise<boolean>>();
  return (accountNumber: string) => {
    if (!known.has(accountNumber)) known.set(accountNumber, findActiveMember(ctx.db, customerId, accountNumber).then(Boolean));
    return known.get(accountNumber)!;
  };
}

/** The name and SSN digits a refused row shows, from its cells as given (never more than the last four). */
function shownIdentity(cells: Record<string, string>) {
  const name = [cells.firstName, cells.lastName].map((p) => p?.trim()).filter(Boolean).join(' ') || cells.businessName?.trim() || '';
  const digits = (cells.ssn ?? '').replace(/\D/g, '');
  return { consumerName: name.slice(0, 120), ssnLast4: digits.length === 9 ? digits.slice(-4) : '' };
}

/** A dry run whose rows are stored while its batch is still 'uploading': neither listed nor confirmable. */
export type StagedBatch = { batchId: string; product: string; total: number; invalid: number; templateId: string | null; errors: BatchDryRun['errors'] };

/**
 * The dry run's reading: the file read as it streams, every row checked with the product's own
 * request schema and the company's account numbers, the rows stored (their orders encrypted) a
 * thousand at a time under a batch still 'uploading'; nothing ordered. A file refused on the way
 * leaves nothing behind. `finishBatch` makes it a dry run once the whole request was read.
 */
export async function stageBatch(
  ctx: AppContext,
  caller: Caller,
  upload: { fields: BatchSubmissionFields; fileName: string; file: Readable },
): Promise<StagedBatch> {
  const { product, template, mapping, defaults } = await resolveSubmission(ctx, caller, upload.fields);
  const adapter = adapterOf(product.key);
  const layout = product.batch;
  const batchId = randomUUID();
  const fileName = upload.fileName || 'batch.csv';
  await insertBatch(ctx.db, {
    id: batchId,
    customerId: caller.customerId,
    userId: caller.userId,
    username: caller.username,
    batchName: upload.fields.batchName || batchNameOfFile(fileName) || 'batch',
    fileName,
    product: product.key,
    productCode: product.code,
    templateId: template?.templateId ?? null,
    templateName: template?.templateName ?? null,
    status: 'uploading',
    accountNumber: defaults.accountNumber ?? null,
    permissiblePurpose: defaults.permissiblePurpose ?? null,
  });
  try {
    const csv = await openBatchCsv(upload.file);
    const defaulted = new Set(Object.entries(defaults).filter(([, v]) => v).map(([k]) => k));
    const columns = columnsOfHeaders(layout, csv.headers, template ?? mapping, defaulted);
    // a row's problems name the file's own header (or, for a column the file lacks, the layout's label)
    const headerOf = new Map(columns.flatMap((c, i) => (c ? [[c, csv.headers[i]] as const] : [])));
    const inFileTerms = (e: BatchRowError) => problemInFileTerms(e, (c) => headerOf.get(c) ?? layout.columns.find((l) => l.key === c)?.label);
    const isMember = memberCheck(ctx, caller.customerId);
    const errors: BatchDryRun['errors'] = [];
    let pending: NewBatchRow[] = [];
    let total = 0;
    let invalid = 0;
    for await (const record of csv.rows) {
      total += 1;
      const cells = cellsOfRow(columns, record.cells);
      const extra = record.cells.slice(csv.headers.length).filter((c) => c.trim() !== '').length;
      const checked = extra > 0
        ? { ok: false as const, errors: [{ column: null, message: `the row has ${record.cells.length} cells but the header names ${csv.headers.length} columns` }] }
        : checkBatchRow(layout, product.order.request, cells, defaults);
      const rowErrors: BatchRowError[] = checked.ok ? [] : [...checked.errors];
      if (checked.ok) {
        const accountNumber = adapter.accountNumberOf?.(checked.request);
        if (accountNumber !== undefined && !(await isMember(accountNumber))) rowErrors.push({ column: 'accountNumber', message: `'${accountNumber}' is not an active account number of your company` });
        const purpose = adapter.permissiblePurposeOf(checked.request) ?? '';
        if (product.permissiblePurposes.length > 0 && !product.permissiblePurposes.includes(purpose as never)) {
          rowErrors.push({ column: 'permissiblePurpose', message: `the ${product.name} may not be ordered for '${purpose}'` });
        }
      }
      const rowId = randomUUID();
      if (checked.ok && rowErrors.length === 0) {
        const subject = adapter.subjectOf(checked.request);
        pending.push({
          id: rowId,
          batchId,
          rowNumber: record.rowNumber,
          status: 'pending',
          consumerName: subject.consumerName,
          ssnLast4: subject.ssnLast4,
          customerReferenceNumber: adapter.referenceOf(checked.request) || caller.username,
          requestEnc: ctx.cipher.encrypt(JSON.stringify(checked.request), batchRowContext(rowId)),
          consumerKey: consumerKeyOf(ctx, product.key, subject) ?? null,
        });
      } else {
        invalid += 1;
        const named = rowErrors.map(inFileTerms);
        if (errors.length < BATCH_LIMITS.dryRunErrorsListed) errors.push(...named.slice(0, BATCH_LIMITS.dryRunErrorsListed - errors.length).map((e) => ({ ...e, rowNumber: record.rowNumber, line: record.line })));
        pending.push({
          id: rowId,
          batchId,
          rowNumber: record.rowNumber,
          status: 'invalid',
          ...shownIdentity(cells),
          customerReferenceNumber: (cells.customerReferenceNumber ?? '').trim().slice(0, 50),
          errors: named,
          // the row as the file wrote it, for the rejected-rows file (it holds the SSN: encrypted, bound to the row)
          requestEnc: sealRejected(ctx.cipher, rowId, { headers: csv.headers, cells: record.cells, line: record.line }),
        });
      }
      if (pending.length >= INSERT_CHUNK) {
        await insertBatchRows(ctx.db, pending);
        pending = [];
      }
    }
    await insertBatchRows(ctx.db, pending);
    if (total === 0) throw badRequest(API_MESSAGES.batches.noRows, { fields: [{ field: 'file', message: 'no rows' }] });
    return { batchId, product: product.key, total, invalid, templateId: template?.templateId ?? null, errors };
  } catch (err) {
    await removeBatch(ctx.db, batchId);
    throw err;
  } finally {
    // whatever was not read (a file refused part-way) is drained so the answer can be sent
    upload.file.resume();
  }
}

/**
 * A staged batch becomes the dry run (status 'validated', confirmable) once the request was read to
 * its end without a refusal; a failure here removes it, so nothing half stored is left.
 */
export async function finishBatch(ctx: AppContext, caller: Caller, staged: StagedBatch, meta: { correlationId: string; ip?: string }): Promise<BatchDryRun> {
  try {
    // the valid rows recent reports answer, marked in one statement for the whole file
    const reuse = await markBatchReuse(ctx, caller, staged);
    return await ctx.db.transaction(async (tx) => {
      const batch = await updateBatch(tx as never, staged.batchId, { status: 'validated', totalRows: staged.total, invalidRows: staged.invalid });
      await recordAudit(tx as never, {
        action: 'batch.submitted',
        customerId: caller.customerId,
        actorUserId: caller.userId,
        actorUsername: caller.username,
        targetType: 'batch',
        targetId: staged.batchId,
        details: { product: staged.product, rows: staged.total, invalid: staged.invalid, template: staged.templateId, ...(reuse ? { reuseMatches: reuse.count } : {}) },
        correlationId: meta.correlationId,
        ip: meta.ip,
      });
      return { batch: await batchView(tx as never, batch!), errors: staged.errors, ...(reuse ? { reuse } : {}) };
    });
  } catch (err) {
    await removeBatch(ctx.db, staged.batchId);
    throw err;
  }
}
