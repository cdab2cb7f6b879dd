import type { FirstSearchDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { FirstSearchReportView } from './firstsearch-report';

/** First Search's viewer: one view of the search; its file name is fixed, so no consumer is named for it. */
export const FIRST_SEARCH_VIEWER = oneViewViewer<FirstSearchDataSourceResponse>({
  label: 'First Search',
  View: FirstSearchReportView,
  subjectOf: () => undefined,
});
