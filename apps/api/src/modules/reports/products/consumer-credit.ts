import {
  API_MESSAGES,
  type CCR_PRODUCT,
  COAPPLICANT_REQUEST_ID,
  type NAL_PRODUCT,
  type OVWP_PRODUCT,
  PRODUCT_CONFIGURATION_MESSAGES,
  configurableProductByCode,
  scoreModelName,
  withOptionDefaults,
  type ConsumerProduct,
  type ConsumerReportRequestParsed,
  type DataSourceResponse,
  PRIMARY_REQUEST_ID,
  asciiPersonName,
  dataSourceResponseSchema,
  reportListKey,
  splitConsumerResponse,
} from '@creditdesk/contracts';
import type { ApplicantIdentity, ConsumerReportPull } from '../../../datasources/consumer-bureau.js';
import { badRequest } from '../../../lib/http-error.js';
import { renderConsumerReportPdf } from '../pdf/consumer-report-pdf.js';
import { findProductConfigurationById } from './product-configuration.js';
import type { AppContext } from '../../../app-context.js';
import { type AdapterSpec, type CompanionConsumer, fullNameOf, subscriberOf } from './product-adapter.js';

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
      asciiName: asciiPersonName(n),
      ssn: socialNum.find((e) => e.identifier === id)!.number,
      dateOfBirth: dateOfBirth.find((e) => e.identifier === id)!.dob,
      address: { line1: a.line1, city: a.city, state: a.state, zip: a.zip, country: a.country },
    };
  });
}

/** The request's applicants with where each of their fields is in the body ('consumers.socialNum.1.number'). */
export function companionConsumersOf(req: ConsumerReportRequestParsed): CompanionConsumer[] {
  const { name, socialNum, dateOfBirth, addresses } = req.consumers;
  return applicantsOf(req).map((a) => {
    const id = a.role === 'primary' ? PRIMARY_REQUEST_ID : COAPPLICANT_REQUEST_ID;
    const at = (list: readonly { identifier: string }[]) => list.findIndex((e) => e.identifier === id);
    const nameAt = `consumers.name.${at(name)}`;
    return {
      applicant: a.role,
      identity: { firstName: a.firstName, middleName: a.middleName || undefined, lastName: a.lastName, suffix: a.suffix || undefined, ssn: a.ssn, dateOfBirth: a.dateOfBirth, country: a.address.country },
      fieldPaths: {
        firstName: `${nameAt}.firstName`,
        middleName: `${nameAt}.middleName`,
        lastName: `${nameAt}.lastName`,
        suffix: `${nameAt}.suffix`,
        ssn: `consumers.socialNum.${at(socialNum)}.number`,
        dateOfBirth: `consumers.dateOfBirth.${at(dateOfBirth)}.dob`,
        country: `consumers.addresses.${at(addresses)}.country`,
      },
    };
  });
}

/** One of the consumer credit family's three declarations (contracts reports/products/<key>/). */
type ConsumerCreditProduct = typeof CCR_PRODUCT | typeof NAL_PRODUCT | typeof OVWP_PRODUCT;
/** What a OneView+ order adds to its pull: the company's own connected sources (its adapter's). */
type ExtraSources = (ctx: AppContext, customerId: string, addOns: readonly string[] | undefined) => Promise<Partial<Pick<ConsumerReportPull, 'twn' | 'datax'>>>;

/**
 * What the consumer credit family's adapters share (each product's folder holds its own, over this):
 * one request, the consumer bureau behind ctx.bureau, one PDF of the view. `extraSources` is what a
 * product adds to the pull (OneView+'s connected sources).
 */
export function consumerCreditSpec<P extends ConsumerCreditProduct>(declared: P, extraSources?: ExtraSources): AdapterSpec<P> {
  const product: ConsumerProduct = declared.key;
  return {
    subjectOf(body) {
      const [primary, coApplicant] = applicantsOf(body);
      return {
        consumerName: fullNameOf(primary),
        coApplicantName: coApplicant ? fullNameOf(coApplicant) : null,
        ssnLast4: primary.ssn.slice(-4),
        ssn: primary.ssn,
        identity: applicantsOf(body),
      };
    },
    // a product configuration the order names (issue 17): the company's, of this product, on the order's account number
    async checkOrder(ctx, caller, body) {
      if (!body.productConfigurationId) return undefined;
      const row = await findProductConfigurationById(ctx.db, caller.customerId, body.productConfigurationId);
      const code = declared.code;
      if (!row || row.productCode !== code || row.memberNumber !== body.accountNumber) {
        const message = PRODUCT_CONFIGURATION_MESSAGES.notForOrder(row?.name ?? body.productConfigurationId);
        throw badRequest(API_MESSAGES.invalid.field('body.productConfigurationId', message), { fields: [{ field: 'body.productConfigurationId', message }] });
      }
      const spec = configurableProductByCode(code)?.configuration ?? { options: [] };
      return { configuration: { id: row.id, name: row.name, options: withOptionDefaults(spec, row.options) } };
    },
    async pull(ctx, body, { customerId, member, idempotencyKey, configuration }) {
      // no configuration chosen: the product's defaults, as the order form's "Product defaults" hint says (issue 33)
      const { scoreModel, addOns } = configuration?.options ?? withOptionDefaults(configurableProductByCode(declared.code)?.configuration ?? { options: [] });
      const result = await ctx.bureau.pullConsumerReport({
        product,
        permissiblePurpose: body.permissiblePurpose,
        applicants: applicantsOf(body),
        subscriber: subscriberOf(member),
        idempotencyKey,
        // the score model (the configuration's or the product's default), by its display name
        ...(typeof scoreModel === 'string' ? { scoreModel: scoreModelName(scoreModel) } : {}),
        ...(extraSources ? await extraSources(ctx, customerId, Array.isArray(addOns) ? addOns : undefined) : {}),
      });
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
      return { dataSourceResponse, status: result.reports[0]?.hit === false ? 'No Hit' : 'Completed' };
    },
    fileNameSubject(identity) {
      const [primary] = identity as ApplicantIdentity[];
      // the whole last name ('Van Dyke'), without the suffix: consumer_report_{first}_{last}.pdf
      return { firstName: primary?.firstName ?? '', lastName: primary?.lastName ?? '' };
    },
    async renderPdf({ dataSourceResponse, view, inquiry }) {
      const views = splitConsumerResponse(product, dataSourceResponseSchema.parse(dataSourceResponse));
      const chosen = views.find((v) => v.name === view);
      if (!chosen) throw badRequest(API_MESSAGES.products.noCoApplicantView);
      return renderConsumerReportPdf({ product, dataSourceResponse: chosen.dataSourceResponse, inquiry });
    },
  };
}
