import { ADV_PRODUCT, type AdvReportRequestParsed, advDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type AdvDataSource, type AdvSearch, createSandboxAdv } from '../../../datasources/sandbox/adv/adv-source.js';
import { badRequest, forbidden } from '../../../lib/http-error.js';
import { findActiveMember } from '../../products/products.repository.js';
import { renderAdvPdf } from '../pdf/products/adv-pdf.js';
import { findProductConfiguration } from './product-configuration.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

const fieldError = (field: string, message: string) => badRequest(`Invalid request: body.${field}: ${message}`, { fields: [{ field: `body.${field}`, message }] });

/** The consumer the request searches for: its one name and address, the SSN and date of birth when given. */
export function advSearchOf(body: AdvReportRequestParsed): AdvSearch {
  const { name, addresses, socialSecurityNumber, dateOfBirth } = body.personalInformation;
  const [n] = name;
  const [a] = addresses;
  return {
    firstName: n.firstName,
    ...(n.middleName ? { middleName: n.middleName } : {}),
    lastName: n.lastName,
    ...(n.suffix ? { suffix: n.suffix } : {}),
    address: { city: a.city, state: a.state, ...(a.addressLine1 ? { addressLine1: a.addressLine1 } : {}), ...(a.zip ? { zip: a.zip } : {}) },
    ...(socialSecurityNumber ? { ssn: socialSecurityNumber[0].number } : {}),
    ...(dateOfBirth ? { dateOfBirth: dateOfBirth[0].dob } : {}),
  };
}

const fullName = (s: Pick<AdvSearch, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => [s.firstName, s.middleName, s.lastName, s.suffix].filter(Boolean).join(' ');

/**
 * ADV, the Automated Data View: a public-records search under one of the company's ADV product
 * configurations. No account number and no permissible purpose in the request (docs/decisions.md):
 * the view is billed to its configuration's account number, and the body's customer and user must
 * be the caller's own.
 */
export const advAdapter: ProductAdapter<AdvReportRequestParsed> = {
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerConfigurations.customerReferenceNumber,
  async checkOrder(ctx, caller, body) {
    const { customerId, userName } = body.customerConfigurations;
    if (customerId !== caller.customerId) throw forbidden('customerConfigurations.customerId must be your own company');
    if (userName !== caller.username) throw forbidden('customerConfigurations.userName must be your own user name');
    const profileName = body.profileDetails.profileName;
    const configuration = await findProductConfiguration(ctx.db, caller.customerId, ADV_PRODUCT.code, profileName);
    if (!configuration) throw fieldError('profileDetails.profileName', `'${profileName}' is not a product configuration of your company for the ${ADV_PRODUCT.name}`);
    const member = await findActiveMember(ctx.db, caller.customerId, configuration.memberNumber);
    if (!member) throw fieldError('profileDetails.profileName', `the account number of '${profileName}' is not active`);
    return { member };
  },
  subjectOf(body) {
    const search = advSearchOf(body);
    return { consumerName: fullName(search), coApplicantName: null, ssnLast4: search.ssn?.slice(-4) ?? '', identity: search };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<AdvDataSource>(ctx, ADV_PRODUCT.key, () => createSandboxAdv());
    const dataSourceResponse = await source.pullAdv({
      search: advSearchOf(body),
      profileName: body.profileDetails.profileName,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    return { dataSourceResponse, status: dataSourceResponse.value.advReport.hit ? 'Completed' : 'No Hit' };
  },
  answer: productAnswer(ADV_PRODUCT.key),
  fileNameSubject(identity) {
    const search = identity as Partial<AdvSearch> | null;
    return { firstName: search?.firstName ?? '', lastName: search?.lastName ?? '' };
  },
  async renderPdf({ dataSourceResponse, view, inquiry }) {
    if (view !== 'primary') throw badRequest('Invalid request: body.view: this report has no co-applicant view');
    return renderAdvPdf({ dataSourceResponse: advDataSourceResponseSchema.parse(dataSourceResponse), inquiry });
  },
};
