import { describe, expect, it } from 'vitest';
import { groupByFamily } from './product-families';

describe('groupByFamily', () => {
  it('groups in the families’ declared order, keeps the server’s order inside a family, and leaves out empty families', () => {
    const groups = groupByFamily([
      { key: 'adv', family: 'identity-fraud' as const },
      { key: 'acrov6', family: 'consumer-credit' as const },
      { key: 'idreport', family: 'identity-fraud' as const },
      { key: 'nal', family: 'consumer-credit' as const },
    ]);
    expect(groups.map((g) => [g.label, g.products.map((p) => p.key)])).toEqual([
      ['Consumer credit', ['acrov6', 'nal']],
      ['Identity and fraud', ['adv', 'idreport']],
    ]);
  });

  it('gives no group for no products', () => {
    expect(groupByFamily([])).toEqual([]);
  });
});
