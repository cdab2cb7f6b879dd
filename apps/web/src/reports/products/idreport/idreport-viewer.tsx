import type { IdReportDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { IdReportView } from './idreport-report';

/** The ID Report's viewer: one view of the one identity verified. */
export const ID_REPORT_VIEWER = oneViewViewer<IdReportDataSourceResponse>({
  label: 'ID Report',
  View: IdReportView,
  subjectOf: (dsr) => dsr?.value?.idReport?.subject,
});
