import type { DtecDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { DtecReportView } from './dtec-report';

/** DTEC's viewer: one view of the one application screened. */
export const DTEC_VIEWER = oneViewViewer<DtecDataSourceResponse>({
  label: 'DTEC',
  View: DtecReportView,
  subjectOf: (dsr) => dsr?.value?.dtecReport?.subject,
});
