import {
  API_MESSAGES,
  BATCH_TEMPLATE_MESSAGES,
  type BatchLayout,
  type BatchTemplate,
  type ReportProduct,
  type batchTemplateInputSchema,
  headerKey,
  productByKey,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { HttpError, badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { subscriptionRowsOf } from '../../admin/subscriptions/subscriptions.repository.js';
import { type Act, UNIQUE_VIOLATION, pgError } from '../../admin/shared/admin-context.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../../products/products.repository.js';
import {
  type BatchTemplateRow,
  type BatchTemplateValues,
  deleteBatchTemplate,
  findBatchTemplate,
  insertBatchTemplate,
  templateNameTaken,
  updateBatchTemplate,
} from './batch-templates.repository.js';

type TemplateInput = z.output<typeof batchTemplateInputSchema>;
type FieldIssue = { field: string; message: string };

/** The template as the API answers it. */
export function templateOut(row: BatchTemplateRow): BatchTemplate {
  return {
    templateId: row.id,
    templateName: row.templateName,
    description: row.description,
    product: row.product,
    productName: productByKey(row.product)?.name ?? row.product,
    columns: row.columns.map((c) => ({ header: c.header, column: c.column })),
    defaults: {
      ...(row.defaults.accountNumber ? { accountNumber: row.defaults.accountNumber } : {}),
      ...(row.defaults.permissiblePurpose ? { permissiblePurpose: row.defaults.permissiblePurpose } : {}),
    },
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A 400 naming every field that is wrong, each as the validation's own 400s name them (body.columns.2.column). */
function invalid(issues: FieldIssue[]): HttpError {
  return badRequest(API_MESSAGES.invalid.fields(issues), { fields: issues });
}

/** The template screens and their writes need the company's 'storage' feature (portal.md §2, §6). */
export async function assertStorage(db: Db, customerId: string): Promise<void> {
  const rows = await subscriptionRowsOf(db, customerId);
  if (!rows.some((r) => r.subscriptionName === 'storage' && r.status === 'active')) throw forbidden(BATCH_TEMPLATE_MESSAGES.storageRequired);
}

/**
 * A product a batch can order that the company holds: 400 naming `product` for a key without a batch
 * layout, 403 for one the company does not hold (as the submission answers).
 */
export async function batchProductOf(db: Db, customerId: string, key: string, field = 'body.product'): Promise<ReportProduct & { batch: BatchLayout }> {
  const product = productByKey(key);
  if (!product?.batch) throw invalid([{ field, message: `'${key}' is not a product a batch can order` }]);
  if (!(await companyProductCodes(db, customerId)).has(product.code)) throw forbidden(API_MESSAGES.products.notHeld(product.name, product.code));
  return product as ReportProduct & { batch: BatchLayout };
}

/** The mapping's own rules: known columns, each once, every required one given, headers once each. */
function mappingIssues(product: ReportProduct & { batch: BatchLayout }, input: TemplateInput): FieldIssue[] {
  const layout = product.batch;
  const issues: FieldIssue[] = [];
  const byKey = new Map(layout.columns.map((c) => [c.key, c]));
  const filledBy = new Map<string, string>();
  const headers = new Map<string, string>();
  input.columns.forEach(({ header, column }, i) => {
    const key = headerKey(header);
    const same = headers.get(key);
    if (same !== undefined) issues.push({ field: `body.columns.${i}.header`, message: `'${header}' is the header '${same}' again (case, spaces and punctuation aside)` });
    else headers.set(key, header);
    if (column === null) return;
    const known = byKey.get(column);
    if (!known) {
      issues.push({ field: `body.columns.${i}.column`, message: `'${column}' is not a column of the ${product.name} layout` });
      return;
    }
    const first = filledBy.get(column);
    if (first !== undefined) issues.push({ field: `body.columns.${i}.column`, message: `${known.label} is already filled by the header '${first}'` });
    else filledBy.set(column, header);
  });
  if (filledBy.size === 0 && !issues.some((i) => i.field.endsWith('.column'))) {
    issues.push({ field: 'body.columns', message: `map at least one header to a column of the ${product.name} layout` });
  }
  const defaulted = new Set(Object.entries(input.defaults).filter(([, v]) => v).map(([k]) => k));
  const missing = layout.columns.filter((c) => c.required && !filledBy.has(c.key) && !defaulted.has(c.key));
  if (missing.length > 0 && filledBy.size > 0) {
    issues.push({ field: 'body.columns', message: `no header gives the required columns ${missing.map((c) => c.label).join(', ')}` });
  }
  return issues;
}

/** Every rule of a template, all problems in one 400; the values to store when it is right. */
async function checkedValues(db: Db, customerId: string, input: TemplateInput): Promise<BatchTemplateValues> {
  const product = await batchProductOf(db, customerId, input.product);
  const issues = mappingIssues(product, input);
  const { accountNumber, permissiblePurpose } = input.defaults;
  if (accountNumber && !(await findActiveMember(db, customerId, accountNumber))) {
    issues.push({ field: 'body.defaults.accountNumber', message: `${accountNumber} is not an active account number of your company` });
  }
  if (permissiblePurpose && !(product.permissiblePurposes as readonly string[]).includes(permissiblePurpose)) {
    issues.push({
      field: 'body.defaults.permissiblePurpose',
      message: product.permissiblePurposes.length === 0 ? `${product.name} is ordered without a permissible purpose` : `'${permissiblePurpose}' is not a permissible purpose of ${product.name}`,
    });
  }
  if (issues.length > 0) throw invalid(issues);
  return {
    templateName: input.templateName,
    description: input.description,
    product: product.key,
    columns: input.columns.map((c) => ({ header: c.header, column: c.column })),
    defaults: { ...(accountNumber ? { accountNumber } : {}), ...(permissiblePurpose ? { permissiblePurpose } : {}) },
  };
}

const nameTaken = (name: string) => new HttpError(409, BATCH_TEMPLATE_MESSAGES.nameTaken(name));

/** A name taken by a racing request is the same 409 the check answers. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION) throw nameTaken(name);
    throw err;
  }
}

/**
 * Runs a write in one transaction with its audit event; a refusal (4xx) is recorded too, as a failure
 * with its reason, and changes nothing.
 */
async function audited<T>(act: Act, action: string, targetId: string, run: (tx: Db) => Promise<{ result: T; targetId?: string; details: Record<string, unknown> }>): Promise<T> {
  const event = {
    action,
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType: 'batch-template',
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  };
  try {
    return await act.ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const done = await run(tx);
      await recordAudit(tx, { ...event, targetId: done.targetId ?? targetId, details: done.details });
      return done.result;
    });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) {
      await recordAudit(act.ctx.db, { ...event, outcome: 'failure', targetId, details: { status: err.statusCode, reason: err.message } });
    }
    throw err;
  }
}

const summary = (row: BatchTemplateRow) => ({ templateName: row.templateName, description: row.description, product: row.product, columns: row.columns, defaults: row.defaults });

export async function createTemplate(act: Act, input: TemplateInput) {
  const customerId = act.caller.customerId;
  return audited(act, 'batch-template.created', input.templateName, async (db) => {
    await assertStorage(db, customerId);
    const values = await checkedValues(db, customerId, input);
    if (await templateNameTaken(db, customerId, values.templateName)) throw nameTaken(values.templateName);
    const row = await refusingTakenName(values.templateName, () => insertBatchTemplate(db, customerId, act.caller.username, values));
    return { result: { message: BATCH_TEMPLATE_MESSAGES.created(row.templateName), template: templateOut(row) }, targetId: row.id, details: { after: summary(row) } };
  });
}

export async function changeTemplate(act: Act, templateId: string, input: TemplateInput) {
  const customerId = act.caller.customerId;
  return audited(act, 'batch-template.updated', templateId, async (db) => {
    const before = await findBatchTemplate(db, customerId, templateId);
    if (!before) throw notFound(BATCH_TEMPLATE_MESSAGES.notFound);
    await assertStorage(db, customerId);
    const values = await checkedValues(db, customerId, input);
    if (await templateNameTaken(db, customerId, values.templateName, templateId)) throw nameTaken(values.templateName);
    const row = await refusingTakenName(values.templateName, () => updateBatchTemplate(db, customerId, templateId, values));
    if (!row) throw notFound(BATCH_TEMPLATE_MESSAGES.notFound);
    return { result: { message: BATCH_TEMPLATE_MESSAGES.updated(row.templateName), template: templateOut(row) }, details: { before: summary(before), after: summary(row) } };
  });
}

export async function removeTemplate(act: Act, templateId: string) {
  const customerId = act.caller.customerId;
  return audited(act, 'batch-template.deleted', templateId, async (db) => {
    if (!(await findBatchTemplate(db, customerId, templateId))) throw notFound(BATCH_TEMPLATE_MESSAGES.notFound);
    await assertStorage(db, customerId);
    const row = await deleteBatchTemplate(db, customerId, templateId);
    if (!row) throw notFound(BATCH_TEMPLATE_MESSAGES.notFound);
    return { result: { message: BATCH_TEMPLATE_MESSAGES.deleted }, details: { before: summary(row), after: null } };
  });
}
