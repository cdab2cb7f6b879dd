import type { MlaDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { MlaReportView } from './mla-report';

/** The MLA's viewer: one view of the one consumer checked. */
export const MLA_VIEWER = oneViewViewer<MlaDataSourceResponse>({
  label: 'Military Lending Act',
  View: MlaReportView,
  subjectOf: (dsr) => dsr?.value?.mlaReport?.subject,
});
