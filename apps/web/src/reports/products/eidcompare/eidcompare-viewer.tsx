import type { EidCompareDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { EidCompareReportView } from './eidcompare-report';

/** eIDcompare's viewer: one view of the applicant compared. */
export const EIDC_VIEWER = oneViewViewer<EidCompareDataSourceResponse>({
  label: 'eIDcompare',
  View: EidCompareReportView,
  subjectOf: (dsr) => dsr?.value?.eidCompareReport?.subject,
});
