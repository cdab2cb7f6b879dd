/*
 * The batch screens, loaded as one chunk: two routes share one import (and one list of the chunks it
 * needs) in the shell, which keeps the first load within its budget (e2e/first-load-budget.e2e.ts).
 */
export { BatchPage } from './batch-page';
export { CreateBatchPage } from './create-batch-page';
