import { describe, expect, it } from 'vitest';
import { type MultiOrderRequest, multiOrderFieldOf, multiOrderIssues, multiOrderRequestOf, multiOrderRequestSchema } from './multi-order.js';
import { productByKey } from './products/registry.js';

const ELLISON = { firstName: 'Margaret', lastName: 'Ellison', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' } };
const request = (applicant: MultiOrderRequest['applicant'], products: MultiOrderRequest['products']): MultiOrderRequest => multiOrderRequestSchema.parse({ applicant, products });

describe('several products in one order', () => {
  it("makes each product's own request from the one applicant, accepted by that product's schema", () => {
    for (const product of ['acrov6', 'nal', 'oneviewplus', 'mla', 'ofac'] as const) {
      const item = { product, accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' };
      expect(productByKey(product)!.order.request.safeParse(multiOrderRequestOf(ELLISON, item)).success, product).toBe(true);
    }
    expect(multiOrderRequestOf(ELLISON, { product: 'mla', accountNumber: '1' })).toMatchObject({ consumer: { ssn: '123451001' } });
    expect(multiOrderRequestOf(ELLISON, { product: 'ofac', accountNumber: '1' })).toMatchObject({ subject: { type: 'individual', country: 'US', dateOfBirth: '1966-04-12' } });
  });

  it('names each problem where it lies in the body, with the product whose rule it is', () => {
    const { address: _none, ...withoutAddress } = ELLISON;
    const issues = multiOrderIssues(request({ ...withoutAddress, ssn: '' }, [{ product: 'ofac', accountNumber: '1' }, { product: 'mla', accountNumber: '1' }, { product: 'acrov6', accountNumber: '1' }]));
    // OFAC needs neither an SSN nor an address
    expect(issues.filter((i) => i.product === 'ofac')).toEqual([]);
    expect(issues.filter((i) => i.product === 'mla').map((i) => i.field)).toEqual(['applicant.ssn']);
    expect(new Set(issues.filter((i) => i.product === 'acrov6').map((i) => i.field))).toEqual(new Set(['products.2.permissiblePurpose', 'applicant.ssn', 'applicant.address.line1', 'applicant.address.city', 'applicant.address.state', 'applicant.address.zip']));
  });

  it('maps a product request path to the body field', () => {
    expect(multiOrderFieldOf(['consumers', 'socialNum', 0, 'number'], 2)).toBe('applicant.ssn');
    expect(multiOrderFieldOf(['consumer', 'dateOfBirth'], 1)).toBe('applicant.dateOfBirth');
    expect(multiOrderFieldOf(['subject', 'country'], 0)).toBe('applicant.address.country');
    expect(multiOrderFieldOf(['accountNumber'], 1)).toBe('products.1.accountNumber');
    expect(multiOrderFieldOf(['consumers', 'name'], 0)).toBe('products.0');
  });

  it('refuses a product named twice, none, or one not ordered this way', () => {
    expect(multiOrderRequestSchema.safeParse({ applicant: ELLISON, products: [] }).success).toBe(false);
    expect(multiOrderRequestSchema.safeParse({ applicant: ELLISON, products: [{ product: 'mla', accountNumber: '1' }, { product: 'mla', accountNumber: '2' }] }).success).toBe(false);
    expect(multiOrderRequestSchema.safeParse({ applicant: ELLISON, products: [{ product: 'kount', accountNumber: '1' }] }).success).toBe(false);
  });
});
