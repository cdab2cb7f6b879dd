import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type ReportProduct } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { HttpError, badRequest, forbidden } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { insertInquiry } from './inquiries.repository.js';
import type { OrderSubject, ProductAdapter, PullContext } from './products/product-adapter.js';
import { storedContext } from './stored-inquiry.js';

/*
 * The two steps of every order (./order-pipeline.ts): checking it, everything before any data-source
 * call; then placing it, the call and the stored inquiry with its audit event in one transaction.
 */

export type OrderMeta = { correlationId: string; ip?: string };

export const fieldError = (field: string, message: string) => badRequest(`Invalid request: body.${field}: ${message}`, { fields: [{ field: `body.${field}`, message }] });

/** An order checked and ready to place: nothing has been called or stored yet. */
export type CheckedOrder<Body> = {
  id: string;
  product: ReportProduct;
  adapter: ProductAdapter<Body>;
  body: Body;
  permissiblePurpose: string;
  member: PullContext['member'];
  customerReferenceNumber: string;
  subject: OrderSubject;
};

/**
 * May this caller order it (the company holds it, a group grants it, the permissible purpose is
 * allowed, the account number is the company's), and the product's own checks. `grantedByCompany`:
 * an add-on check the company's settings run with another report needs no group of its own.
 */
export async function checkOrder<Body>(
  ctx: AppContext,
  caller: Caller,
  product: ReportProduct,
  adapter: ProductAdapter<Body>,
  body: Body,
  options: { grantedByCompany?: boolean } = {},
): Promise<CheckedOrder<Body>> {
  if (!(await companyProductCodes(ctx.db, caller.customerId)).has(product.code)) {
    throw forbidden(`Your company is not set up to order the ${product.name}`);
  }
  // A user orders a product only through a user group that grants it (user administration).
  if (!options.grantedByCompany && !(await groupsGrantProduct(ctx.db, caller.userId, product.code))) throw forbidden(ADMIN_MESSAGES.productNotGranted(product.name));
  const permissiblePurpose = adapter.permissiblePurposeOf(body) ?? '';
  if (product.permissiblePurposes.length > 0 && !product.permissiblePurposes.includes(permissiblePurpose as never)) {
    throw fieldError('permissiblePurpose', `the ${product.name} may not be ordered for '${permissiblePurpose}'`);
  }
  const accountNumber = adapter.accountNumberOf?.(body);
  const named = accountNumber === undefined ? undefined : await findActiveMember(ctx.db, caller.customerId, accountNumber);
  if (accountNumber !== undefined && !named) throw fieldError('accountNumber', `'${accountNumber}' is not an active account number of your company`);
  const checked = await adapter.checkOrder?.(ctx, caller, body);
  return {
    id: randomUUID(),
    product,
    adapter,
    body,
    permissiblePurpose,
    member: named ?? checked?.member,
    customerReferenceNumber: adapter.referenceOf(body) || caller.username,
    subject: adapter.subjectOf(body),
  };
}

export type PlacedOrder = { id: string; createdAt: Date; dataSourceResponse: unknown };

type PlaceOptions = {
  /** added to the order's audit events (an add-on check names the report it came with). */
  auditDetails?: Record<string, unknown>;
  /** more to store in the inquiry's transaction (an add-on check's link to its report). */
  alsoStore?: (tx: Db, placed: PlacedOrder) => Promise<void>;
};

/**
 * The data source's call, then the inquiry (identity and report encrypted) with its audit event in
 * one transaction. Billing counts the stored inquiries. A data source that fails is audited and
 * answers 502, nothing stored or billed.
 */
export async function placeOrder<Body>(ctx: AppContext, caller: Caller, order: CheckedOrder<Body>, meta: OrderMeta, options: PlaceOptions = {}): Promise<PlacedOrder> {
  const { id, product, adapter, body, permissiblePurpose, member, customerReferenceNumber, subject } = order;
  let pulled;
  try {
    pulled = await adapter.pull(ctx, body, { customerId: caller.customerId, member, customerReferenceNumber, idempotencyKey: id });
  } catch (err) {
    await recordAudit(ctx.db, {
      action: 'report.order-failed',
      outcome: 'failure',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      details: { product: product.key, productCode: product.code, permissiblePurpose, dataSource: err instanceof DataSourceUnavailableError ? err.source : undefined, ...options.auditDetails },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    if (err instanceof DataSourceUnavailableError) throw new HttpError(502, `The ${err.source} did not answer. Please try again later.`);
    throw err;
  }

  const placed: PlacedOrder = { id, createdAt: new Date(), dataSourceResponse: pulled.dataSourceResponse };
  await ctx.db.transaction(async (tx) => {
    await insertInquiry(tx as never, {
      id,
      customerId: caller.customerId,
      userId: caller.userId,
      username: caller.username,
      product: product.key,
      productCode: product.code,
      accountNumber: member?.memberNumber ?? '',
      customerReferenceNumber,
      permissiblePurpose,
      status: pulled.status,
      consumerName: subject.consumerName,
      coApplicantName: subject.coApplicantName,
      ssnLast4: subject.ssnLast4,
      searchText: [subject.consumerName, subject.coApplicantName, customerReferenceNumber, member?.memberNumber, product.name, product.key, caller.username]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      identityEnc: ctx.cipher.encrypt(JSON.stringify(subject.identity), storedContext(id, 'identity')),
      reportEnc: ctx.cipher.encrypt(JSON.stringify(pulled.dataSourceResponse), storedContext(id, 'report')),
      createdAt: placed.createdAt,
    });
    await recordAudit(tx as never, {
      action: 'report.ordered',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'inquiry',
      targetId: id,
      details: {
        product: product.key,
        productCode: product.code,
        permissiblePurpose,
        accountNumber: member?.memberNumber ?? null,
        applicants: subject.coApplicantName ? 2 : 1,
        ...options.auditDetails,
      },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    await adapter.afterStore?.(tx as never, { inquiryId: id, customerId: caller.customerId, username: caller.username, createdAt: placed.createdAt, subjectName: subject.consumerName }, pulled.dataSourceResponse);
    await options.alsoStore?.(tx as never, placed);
  });
  return placed;
}
