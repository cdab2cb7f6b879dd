/*
 * A report's page and the entry of the letters' screens (a letter is built from a report), loaded as
 * one chunk through one import: each import in the shell costs its own list of chunks, for which the
 * first load has no room (200 KB gzip, e2e/first-load-budget.e2e.ts; see app/batch-screens.ts). The
 * letters' entry is a few lines; it loads the letters' screens themselves when one is opened.
 */
export { ReportPage } from '../features/my-reports/pages/report-page';
export { LetterScreen } from '../features/letters/pages/letter-screens';
// the Kount Compliance report's own address (/kount/report) and the TeleCheck lists (their entries come from TeleCheck reports)
export { KountReportPage } from '../reports/products/kount/kount-report-page';
export { TelecheckListsPage } from '../features/telecheck-lists/pages/telecheck-lists-page';
