/*
 * The OFAC review cases' list and one case, loaded as one chunk through one import (the first-load
 * budget, e2e/first-load-budget.e2e.ts; see app/batch-screens.ts).
 */
export { OfacCasesPage } from '../features/compliance/pages/ofac-cases-page';
export { OfacCasePage } from '../features/compliance/pages/ofac-case-page';
