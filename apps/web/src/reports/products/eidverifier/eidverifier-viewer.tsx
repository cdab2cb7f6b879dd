import type { EidVerifierDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { EidVerifierReportView } from './eidverifier-report';

/** eIDverifier's viewer: one view of the applicant verified. */
export const EIDV_VIEWER = oneViewViewer<EidVerifierDataSourceResponse>({
  label: 'eIDverifier',
  View: EidVerifierReportView,
  subjectOf: (dsr) => dsr?.value?.eidVerifierReport?.subject,
});
