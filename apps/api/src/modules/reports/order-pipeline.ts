import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type ReportProduct } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { HttpError, badRequest, forbidden } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { insertInquiry } from './inquiries.repository.js';
import type { ProductAdapter } from './products/product-adapter.js';
import { storedContext } from './stored-inquiry.js';

type Meta = { correlationId: string; ip?: string };

const fieldError = (field: string, message: string) => badRequest(`Invalid request: body.${field}: ${message}`, { fields: [{ field: `body.${field}`, message }] });

/**
 * One order pipeline for every product: may this caller order it (the company holds it, a group
 * grants it, the permissible purpose is allowed, the account number is the company's), everything
 * checked before the data source is called; then the call, and the inquiry (identity and report
 * encrypted) with its audit event in one transaction. Billing counts the stored inquiries. Nothing is
 * stored or billed when anything fails; a data source that fails is audited and answers 502.
 */
export async function orderReport<Body>(ctx: AppContext, caller: Caller, product: ReportProduct, adapter: ProductAdapter<Body>, body: Body, meta: Meta): Promise<unknown> {
  if (!(await companyProductCodes(ctx.db, caller.customerId)).has(product.code)) {
    throw forbidden(`Your company is not set up to order the ${product.name}`);
  }
  // A user orders a product only through a user group that grants it (user administration).
  if (!(await groupsGrantProduct(ctx.db, caller.userId, product.code))) throw forbidden(ADMIN_MESSAGES.productNotGranted(product.name));
  const permissiblePurpose = adapter.permissiblePurposeOf(body) ?? '';
  if (product.permissiblePurposes.length > 0 && !product.permissiblePurposes.includes(permissiblePurpose as never)) {
    throw fieldError('permissiblePurpose', `the ${product.name} may not be ordered for '${permissiblePurpose}'`);
  }
  const accountNumber = adapter.accountNumberOf?.(body);
  const named = accountNumber === undefined ? undefined : await findActiveMember(ctx.db, caller.customerId, accountNumber);
  if (accountNumber !== undefined && !named) throw fieldError('accountNumber', `'${accountNumber}' is not an active account number of your company`);
  const checked = await adapter.checkOrder?.(ctx, caller, body);
  const member = named ?? checked?.member;
  const customerReferenceNumber = adapter.referenceOf(body) || caller.username;
  const subject = adapter.subjectOf(body);

  const id = randomUUID();
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
      details: { product: product.key, productCode: product.code, permissiblePurpose, dataSource: err instanceof DataSourceUnavailableError ? err.source : undefined },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    if (err instanceof DataSourceUnavailableError) throw new HttpError(502, `The ${err.source} did not answer. Please try again later.`);
    throw err;
  }

  const createdAt = new Date();
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
      createdAt,
    });
    await recordAudit(tx as never, {
      action: 'report.ordered',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'inquiry',
      targetId: id,
      details: { product: product.key, productCode: product.code, permissiblePurpose, accountNumber: member?.memberNumber ?? null, applicants: subject.coApplicantName ? 2 : 1 },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    await adapter.afterStore?.(tx as never, { inquiryId: id, customerId: caller.customerId, username: caller.username, createdAt, subjectName: subject.consumerName }, pulled.dataSourceResponse);
  });
  return adapter.answer({ id, createdAt }, pulled.dataSourceResponse);
}
