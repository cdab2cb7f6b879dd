import type { DataSourceMakers } from '../data-sources.js';
import { createSandboxAccountChecks } from './account-checks.js';
import { createSandboxLegacyHistory } from './legacy/legacy-history-source.js';
import { createSandboxPmAlerts } from './pmalerts/pmalerts-source.js';
import { FOLDER_SANDBOXES } from './product-folders.generated.js';
import { createSandboxTestData } from './test-data.js';

/**
 * The sandbox: one implementation of every data-source port (../data-sources.ts), made on first use;
 * a product in a folder brings its own (modules/reports/products/<key>/<key>.sandbox.ts, the generated index).
 */
export const SANDBOX_DATA_SOURCES: DataSourceMakers = {
  'account-checks': () => createSandboxAccountChecks(),
  legacyHistory: () => createSandboxLegacyHistory(),
  pmalerts: () => createSandboxPmAlerts(),
  testData: () => createSandboxTestData(),
  ...FOLDER_SANDBOXES,
};
