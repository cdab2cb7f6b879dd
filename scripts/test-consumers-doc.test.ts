// The documented test consumers are read from the products' declarations (issue 31): the doc is generated
// from them, and stale the moment a contract's testConsumers or testSubjects change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCTS, type ReportProduct } from '../packages/contracts/src/index.js';
import { TEST_CONSUMERS_DOC, testConsumersDoc } from './test-consumers-doc.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('docs/test-consumers.md', () => {
  it('is what the products declare (npm run docs:test-consumers writes it)', () => {
    expect(fs.readFileSync(path.join(root, TEST_CONSUMERS_DOC), 'utf8')).toBe(testConsumersDoc());
  });

  it('lists each declared consumer and subject under its product', () => {
    const dtec = REPORT_PRODUCTS.find((p) => p.key === 'dtec') as ReportProduct;
    const doc = testConsumersDoc([dtec, { ...dtec, key: 'none', name: 'None', testConsumers: [] }]);
    for (const c of dtec.testConsumers ?? []) expect(doc).toContain(`| \`${c.key}\` | ${c.firstName} ${c.lastName} |`);
    expect(doc).not.toContain('## None');
  });
});
