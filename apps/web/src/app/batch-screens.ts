/*
 * The batch screens and the input-template screens, loaded as one chunk: the six routes share one
 * import (and one list of the chunks it needs) in the shell, which keeps the first load within its
 * budget (e2e/first-load-budget.e2e.ts).
 */
export { BatchPage, CreateBatchPage } from '../features/batches/pages/batch-pages';
export { TemplatePage } from '../features/batch-templates/pages/template-pages';
