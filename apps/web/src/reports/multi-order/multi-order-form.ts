import {
  ALL_PERMISSIBLE_PURPOSES,
  type MultiOrderProductKey,
  type MultiOrderRequest,
  type PermissiblePurpose,
  multiOrderIssues,
  multiOrderRequestSchema,
  productByKey,
} from '@creditdesk/contracts';
import { type OrderField, formFieldOf } from '../product-kit/consumer/form/order-form-fields';
import { orderFormSchemaOf } from '../product-kit/consumer/form/order-form-schema';
import type { OrderFormValues } from '../product-kit/consumer/form/order-form-values';
import type { OrderFormVariant } from '../product-kit/consumer/form/order-form-variant';

/*
 * The several-products form (issue 33): the consumer order form's values, for one applicant, become
 * the several-products request; every chosen product's own request is checked with its own schema
 * (the contracts' multiOrderIssues, the server's check) and each issue lands on the field it names.
 */

/** The products a credit report of the consumer family: they ask an address and a permissible purpose. */
const needsAddress = (products: readonly MultiOrderProductKey[]) => products.some((p) => (productByKey(p)?.permissiblePurposes.length ?? 0) > 0);

/** The purposes every chosen product ordered for one allows (none: no purpose is asked). */
function purposesOf(products: readonly MultiOrderProductKey[]): readonly PermissiblePurpose[] {
  const lists = products.map((p) => productByKey(p)?.permissiblePurposes ?? []).filter((l) => l.length > 0);
  if (lists.length === 0) return [];
  return ALL_PERMISSIBLE_PURPOSES.filter((purpose) => lists.every((l) => l.includes(purpose)));
}

/** The several-products request the form's values make: the applicant once, each product with the order's account, reference and purpose. */
export function multiOrderRequestOfForm(values: OrderFormValues, products: readonly MultiOrderProductKey[]): MultiOrderRequest {
  const a = values.applicant;
  const withPurpose = purposesOf(products).length > 0;
  return {
    applicant: {
      firstName: a.firstName.trim(),
      middleName: a.middleName.trim(),
      lastName: a.lastName.trim(),
      suffix: a.suffix,
      ssn: a.ssn.trim(),
      dateOfBirth: a.dateOfBirth.trim(),
      // the credit report's address; without one asked, nothing (OFAC then screens without a country)
      ...(needsAddress(products) ? { address: { line1: a.line1.trim(), city: a.city.trim(), state: a.state, zip: a.zip.trim(), country: a.country } } : {}),
    },
    products: products.map((product) => ({
      product,
      accountNumber: values.accountNumber,
      customerReferenceNumber: values.customerReferenceNumber.trim(),
      ...(withPurpose && (productByKey(product)?.permissiblePurposes.length ?? 0) > 0 ? { permissiblePurpose: values.permissiblePurpose } : {}),
    })),
  };
}

/** Where a several-products issue lies, as the consumer form's paths name it ('applicant.address.zip' → consumer.address.zip → the applicant's ZIP). */
function consumerPathOf(field: string): string[] {
  const [head, , option] = field.split('.');
  if (head === 'applicant') return ['consumer', ...field.split('.').slice(1)];
  return option ? [option] : [];
}

/** The form field a several-products body field names ('body.products.1.accountNumber' → 'accountNumber'), or undefined (the form as a whole). */
export const multiOrderFormField = (field: string): OrderField | undefined => formFieldOf(consumerPathOf(field.replace(/^body\./, '')));

/**
 * The consumer form as the several-products form shows it: one applicant, no co-applicant; the
 * purposes every chosen credit report allows; an address only when a credit report is chosen.
 */
export function multiOrderVariant(products: readonly MultiOrderProductKey[]): OrderFormVariant {
  const withAddress = needsAddress(products);
  return {
    purposes: purposesOf(products),
    coApplicant: false,
    countries: withAddress ? ['US', 'CA'] : ['US'],
    withoutAddress: !withAddress,
    certification: 'By running these reports you certify that you have a permissible purpose for each consumer report, and that you will use each report only for that purpose.',
    toRequest: (values) => multiOrderRequestOfForm(values, products),
    // each chosen product's own request schema, as the server judges it
    requestSchema: multiOrderRequestSchema.superRefine((request, ctx) => {
      for (const issue of multiOrderIssues(request)) ctx.addIssue({ code: 'custom', path: consumerPathOf(issue.field), message: issue.message });
    }),
    applicantDescription: 'The consumer every chosen product is ordered for, typed once.',
    // the bureau's shared test consumers and the chosen products' own, each once
    personas: (sandbox) => sandbox.filter((p, i) => (!p.products || p.products.some((k) => (products as readonly string[]).includes(k))) && sandbox.findIndex((q) => q.ssn === p.ssn) === i),
  };
}

/** The resolver schema of the form for these products. */
export const multiOrderFormSchema = (products: readonly MultiOrderProductKey[]) => orderFormSchemaOf(multiOrderVariant(products));
