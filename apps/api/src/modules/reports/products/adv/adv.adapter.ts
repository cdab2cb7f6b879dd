import { ADV_PRODUCT, type AdvReportRequestParsed } from '@creditdesk/contracts';
import type { AdvSearch } from './adv.port.js';
import { findActiveMember } from '../../../products/products.repository.js';
import { fieldError } from '../../order-steps.js';
import { renderAdvPdf } from './adv-pdf.js';
import { findProductConfiguration } from '../product-configuration.js';
import { checkOwnCustomerConfigurations, defineAdapter, fullNameOf, subscriberOf } from '../product-adapter.js';

/** The consumer the request searches for: its one name and address, the SSN and date of birth when given. */
export function advSearchOf(body: AdvReportRequestParsed): AdvSearch {
  const { name: [n], addresses: [a], socialSecurityNumber, dateOfBirth } = body.personalInformation;
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

/**
 * ADV, the Automated Data View: a public-records search under one of the company's ADV product
 * configurations. No account number and no permissible purpose in the request (docs/decisions.md):
 * the view is billed to its configuration's account number, and the body's customer and user must
 * be the caller's own.
 */
export const advAdapter = defineAdapter(ADV_PRODUCT, {
  referenceOf: (body) => body.customerConfigurations.customerReferenceNumber,
  async checkOrder(ctx, caller, body) {
    checkOwnCustomerConfigurations(caller, body.customerConfigurations);
    const profileName = body.profileDetails.profileName;
    const configuration = await findProductConfiguration(ctx.db, caller.customerId, ADV_PRODUCT.code, profileName);
    if (!configuration) throw fieldError('profileDetails.profileName', `'${profileName}' is not a product configuration of your company for the ${ADV_PRODUCT.name}`);
    const member = await findActiveMember(ctx.db, caller.customerId, configuration.memberNumber);
    if (!member) throw fieldError('profileDetails.profileName', `the account number of '${profileName}' is not active`);
    return { member };
  },
  subjectOf(body) {
    const search = advSearchOf(body);
    return { consumerName: fullNameOf(search), coApplicantName: null, ssnLast4: search.ssn?.slice(-4) ?? '', identity: search };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const request = { search: advSearchOf(body), profileName: body.profileDetails.profileName, subscriber: subscriberOf(member), idempotencyKey };
    const dataSourceResponse = await ctx.dataSources.get('adv').pullAdv(request);
    return { dataSourceResponse, status: dataSourceResponse.value.advReport.hit ? 'Completed' : 'No Hit' };
  },
  pdf: renderAdvPdf,
});
