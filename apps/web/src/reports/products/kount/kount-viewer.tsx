import { kountMatchOf, type KountDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { KountReportView } from './kount-report';

/** Kount Compliance's viewer: one view of the match asked; its PDF is named after the person, or the business (kountPdfFileName). */
export const KOUNT_VIEWER = oneViewViewer<KountDataSourceResponse>({
  label: 'Kount Compliance',
  View: KountReportView,
  subjectOf: (dsr) => (dsr?.kountReportRequest?.value ? kountMatchOf(dsr.kountReportRequest.value) : undefined),
});
