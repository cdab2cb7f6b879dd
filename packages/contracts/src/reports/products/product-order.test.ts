import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCTS, byProductPosition } from './registry.js';

// Every list of the products (the Products page, help, the routes and OpenAPI, the docs) follows
// REPORT_PRODUCTS: each product's own `position`, wherever it is declared (issue 31: products move into folders).
describe('the products’ order', () => {
  it('is the order the Products page has always shown', () => {
    expect(REPORT_PRODUCTS.map((p) => p.key)).toEqual([
      'acrov6', 'nal', 'oneviewplus', 'adv', 'idreport', 'persona', 'dtec', 'eidcompare', 'eidverifier',
      'recoveryreport', 'ofac', 'amlconnect', 'kount', 'mla', 'firstsearch', 'pmalerts', 'telecheck',
    ]);
  });

  it('gives each product its own position', () => {
    expect(new Set(REPORT_PRODUCTS.map((p) => p.position)).size).toBe(REPORT_PRODUCTS.length);
  });

  it('breaks a tie by key, whatever order the products were declared in', () => {
    const tied = [{ key: 'zeta', position: 1000 }, { key: 'alpha', position: 1000 }, { key: 'first', position: 10 }];
    expect([...tied].sort(byProductPosition).map((p) => p.key)).toEqual(['first', 'alpha', 'zeta']);
  });
});
