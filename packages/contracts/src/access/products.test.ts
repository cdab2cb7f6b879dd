import { describe, expect, it } from 'vitest';
import { CONSUMER_PRODUCT_INFO } from '../reports/credit-report.js';
import { PRODUCT_CODES, PRODUCT_DISPLAY_NAMES, PRODUCT_NAMES_BY_CODE, productDisplayName } from './products.js';

describe('product display names', () => {
  it('names each code with one of the display names, and the consumer products as their order forms do', () => {
    for (const [code, name] of Object.entries(PRODUCT_NAMES_BY_CODE)) {
      expect(PRODUCT_CODES).toContain(code);
      expect(PRODUCT_DISPLAY_NAMES).toContain(name);
    }
    for (const info of Object.values(CONSUMER_PRODUCT_INFO)) expect(productDisplayName(info.code)).toBe(info.name);
  });

  it('falls back to the code where there is no name', () => {
    expect(productDisplayName('AML')).toBe('AML');
    expect(productDisplayName('XYZ')).toBe('XYZ');
  });
});
