import { eq, inArray } from 'drizzle-orm';
import { CREDIT_REPORT_COMPANIONS, type CompanionProductKey, type CompanionReport, type ReportProduct, companionResult, productByKey } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { customers, reportCompanions, reportInquiries } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { companyProductCodes } from '../products/products.repository.js';
import { type CheckedOrder, type OrderMeta, checkOrder, fieldError, placeOrder } from './order-steps.js';
import { PRODUCT_ADAPTERS } from './products/index.js';
import type { CompanionConsumer, CompanionIdentityField } from './products/product-adapter.js';
import { storedReportData } from './stored-inquiry.js';

/*
 * The credit report's add-on checks (issue 13, docs/decisions.md): when the company turns them on and
 * holds the product, a consumer credit report order also runs the MLA check and the OFAC screen on
 * each of its consumers. Each is an order of its own product through the same steps (its own inquiry,
 * audit, bill, PDF and My Reports line; an OFAC hit opens its review case), checked with the credit
 * report before any data source is called. The credit report is placed first; a check that then
 * fails does not undo it: its line says why, and the officer runs it on its own.
 */

type HostOrder = { accountNumber: string; customerReferenceNumber: string };
type Identity = CompanionConsumer['identity'];

/** Each check's request, from the consumer's identity and the credit report's account and reference. */
const REQUEST_OF: Record<CompanionProductKey, (c: Identity, host: HostOrder) => unknown> = {
  mla: (c, host) => ({
    ...host,
    consumer: { firstName: c.firstName, middleName: c.middleName, lastName: c.lastName, suffix: c.suffix, ssn: c.ssn, dateOfBirth: c.dateOfBirth },
  }),
  ofac: (c, host) => ({
    ...host,
    subject: { type: 'individual', firstName: c.firstName, middleName: c.middleName, lastName: c.lastName, dateOfBirth: c.dateOfBirth, country: c.country },
  }),
};

const IDENTITY_FIELDS: readonly string[] = ['firstName', 'middleName', 'lastName', 'suffix', 'ssn', 'dateOfBirth', 'country'] satisfies CompanionIdentityField[];

/** A check ready to place with the credit report. */
export type CheckedCompanion = { product: ReportProduct & { key: CompanionProductKey }; applicant: CompanionConsumer['applicant']; order: CheckedOrder<unknown> };

/** The checks the company's settings add and whose products it holds. */
async function companionProductsOf(ctx: AppContext, customerId: string): Promise<(ReportProduct & { key: CompanionProductKey })[]> {
  const [settings] = await ctx.db
    .select({ addMlaToCreditReports: customers.addMlaToCreditReports, addOfacToCreditReports: customers.addOfacToCreditReports })
    .from(customers)
    .where(eq(customers.id, customerId));
  const wanted = CREDIT_REPORT_COMPANIONS.filter((c) => settings?.[c.setting]);
  if (wanted.length === 0) return [];
  const held = await companyProductCodes(ctx.db, customerId);
  return wanted.map((c) => productByKey(c.product) as ReportProduct & { key: CompanionProductKey }).filter((p) => held.has(p.code));
}

/**
 * The add-on checks of a credit report about to be placed, each checked as its own order: its request
 * by its contract (a refusal names the credit report's field it comes from), its account number. The
 * company's setting grants them: no user group needs to.
 */
export async function checkCompanions(ctx: AppContext, caller: Caller, host: Pick<CheckedOrder<unknown>, 'member' | 'customerReferenceNumber'>, consumers: readonly CompanionConsumer[]): Promise<CheckedCompanion[]> {
  const products = await companionProductsOf(ctx, caller.customerId);
  const hostOrder = { accountNumber: host.member?.memberNumber ?? '', customerReferenceNumber: host.customerReferenceNumber };
  const checked: CheckedCompanion[] = [];
  for (const product of products) {
    for (const consumer of consumers) {
      const parsed = product.order.request.safeParse(REQUEST_OF[product.key](consumer.identity, hostOrder));
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        const field = issue.path.map(String).find((part) => IDENTITY_FIELDS.includes(part)) as CompanionIdentityField | undefined;
        throw fieldError(field ? consumer.fieldPaths[field] : 'consumers', `${issue.message} (for the ${product.name} check your company runs with every credit report)`);
      }
      const order = await checkOrder(ctx, caller, product, PRODUCT_ADAPTERS[product.key], parsed.data, { grantedByCompany: true });
      checked.push({ product, applicant: consumer.applicant, order });
    }
  }
  return checked;
}

/** A check that failed, in the officer's words. */
const failureOf = (err: unknown) => (err instanceof HttpError ? err.message : 'The check could not be completed. Please try again later.');

/** Places the checks of a stored credit report, side by side; one failing leaves the others and the credit report as they are. */
export async function placeCompanions(ctx: AppContext, caller: Caller, hostInquiryId: string, companions: readonly CheckedCompanion[], meta: OrderMeta): Promise<CompanionReport[]> {
  return Promise.all(
    companions.map(async ({ product, applicant, order }): Promise<CompanionReport> => {
      const line = { product: product.key, productName: product.name, applicant, consumerName: order.subject.consumerName };
      const link = { inquiryId: hostInquiryId, product: product.key, applicant, consumerName: line.consumerName };
      try {
        const placed = await placeOrder(ctx, caller, order, meta, {
          auditDetails: { companionOf: hostInquiryId },
          alsoStore: (tx, { id }) => tx.insert(reportCompanions).values({ ...link, companionInquiryId: id }).then(() => undefined),
        });
        return { ...line, status: 'completed', inquiryId: placed.id, result: companionResult(product.key, placed.dataSourceResponse) };
      } catch (err) {
        const message = failureOf(err);
        await ctx.db.insert(reportCompanions).values({ ...link, failure: message });
        return { ...line, status: 'failed', message };
      }
    }),
  );
}

/** As the order answered them: the checks in their declared order, the applicant before the co-applicant. */
const rank = (l: { product: string; applicant: string }) => CREDIT_REPORT_COMPANIONS.findIndex((c) => c.product === l.product) * 2 + (l.applicant === 'primary' ? 0 : 1);

/** A stored credit report's checks as its order answered them (undefined when it ran none). */
export async function storedCompanions(ctx: AppContext, inquiryId: string): Promise<CompanionReport[] | undefined> {
  const links = await ctx.db.select().from(reportCompanions).where(eq(reportCompanions.inquiryId, inquiryId));
  if (links.length === 0) return undefined;
  const ids = links.flatMap((l) => (l.companionInquiryId ? [l.companionInquiryId] : []));
  const rows = ids.length > 0 ? await ctx.db.select().from(reportInquiries).where(inArray(reportInquiries.id, ids)) : [];
  return links
    .sort((a, b) => rank(a) - rank(b))
    .map((l): CompanionReport => {
      const product = l.product as CompanionProductKey;
      const line = { product, productName: productByKey(product)?.name ?? product, applicant: l.applicant as CompanionConsumer['applicant'], consumerName: l.consumerName };
      const row = rows.find((r) => r.id === l.companionInquiryId);
      if (!row) return { ...line, status: 'failed', message: l.failure ?? '' };
      return { ...line, status: 'completed', inquiryId: row.id, result: companionResult(product, storedReportData(ctx.cipher, row)) };
    });
}
