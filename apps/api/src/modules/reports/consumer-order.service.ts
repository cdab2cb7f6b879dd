import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  CONSUMER_PRODUCT_INFO,
  COAPPLICANT_REQUEST_ID,
  type ConsumerProduct,
  type ConsumerReportRequestParsed,
  type ConsumerReportResponse,
  type DataSourceResponse,
  PRIMARY_REQUEST_ID,
  reportListKey,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { ApplicantIdentity } from '../../datasources/consumer-bureau.js';
import { BureauUnavailableError } from '../../datasources/consumer-bureau.js';
import { HttpError, badRequest, forbidden } from '../../lib/http-error.js';
import { groupsGrantProduct } from '../admin/groups/group-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { companyProductCodes, findActiveMember } from '../products/products.repository.js';
import { insertInquiry } from './inquiries.repository.js';
import { storedContext } from './stored-inquiry.js';

type Meta = { correlationId: string; ip?: string };

/** The applicants of a request, primary first, with every list joined by identifier. */
export function applicantsOf(req: ConsumerReportRequestParsed): ApplicantIdentity[] {
  const { name, socialNum, dateOfBirth, addresses } = req.consumers;
  const order = [PRIMARY_REQUEST_ID, COAPPLICANT_REQUEST_ID].filter((id) => name.some((n) => n.identifier === id));
  return order.map((id) => {
    const n = name.find((e) => e.identifier === id)!;
    const a = addresses.find((e) => e.identifier === id)!;
    return {
      role: id === PRIMARY_REQUEST_ID ? 'primary' : 'coapplicant',
      firstName: n.firstName,
      middleName: n.middleName,
      lastName: n.lastName,
      suffix: n.suffix,
      ssn: socialNum.find((e) => e.identifier === id)!.number,
      dateOfBirth: dateOfBirth.find((e) => e.identifier === id)!.dob,
      address: { line1: a.line1, city: a.city, state: a.state, zip: a.zip, country: a.country },
    };
  });
}

const fullName = (a: ApplicantIdentity) => [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ');

/**
 * Orders a consumer report: checks the company may order the product on this account number, pulls
 * it from the bureau, stores the inquiry (identifiers and report encrypted) with its audit event in
 * one transaction, and answers in the shape of reports.md §3. Nothing is stored or billed on failure.
 */
export async function orderConsumerReport(
  ctx: AppContext,
  caller: Caller,
  product: ConsumerProduct,
  req: ConsumerReportRequestParsed,
  meta: Meta,
): Promise<ConsumerReportResponse> {
  const info = CONSUMER_PRODUCT_INFO[product];
  if (!(await companyProductCodes(ctx.db, caller.customerId)).has(info.code)) {
    throw forbidden(`Your company is not set up to order the ${info.name}`);
  }
  // A user orders a product only through a user group that grants it (user administration).
  if (!(await groupsGrantProduct(ctx.db, caller.userId, info.code))) {
    throw forbidden(ADMIN_MESSAGES.productNotGranted(info.name));
  }
  const member = await findActiveMember(ctx.db, caller.customerId, req.accountNumber);
  if (!member) {
    throw badRequest(`Invalid request: body.accountNumber: '${req.accountNumber}' is not an active account number of your company`, {
      fields: [{ field: 'body.accountNumber', message: 'is not an active account number of your company' }],
    });
  }
  const customerReferenceNumber = req.customerReferenceNumber || caller.username;
  const applicants = applicantsOf(req);

  let result;
  try {
    result = await ctx.bureau.pullConsumerReport({
      product,
      permissiblePurpose: req.permissiblePurpose,
      applicants,
      subscriber: { customerName: member.name, accountNumber: member.memberNumber },
    });
  } catch (err) {
    await recordAudit(ctx.db, {
      action: 'report.order-failed',
      outcome: 'failure',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      details: { product, permissiblePurpose: req.permissiblePurpose, bureau: ctx.bureau.name },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    if (err instanceof BureauUnavailableError) throw new HttpError(502, 'The credit bureau did not answer. Please try again later.');
    throw err;
  }

  const dataSourceResponse: DataSourceResponse = {
    value: {
      consumers: {
        [reportListKey(product)]: result.reports,
        ...(result.twnSelectReport ? { twnSelectReport: result.twnSelectReport } : {}),
        ...(result.dataxReport ? { dataxReport: result.dataxReport } : {}),
      },
    },
    errors: result.errors,
    status: 200,
  };
  const id = randomUUID();
  const createdAt = new Date();
  const primary = applicants[0];
  const coApplicant = applicants[1];
  await ctx.db.transaction(async (tx) => {
    await insertInquiry(tx as never, {
      id,
      customerId: caller.customerId,
      userId: caller.userId,
      username: caller.username,
      product,
      productCode: info.code,
      accountNumber: member.memberNumber,
      customerReferenceNumber,
      permissiblePurpose: req.permissiblePurpose,
      status: result.reports[0]?.hit === false ? 'No Hit' : 'Completed',
      consumerName: fullName(primary),
      coApplicantName: coApplicant ? fullName(coApplicant) : null,
      ssnLast4: primary.ssn.slice(-4),
      searchText: [fullName(primary), coApplicant && fullName(coApplicant), customerReferenceNumber, member.memberNumber, info.name, product, caller.username]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      identityEnc: ctx.cipher.encrypt(JSON.stringify(applicants), storedContext(id, 'identity')),
      reportEnc: ctx.cipher.encrypt(JSON.stringify(dataSourceResponse), storedContext(id, 'report')),
      createdAt,
    });
    await recordAudit(tx as never, {
      action: 'report.ordered',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'inquiry',
      targetId: id,
      details: { product, productCode: info.code, permissiblePurpose: req.permissiblePurpose, accountNumber: member.memberNumber, applicants: applicants.length },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
  });

  return {
    inquiryId: id,
    product,
    createdAt: createdAt.toISOString(),
    dataSourceResponse,
    formatedResponse: JSON.stringify({ dataSourceResponse }),
  };
}
