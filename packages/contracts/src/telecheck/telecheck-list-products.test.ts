import { describe, expect, it } from 'vitest';
import { TELECHECK_ANY_LIST_PRODUCT_CODES, TELECHECK_LIST_PRODUCT_CODES } from '../access/telecheck-list-products.js';

describe('the TeleCheck lists’ products', () => {
  it('opens the lists’ screen with exactly the products that open one of the lists', () => {
    expect(new Set(TELECHECK_ANY_LIST_PRODUCT_CODES)).toEqual(new Set(Object.values(TELECHECK_LIST_PRODUCT_CODES).flat()));
  });
});
