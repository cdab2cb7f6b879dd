import type { RecoveryDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { RecoveryReportView } from './recoveryreport-report';

/** The Recovery Report's viewer: one view of the one consumer located. */
export const RECOVERY_REPORT_VIEWER = oneViewViewer<RecoveryDataSourceResponse>({
  label: 'Recovery Report',
  View: RecoveryReportView,
  subjectOf: (dsr) => dsr?.value?.recoveryReport?.subject,
});
