import type { ProductNames } from './names.js';

/** The product's own files: its folder on each side (contracts, API, portal), its browser test and its doc. */
export const ownFilesOf = (n: ProductNames): string[] => [
  `packages/contracts/src/reports/products/${n.key}/${n.key}.ts`,
  `packages/contracts/src/reports/products/${n.key}/${n.key}.test.ts`,
  `apps/api/src/modules/reports/products/${n.key}/${n.key}.port.ts`,
  `apps/api/src/modules/reports/products/${n.key}/${n.key}.sandbox.ts`,
  `apps/api/src/modules/reports/products/${n.key}/${n.key}.adapter.ts`,
  `apps/api/src/modules/reports/products/${n.key}/${n.key}-pdf.ts`,
  `apps/api/src/modules/reports/products/${n.key}/${n.key}.test.ts`,
  `apps/web/src/reports/products/${n.key}/${n.key}-portal.ts`,
  `apps/web/src/reports/products/${n.key}/${n.key}-order-form.tsx`,
  `apps/web/src/reports/products/${n.key}/${n.key}-viewer.tsx`,
  `apps/web/src/reports/products/${n.key}/${n.key}.test.tsx`,
  `e2e/product-${n.key}.e2e.ts`,
  `docs/products/${n.key}.md`,
];

/** The product's folders, removed whole by --remove. */
export const ownFoldersOf = (n: ProductNames): string[] => [
  `packages/contracts/src/reports/products/${n.key}`,
  `apps/api/src/modules/reports/products/${n.key}`,
  `apps/web/src/reports/products/${n.key}`,
];
