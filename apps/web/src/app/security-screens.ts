/*
 * The security administrator's screens, Company Settings and Audit Logs, and the Configuration
 * Engine (a company's data-source accounts), loaded as one chunk through one import (the first-load
 * budget, e2e/first-load-budget.e2e.ts; see app/batch-screens.ts).
 */
export { CompanySettingsPage } from '../features/company/pages/company-settings-page';
export { AuditPage } from '../features/audit/pages/audit-page';
export { ConfigEnginePage } from '../features/config-engine/pages/config-engine-page';
