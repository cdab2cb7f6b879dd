import { randomUUID } from 'node:crypto';
import { API_MESSAGES, ADMIN_MESSAGES, PRODUCT_REGISTRATION_MESSAGES, type ReportProduct } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { HttpError, badRequest, forbidden } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyHoldsCode, companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { type NewInquiry, insertInquiry } from './inquiries.repository.js';
import type { OrderSubject, ProductAdapter, PullContext, Pulled } from './products/product-adapter.js';
import { type DuplicateOf, consumerKeyOf } from './report-reuse.js';
import { storedContext } from './stored-inquiry.js';
import { initialAlertStatus } from './alert-check.js';

/*
 * The two steps of every order (./order-pipeline.ts): checking it, everything before any data-source
 * call; then placing it, the call and the stored inquiry with its audit event in one transaction.
 */

export type OrderMeta = { correlationId: string; ip?: string };

export const fieldError = (field: string, message: string) => badRequest(API_MESSAGES.invalid.field(`body.${field}`, message), { fields: [{ field: `body.${field}`, message }] });

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
  /** the product configuration the order names, when it names one. */
  configuration?: PullContext['configuration'];
  /** the consumer's match key, when the reuse check covers the product (./report-reuse.ts). */
  consumerKey?: string;
  /** a confirmed new pull although recent reports exist: they and the reason, in its audit event. */
  duplicateOf?: DuplicateOf;
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
    // a product that needs a registration (eIDcompare, eIDverifier) says so: the code alone is not enough
    throw forbidden(product.requiresRegistration && (await companyHoldsCode(ctx.db, caller.customerId, product.code)) ? PRODUCT_REGISTRATION_MESSAGES.registrationNeeded(product.name) : API_MESSAGES.products.notSetUp(product.name));
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
  const subject = adapter.subjectOf(body);
  const consumerKey = consumerKeyOf(ctx, product.key, subject);
  return {
    id: randomUUID(),
    product,
    adapter,
    body,
    permissiblePurpose,
    member: named ?? checked?.member,
    customerReferenceNumber: adapter.referenceOf(body) || caller.username,
    subject,
    ...(checked?.configuration ? { configuration: checked.configuration } : {}),
    ...(consumerKey ? { consumerKey } : {}),
  };
}

export type PlacedOrder = { id: string; createdAt: Date; dataSourceResponse: unknown };

type PlaceOptions = {
  /** added to the order's audit events (an add-on check names the report it came with). */
  auditDetails?: Record<string, unknown>;
  /** more to store in the inquiry's transaction (an add-on check's link to its report). */
  alsoStore?: (tx: Db, placed: PlacedOrder) => Promise<void>;
};

/** Who placed an order, as the stored inquiry keeps it (the caller; for a batch row, the batch's submitter). */
export type Orderer = Pick<Caller, 'customerId' | 'userId' | 'username'>;

/** The inquiry row of an order that was pulled: identity and report encrypted, bound to the row's id. */
export function storedInquiryOf<Body>(ctx: AppContext, orderer: Orderer, order: CheckedOrder<Body>, pulled: Pulled, createdAt: Date): NewInquiry {
  const { id, product, member, customerReferenceNumber, permissiblePurpose, subject } = order;
  return {
    id,
    customerId: orderer.customerId,
    userId: orderer.userId,
    username: orderer.username,
    product: product.key,
    productCode: product.code,
    accountNumber: member?.memberNumber ?? '',
    customerReferenceNumber,
    permissiblePurpose,
    status: pulled.status,
    outcome: pulled.outcome ?? null,
    alertStatus: initialAlertStatus(product.key, pulled.dataSourceResponse),
    consumerName: subject.consumerName,
    coApplicantName: subject.coApplicantName,
    ssnLast4: subject.ssnLast4,
    consumerKey: order.consumerKey ?? null,
    searchText: [subject.consumerName, subject.coApplicantName, customerReferenceNumber, member?.memberNumber, product.name, product.key, orderer.username]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    identityEnc: ctx.cipher.encrypt(JSON.stringify(subject.identity), storedContext(id, 'identity')),
    reportEnc: ctx.cipher.encrypt(JSON.stringify(pulled.dataSourceResponse), storedContext(id, 'report')),
    createdAt,
  };
}

/** The audit event of a stored order (without the request's correlation id and address). */
export function orderedAuditEvent<Body>(orderer: Orderer, order: CheckedOrder<Body>) {
  return {
    action: 'report.ordered',
    customerId: orderer.customerId,
    actorUserId: orderer.userId,
    actorUsername: orderer.username,
    targetType: 'inquiry',
    targetId: order.id,
    details: {
      product: order.product.key,
      productCode: order.product.code,
      permissiblePurpose: order.permissiblePurpose,
      accountNumber: order.member?.memberNumber ?? null,
      applicants: order.subject.coApplicantName ? 2 : 1,
      ...(order.configuration ? { productConfiguration: { id: order.configuration.id, name: order.configuration.name } } : {}),
      // a new pull confirmed although recent reports of the consumer exist (docs/careful-pulls.md)
      ...(order.duplicateOf ? { duplicateOf: order.duplicateOf.inquiryIds, duplicateReason: order.duplicateOf.reason } : {}),
    } as Record<string, unknown>,
  };
}

/**
 * The data source's call, then the inquiry (identity and report encrypted) with its audit event in
 * one transaction. Billing counts the stored inquiries. A data source that fails is audited and
 * answers 502, nothing stored or billed.
 */
export async function placeOrder<Body>(ctx: AppContext, caller: Caller, order: CheckedOrder<Body>, meta: OrderMeta, options: PlaceOptions = {}): Promise<PlacedOrder> {
  const { id, product, adapter, body, permissiblePurpose, member, customerReferenceNumber, subject, configuration } = order;
  let pulled: Pulled;
  try {
    pulled = await adapter.pull(ctx, body, { customerId: caller.customerId, member, customerReferenceNumber, idempotencyKey: id, ...(configuration ? { configuration } : {}) });
  } catch (err) {
    ctx.metrics.order(product.key, 'failed');
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
    if (err instanceof DataSourceUnavailableError) throw new HttpError(502, API_MESSAGES.products.dataSourceDown(err.source));
    throw err;
  }

  ctx.metrics.pull(product.key, 'order');
  const placed: PlacedOrder = { id, createdAt: new Date(), dataSourceResponse: pulled.dataSourceResponse };
  await ctx.db.transaction(async (tx) => {
    await insertInquiry(tx as never, storedInquiryOf(ctx, caller, order, pulled, placed.createdAt));
    const event = orderedAuditEvent(caller, order);
    await recordAudit(tx as never, { ...event, details: { ...event.details, ...options.auditDetails }, correlationId: meta.correlationId, ip: meta.ip });
    await adapter.afterStore?.(tx as never, { inquiryId: id, customerId: caller.customerId, username: caller.username, createdAt: placed.createdAt, subjectName: subject.consumerName }, pulled.dataSourceResponse);
    await options.alsoStore?.(tx as never, placed);
  });
  ctx.metrics.order(product.key, 'stored');
  return placed;
}
