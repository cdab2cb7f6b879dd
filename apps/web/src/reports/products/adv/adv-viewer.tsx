import type { AdvDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { AdvReportView } from './adv-report';

/** The Automated Data View's viewer: one view of the one consumer searched. */
export const ADV_VIEWER = oneViewViewer<AdvDataSourceResponse>({
  label: 'Automated Data View',
  View: AdvReportView,
  subjectOf: (dsr) => dsr?.value?.advReport?.subject,
});
