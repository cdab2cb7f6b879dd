import { describe, expect, it } from 'vitest';
import { CONSUMER_PRODUCT_INFO } from '../reports/products/registry.js';
import { PRODUCT_DISPLAY_NAMES, PRODUCT_NAMES, productNameOf } from './products.js';

describe('product names by code', () => {
  it('agrees with the consumer products and uses the names of reports.md §1', () => {
    for (const info of Object.values(CONSUMER_PRODUCT_INFO)) expect(PRODUCT_NAMES[info.code]).toBe(info.name);
    const named = new Set<string>(Object.values(PRODUCT_NAMES));
    for (const name of PRODUCT_DISPLAY_NAMES) expect(named).toContain(name);
  });

  it('reads an unknown code as itself', () => {
    expect(productNameOf('EIDC')).toBe('eIDcompare');
    expect(productNameOf('XYZ')).toBe('XYZ');
  });
});
