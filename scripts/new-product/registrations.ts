import type { ProductNames } from './names.js';

/**
 * The lines a product adds to shared files, where a registry cannot find it by itself: the contracts'
 * product list, code and name (the ground floor, access/, imports no product), the API's adapter map
 * and the sandbox's data-source map (both typed: a missing line is a type error). Each is inserted
 * before its anchor, and removed by the same text.
 */
export type Registration = { file: string; anchor: string; text: string };

export const registrationsOf = (n: ProductNames): Registration[] => [
  { file: 'packages/contracts/src/reports/products/registry.ts', anchor: '// new-product: imports', text: `import { ${n.constant}_PRODUCT } from './${n.key}.js';\n` },
  { file: 'packages/contracts/src/reports/products/registry.ts', anchor: '] as const satisfies readonly ReportProduct[];', text: `, ${n.constant}_PRODUCT` },
  { file: 'packages/contracts/src/index.ts', anchor: "export * from './reports/products/registry.js';", text: `export * from './reports/products/${n.key}.js';\n` },
  { file: 'packages/contracts/src/access/products.ts', anchor: '\n] as const;\nexport const productCodeSchema', text: ` '${n.code}',` },
  { file: 'packages/contracts/src/access/products.ts', anchor: '  // new-product: names', text: `  ${n.code}: '${n.name}',\n` },
  { file: 'apps/api/src/modules/reports/products/index.ts', anchor: '// new-product: imports', text: `import { ${n.key}Adapter } from './${n.key}.adapter.js';\n` },
  { file: 'apps/api/src/modules/reports/products/index.ts', anchor: '  // new-product: adapters', text: `  ${n.key}: ${n.key}Adapter,\n` },
  { file: 'apps/api/src/datasources/sandbox/sandbox-data-sources.ts', anchor: '// new-product: imports', text: `import { createSandbox${n.pascal} } from './${n.key}/${n.key}-source.js';\n` },
  { file: 'apps/api/src/datasources/sandbox/sandbox-data-sources.ts', anchor: '  // new-product: sources', text: `  ${n.key}: () => createSandbox${n.pascal}(),\n` },
];

/** The product's own files: its folder on each side, its port and sandbox, its tests and its doc. */
export const ownFilesOf = (n: ProductNames): string[] => [
  `packages/contracts/src/reports/products/${n.key}.ts`,
  `packages/contracts/src/reports/products/${n.key}.test.ts`,
  `apps/api/src/datasources/${n.key}.ts`,
  `apps/api/src/datasources/sandbox/${n.key}/${n.key}-source.ts`,
  `apps/api/src/modules/reports/products/${n.key}.adapter.ts`,
  `apps/api/src/modules/reports/products/${n.key}.test.ts`,
  `apps/api/src/modules/reports/pdf/products/${n.key}-pdf.ts`,
  `apps/web/src/reports/products/${n.key}/${n.key}-portal.ts`,
  `apps/web/src/reports/products/${n.key}/${n.key}-order-form.tsx`,
  `apps/web/src/reports/products/${n.key}/${n.key}-viewer.tsx`,
  `apps/web/src/reports/products/${n.key}/${n.key}.test.tsx`,
  `e2e/product-${n.key}.e2e.ts`,
  `docs/products/${n.key}.md`,
];
